import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { seedWordLists, type SeedCategory } from '../modules/vocabulary/vocabulary-admin.service.ts';
import { SAT_LISTS, TOEFL_LISTS, type VocabList } from './vocab-data/index.ts';

/**
 * Issue 18: Prepwell's original word lists (seed/vocab-data, written for Prepwell) as main's shared
 * catalogue, which every tenant reads: an SAT and a TOEFL category with their lists. Written through the
 * vocabulary service in one transaction of main; idempotent (categories by name, lists by seed key, words
 * by text), so every start may run it and a changed data file updates the lists.
 */
const listsOf = (lists: VocabList[]) =>
  lists.map((l) => ({
    key: l.key,
    title: l.title,
    titleCn: l.titleCn,
    titleTw: l.titleTw,
    description: l.description,
    words: l.words,
  }));

export const DEMO_VOCABULARY: SeedCategory[] = [
  {
    name: 'SAT Vocabulary',
    nameCn: 'SAT 词汇',
    nameTw: 'SAT 字彙',
    exam: 'sat',
    sort: 1,
    lists: listsOf(SAT_LISTS),
  },
  {
    name: 'TOEFL Academic Vocabulary',
    nameCn: 'TOEFL 学术词汇',
    nameTw: 'TOEFL 學術字彙',
    exam: 'toefl',
    sort: 2,
    lists: listsOf(TOEFL_LISTS),
  },
];

export const seedDemoVocabulary = async (deps: Pick<Deps, 'db'>, mainId: string) =>
  withTenant(deps.db, mainId, (tx) =>
    seedWordLists(tx, { tenantId: mainId, shared: true, categories: DEMO_VOCABULARY }),
  );
