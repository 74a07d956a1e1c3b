import { TOEFL_RESEARCH } from './toefl-research.ts';
import { TOEFL_SCIENCE } from './toefl-science.ts';
import { TOEFL_SOCIETY } from './toefl-society.ts';
import type { VocabList } from './types.ts';

export type { VocabEntry, VocabList } from './types.ts';

/** Prepwell's original TOEFL academic word lists, by the subjects of TOEFL readings and lectures (162 words). */
export const TOEFL_LISTS: VocabList[] = [
  {
    key: 'toefl-academic-research',
    title: 'TOEFL Academic: Research and Reasoning',
    titleCn: 'TOEFL 学术词汇：研究与推理',
    titleTw: 'TOEFL 學術字彙：研究與推理',
    description: 'The words professors and textbooks use to describe studies, evidence, and arguments.',
    words: TOEFL_RESEARCH,
  },
  {
    key: 'toefl-academic-science',
    title: 'TOEFL Academic: Science and Environment',
    titleCn: 'TOEFL 学术词汇：科学与环境',
    titleTw: 'TOEFL 學術字彙：科學與環境',
    description: 'Life science, earth science, and environment words from TOEFL lectures and readings.',
    words: TOEFL_SCIENCE,
  },
  {
    key: 'toefl-academic-society',
    title: 'TOEFL Academic: History and Society',
    titleCn: 'TOEFL 学术词汇：历史与社会',
    titleTw: 'TOEFL 學術字彙：歷史與社會',
    description: 'History, economics, and social science words from TOEFL lectures and readings.',
    words: TOEFL_SOCIETY,
  },
];
