import { SAT_LISTS } from './sat-words.ts';
import { TOEFL_LISTS } from './toefl-words.ts';
import type { VocabList } from './types.ts';

export { SAT_LISTS } from './sat-words.ts';
export { TOEFL_LISTS } from './toefl-words.ts';
export * from './types.ts';

/** Every demo list, SAT first: what scripts/generate-vocab-audio.sh voices and the content test checks. */
export const ALL_VOCAB_LISTS: VocabList[] = [...SAT_LISTS, ...TOEFL_LISTS];
