import type { JournalEntry } from './journal.ts';
import type { JournalStore } from './sync-engine.ts';

/**
 * The journal in localStorage: one key per attempt and question (`pw.journal.<userExamId>.<questionId>`),
 * written synchronously on every change, so closing the tab a millisecond later loses nothing.
 */
const PREFIX = 'pw.journal.';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const isEntry = (value: unknown): value is JournalEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.questionId === 'string' &&
    typeof v.moduleId === 'string' &&
    typeof v.seq === 'number' &&
    typeof v.ackedSeq === 'number' &&
    typeof v.flagged === 'boolean' &&
    Array.isArray(v.eliminated) &&
    typeof v.timeSpentMs === 'number'
  );
};

export const localJournalStore = (userExamId: string): JournalStore => {
  const prefix = `${PREFIX}${userExamId}.`;
  return {
    load() {
      const ls = storage();
      if (!ls) return [];
      const entries: JournalEntry[] = [];
      for (let i = 0; i < ls.length; i += 1) {
        const key = ls.key(i);
        if (!key?.startsWith(prefix)) continue;
        try {
          const value: unknown = JSON.parse(ls.getItem(key) ?? 'null');
          if (isEntry(value)) entries.push(value);
        } catch {
          /* a damaged entry: skip it */
        }
      }
      return entries;
    },
    write(entry) {
      try {
        storage()?.setItem(prefix + entry.questionId, JSON.stringify(entry));
      } catch {
        /* quota or private mode: the sync still sends it */
      }
    },
    remove(questionId) {
      try {
        storage()?.removeItem(prefix + questionId);
      } catch {
        /* ignore */
      }
    },
  };
};

/** Forgets every journal entry of an attempt (it is completed: nothing more can be saved). */
export const clearJournal = (userExamId: string): void => {
  const ls = storage();
  if (!ls) return;
  const prefix = `${PREFIX}${userExamId}.`;
  const keys: string[] = [];
  for (let i = 0; i < ls.length; i += 1) {
    const key = ls.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) ls.removeItem(key);
};
