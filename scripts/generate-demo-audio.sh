#!/usr/bin/env bash
# Regenerates the demo TOEFL audio, apps/web/public/media/toefl/<clip id>.mp3, from the one source of the
# spoken texts: TOEFL_CLIPS in apps/api/src/seed/demo-exams-toefl-clips.ts (read through tsx).
#
# Offline speech synthesis with Debian's espeak-ng, one voice per logical speaker, a short pause between
# speakers, encoded by lame as small mono MP3 (16 kHz, 24 kbit/s). The output is deterministic, so an
# unchanged transcript gives byte-identical files. The files are committed: a fresh machine (Node and npm
# only) never runs this script. To change a clip, edit its text, run this, and commit both.
#
#   apt-get install -y espeak-ng lame   # once
#   scripts/generate-demo-audio.sh
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=apps/web/public/media/toefl
CLIPS=apps/api/src/seed/demo-exams-toefl-clips.ts

for tool in espeak-ng lame node; do
  command -v "$tool" >/dev/null || { echo "generate-demo-audio: '$tool' is missing (apt-get install -y espeak-ng lame)" >&2; exit 1; }
done

# Logical voice → espeak-ng voice and speed (words per minute). Distinct accents and registers keep
# the two people of a conversation apart.
voice_of() {
  case "$1" in
    narrator) echo 'en-us+m3 150' ;;
    woman) echo 'en-us+f3 155' ;;
    man) echo 'en-gb+m1 150' ;;
    woman2) echo 'en-gb-x-rp+f4 150' ;;
    man2) echo 'en-us+m7 155' ;;
    *) echo "generate-demo-audio: unknown voice '$1'" >&2; return 1 ;;
  esac
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One line per spoken line, in clip order: <clip id> TAB <voice> TAB <text>.
npx --no-install tsx -e "
  import { TOEFL_CLIPS } from './$CLIPS';
  for (const [id, lines] of Object.entries(TOEFL_CLIPS))
    for (const line of lines) console.log([id, line.voice, line.text.replace(/\s+/g, ' ')].join('\t'));
" >"$tmp/manifest.tsv"

# espeak-ng writes 16-bit mono PCM at 22,050 Hz after a 44-byte WAV header; clips are built as raw PCM.
RATE=22050
silence() { head -c $((RATE * 2 * $1 / 1000)) /dev/zero; } # milliseconds of silence

mkdir -p "$tmp/raw"
while IFS=$'\t' read -r id voice text; do
  read -r espeak_voice speed <<<"$(voice_of "$voice")"
  raw="$tmp/raw/$id.raw"
  [ -f "$raw" ] || silence 300 >"$raw"
  printf '%s' "$text" | espeak-ng --stdin -v "$espeak_voice" -s "$speed" -w "$tmp/line.wav"
  tail -c +45 "$tmp/line.wav" >>"$raw"
  silence 600 >>"$raw"
done <"$tmp/manifest.tsv"

mkdir -p "$tmp/out"
for raw in "$tmp"/raw/*.raw; do
  id=$(basename "$raw" .raw)
  lame --quiet -r -s 22.05 --bitwidth 16 --signed --little-endian -m m --resample 16 -b 24 "$raw" "$tmp/out/$id.mp3" 2>/dev/null
done

mkdir -p "$OUT"
rm -f "$OUT"/*.mp3
cp "$tmp"/out/*.mp3 "$OUT"/
count=$(ls "$OUT"/*.mp3 | wc -l)
echo "generate-demo-audio: $count clips, $(du -ch "$OUT"/*.mp3 | tail -1 | cut -f1) in $OUT"
