/**
 * The shape of Prepwell's original demo word data (issue 18): SAT and TOEFL lists written for Prepwell,
 * with their own definitions and example sentences, IPA, and translations in 简体中文 (cn) and 繁體中文 with
 * Taiwan usage (tw). The seed writer (seed/demo-vocabulary.ts) turns them into main's public catalogue.
 * This module imports nothing, so scripts/generate-vocab-audio.sh can load the word lists on their own.
 */

export interface VocabEntry {
  word: string;
  /** Part of speech: one of PARTS_OF_SPEECH. */
  pos: string;
  /** The meaning in plain English, written for Prepwell. */
  definition: string;
  /** One or two sentences using the word (or a form of it). */
  examples: string[];
  /** American pronunciation in IPA, between slashes. */
  ipa: string;
  /** 简体中文. */
  cn: string;
  /** 繁體中文 (Taiwan usage). */
  tw: string;
  /** Site-relative URL of the pronunciation clip (apps/web/public/media/vocab on disk). */
  audio?: string;
}

export interface VocabList {
  /** Stable key: the seed key of the list. */
  key: string;
  title: string;
  titleCn: string;
  titleTw: string;
  description: string;
  words: VocabEntry[];
}

export const PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb'] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** Site-relative folder of the word clips (apps/web/public/media/vocab on disk). */
export const VOCAB_MEDIA_PATH = '/media/vocab';

/** The clip's file stem: the word in lower case, anything but letters and digits as one hyphen. */
export const wordSlug = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const wordAudioFile = (word: string) => `${wordSlug(word)}.mp3`;
export const wordAudioUrl = (word: string) => `${VOCAB_MEDIA_PATH}/${wordAudioFile(word)}`;

/**
 * One entry, in the order a reader checks it: the word, its part of speech and IPA, the two translations,
 * the definition and the examples. The audio URL follows from the word.
 */
export const entry = (
  word: string,
  pos: PartOfSpeech,
  ipa: string,
  cn: string,
  tw: string,
  definition: string,
  examples: string[],
): VocabEntry => ({ word, pos, definition, examples, ipa, cn, tw, audio: wordAudioUrl(word) });
