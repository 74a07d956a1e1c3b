#!/usr/bin/env bash
# Regenerates the demo word pronunciations, apps/web/public/media/vocab/<word slug>.mp3, from the one source
# of the words: ALL_VOCAB_LISTS in apps/api/src/seed/vocab-data/index.ts (read through tsx).
#
# Offline speech synthesis with Debian's espeak-ng (American English), as scripts/generate-demo-audio.sh does
# for the TOEFL clips, encoded by lame as very small mono MP3 (16 kHz, 16 kbit/s). The output is
# deterministic, so unchanged word lists give byte-identical files. The files are committed: a fresh machine
# (Node and npm only) never runs this script. To add or change a word, edit its list, run this, and commit both.
#
#   apt-get install -y espeak-ng lame   # once
#   scripts/generate-vocab-audio.sh
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=apps/web/public/media/vocab
LISTS=apps/api/src/seed/vocab-data/index.ts
VOICE=en-us
SPEED=140 # words per minute: a little slower than the TOEFL narrator, for a single word

for tool in espeak-ng lame node; do
  command -v "$tool" >/dev/null || { echo "generate-vocab-audio: '$tool' is missing (apt-get install -y espeak-ng lame)" >&2; exit 1; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One line per word: <file name> TAB <word>.
npx --no-install tsx -e "
  import { ALL_VOCAB_LISTS, wordAudioFile } from './$LISTS';
  for (const list of ALL_VOCAB_LISTS) for (const e of list.words) console.log([wordAudioFile(e.word), e.word].join('\t'));
" >"$tmp/manifest.tsv"

# Words espeak-ng's dictionary says differently from the entry (another part of speech, a wrong stress),
# spelled in espeak-ng's phoneme mnemonics; every other word is read from its spelling.
say() {
  case "$1" in
    articulate) echo "[[A@t'Ikj@l@t]]" ;; # the adjective, not the verb
    estimate) echo "[['EstImeIt]]" ;;     # the verb, not the noun
    iconoclast) echo "[[aIk'0n@klast]]" ;;
    misanthrope) echo "[[m'Is@nTroUp]]" ;;
    querulous) echo "[[kw'Er@l@s]]" ;;
    *) printf '%s' "$1" ;;
  esac
}

# espeak-ng writes 16-bit mono PCM at 22,050 Hz after a 44-byte WAV header; a clip is built as raw PCM.
RATE=22050
silence() { head -c $((RATE * 2 * $1 / 1000)) /dev/zero; } # milliseconds of silence

mkdir -p "$tmp/out"
while IFS=$'\t' read -r file word; do
  say "$word" | espeak-ng --stdin -v "$VOICE" -s "$SPEED" -w "$tmp/word.wav"
  { silence 150; tail -c +45 "$tmp/word.wav"; silence 250; } >"$tmp/word.raw"
  lame --quiet -r -s 22.05 --bitwidth 16 --signed --little-endian -m m --resample 16 -b 16 \
    "$tmp/word.raw" "$tmp/out/$file" 2>/dev/null
done <"$tmp/manifest.tsv"

mkdir -p "$OUT"
rm -f "$OUT"/*.mp3
cp "$tmp"/out/*.mp3 "$OUT"/
count=$(ls "$OUT"/*.mp3 | wc -l)
echo "generate-vocab-audio: $count words, $(du -ch "$OUT"/*.mp3 | tail -1 | cut -f1) in $OUT"
