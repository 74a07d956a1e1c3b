import { SAT_ADVANCED_1 } from './sat-advanced-1.ts';
import { SAT_ADVANCED_2 } from './sat-advanced-2.ts';
import { SAT_CORE_1 } from './sat-core-1.ts';
import { SAT_CORE_2 } from './sat-core-2.ts';
import { SAT_CORE_3 } from './sat-core-3.ts';
import type { VocabList } from './types.ts';

export type { VocabEntry, VocabList } from './types.ts';

/** Prepwell's original SAT word lists, from the most frequent words to the rarer ones (319 words). */
export const SAT_LISTS: VocabList[] = [
  {
    key: 'sat-core-1',
    title: 'SAT Core 1',
    titleCn: 'SAT 核心词汇 1',
    titleTw: 'SAT 核心字彙 1',
    description: 'High-frequency words of SAT reading passages and questions: the first words to know.',
    words: SAT_CORE_1,
  },
  {
    key: 'sat-core-2',
    title: 'SAT Core 2',
    titleCn: 'SAT 核心词汇 2',
    titleTw: 'SAT 核心字彙 2',
    description: 'More frequent SAT words, many describing character, attitude, and argument.',
    words: SAT_CORE_2,
  },
  {
    key: 'sat-core-3',
    title: 'SAT Core 3',
    titleCn: 'SAT 核心词汇 3',
    titleTw: 'SAT 核心字彙 3',
    description: 'Words for reasoning about evidence, tone, and an author’s purpose.',
    words: SAT_CORE_3,
  },
  {
    key: 'sat-advanced-1',
    title: 'SAT Advanced 1',
    titleCn: 'SAT 进阶词汇 1',
    titleTw: 'SAT 進階字彙 1',
    description: 'Less common words (A–I) that appear in the harder passages and answer choices.',
    words: SAT_ADVANCED_1,
  },
  {
    key: 'sat-advanced-2',
    title: 'SAT Advanced 2',
    titleCn: 'SAT 进阶词汇 2',
    titleTw: 'SAT 進階字彙 2',
    description: 'Less common words (J–Z) that appear in the harder passages and answer choices.',
    words: SAT_ADVANCED_2,
  },
];
