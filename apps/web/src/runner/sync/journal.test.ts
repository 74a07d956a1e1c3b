import type { SavedAnswer } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  applyChange,
  isAnswered,
  mergeServerAnswers,
  unsentEntries,
  unsentCount,
  unsentWorkCount,
  type Journal,
  type JournalEntry,
} from './journal.ts';

const Q1 = { id: 'q1', moduleId: 'm1' };
const Q2 = { id: 'q2', moduleId: 'm1' };
const Q3 = { id: 'q3', moduleId: 'm2' };

const entry = (over: Partial<JournalEntry> & { questionId: string }): JournalEntry => ({
  moduleId: 'm1',
  answer: null,
  flagged: false,
  eliminated: [],
  timeSpentMs: 0,
  seq: 1,
  ackedSeq: 0,
  ...over,
});
const saved = (over: Partial<SavedAnswer> & { questionId: string }): SavedAnswer => ({
  answer: null,
  flagged: false,
  seq: 1,
  timeSpentMs: 0,
  eliminated: [],
  ...over,
});

describe('applyChange', () => {
  it('starts a question at seq 1 and grows by one per change', () => {
    const first = applyChange({}, Q1, { answer: 'A' });
    expect(first).toMatchObject({ questionId: 'q1', moduleId: 'm1', answer: 'A', seq: 1, ackedSeq: 0 });
    const second = applyChange({ q1: first! }, Q1, { flagged: true });
    expect(second).toMatchObject({ answer: 'A', flagged: true, seq: 2 });
  });

  it('numbers above what the server holds even when the local seq is lower', () => {
    const journal: Journal = { q1: entry({ questionId: 'q1', seq: 3, ackedSeq: 7 }) };
    expect(applyChange(journal, Q1, { answer: 'B' })?.seq).toBe(8);
  });

  it('returns null for a change that changes nothing', () => {
    const journal: Journal = { q1: entry({ questionId: 'q1', answer: 'A', eliminated: ['B'] }) };
    expect(applyChange(journal, Q1, { answer: 'A' })).toBeNull();
    expect(applyChange(journal, Q1, { eliminated: ['B'] })).toBeNull();
    expect(applyChange(journal, Q1, { addTimeMs: 0 })).toBeNull();
    expect(applyChange({}, Q1, { answer: null, flagged: false })).toBeNull();
  });

  it('adds time on the question and caps it at a day', () => {
    const a = applyChange({}, Q1, { addTimeMs: 1500.4 });
    expect(a?.timeSpentMs).toBe(1500);
    const b = applyChange({ q1: entry({ questionId: 'q1', timeSpentMs: 86_399_000 }) }, Q1, { addTimeMs: 5000 });
    expect(b?.timeSpentMs).toBe(86_400_000);
  });

  it('compares set answers by content', () => {
    const journal: Journal = { q1: entry({ questionId: 'q1', answer: ['a', 'b'] }) };
    expect(applyChange(journal, Q1, { answer: ['a', 'b'] })).toBeNull();
    expect(applyChange(journal, Q1, { answer: ['b', 'a'] })?.answer).toEqual(['b', 'a']);
  });
});

describe('unsentWorkCount (issue 16: the status line counts answers, not visits)', () => {
  it('counts questions with an unsent answer, mark or cross-out, never those with only time on them', () => {
    let journal: Journal = {};
    const put = (q: typeof Q1, change: Parameters<typeof applyChange>[2]) => {
      const next = applyChange(journal, q, change);
      if (next) journal = { ...journal, [q.id]: next };
    };
    put(Q1, { answer: 'A' });
    put(Q2, { addTimeMs: 4000 }); // visited, nothing chosen
    put(Q3, { flagged: true });
    expect(unsentCount(journal)).toBe(3);
    expect(unsentWorkCount(journal)).toBe(2);
    // Time added after an answer keeps the answer unsent (and counted) until acknowledged.
    put(Q1, { addTimeMs: 2000 });
    expect(unsentWorkCount(journal)).toBe(2);
    journal = { ...journal, q1: { ...journal.q1!, ackedSeq: journal.q1!.seq } };
    expect(unsentWorkCount(journal)).toBe(1);
    // After the answer is acknowledged, more time alone is unsent but is not an answer waiting.
    put(Q1, { addTimeMs: 1000 });
    expect(unsentCount(journal)).toBe(3);
    expect(unsentWorkCount(journal)).toBe(1);
  });

  it('counts an entry journaled before workSeq existed by its seq', () => {
    expect(unsentWorkCount({ q1: entry({ questionId: 'q1', seq: 2, ackedSeq: 1 }) })).toBe(1);
    expect(unsentWorkCount({ q1: entry({ questionId: 'q1', seq: 2, ackedSeq: 2 }) })).toBe(0);
  });
});

describe('mergeServerAnswers', () => {
  it('takes the server state when its seq is at least the local one', () => {
    const journal: Journal = { q1: entry({ questionId: 'q1', answer: 'A', seq: 2, ackedSeq: 1, timeSpentMs: 9000 }) };
    const merged = mergeServerAnswers(
      journal,
      [saved({ questionId: 'q1', answer: 'C', seq: 4, timeSpentMs: 4000 })],
      [Q1],
    );
    expect(merged.q1).toMatchObject({ answer: 'C', seq: 4, ackedSeq: 4, timeSpentMs: 9000 });
  });

  it('keeps a newer local entry as unsent, down to the seq the server holds', () => {
    const journal: Journal = { q1: entry({ questionId: 'q1', answer: 'D', seq: 5, ackedSeq: 5 }) };
    const merged = mergeServerAnswers(journal, [saved({ questionId: 'q1', answer: 'A', seq: 3 })], [Q1]);
    expect(merged.q1).toMatchObject({ answer: 'D', seq: 5, ackedSeq: 3 });
    expect(unsentEntries(merged)).toHaveLength(1);
  });

  it('re-sends an entry the server has no row for, even one it had acknowledged', () => {
    const journal: Journal = { q2: entry({ questionId: 'q2', answer: 'B', seq: 2, ackedSeq: 2 }) };
    const merged = mergeServerAnswers(journal, [], [Q1, Q2]);
    expect(merged.q2).toMatchObject({ seq: 2, ackedSeq: 0 });
  });

  it('adopts server answers the device never saw and drops questions that are no longer open', () => {
    const journal: Journal = { q1: entry({ questionId: 'q1', answer: 'A', seq: 1, ackedSeq: 0 }) };
    const merged = mergeServerAnswers(
      journal,
      [saved({ questionId: 'q3', answer: '7/2', seq: 2, eliminated: ['A'] })],
      [Q3],
    );
    expect(Object.keys(merged)).toEqual(['q3']);
    expect(merged.q3).toMatchObject({ moduleId: 'm2', answer: '7/2', eliminated: ['A'], ackedSeq: 2 });
  });
});

describe('acknowledge', () => {
  const sent = entry({ questionId: 'q1', answer: 'A', seq: 3, ackedSeq: 1 });
  it('marks an applied save as held', () => {
    expect(acknowledge(sent, 3, { seq: 3, applied: true, answer: 'A', flagged: false }).ackedSeq).toBe(3);
  });
  it('treats a replay of the same seq as held', () => {
    expect(acknowledge(sent, 3, { seq: 3, applied: false, answer: 'A', flagged: false }).ackedSeq).toBe(3);
  });
  it('keeps a change made while the request was in flight unsent', () => {
    const changed = { ...sent, answer: 'B', seq: 4 };
    const after = acknowledge(changed, 3, { seq: 3, applied: true, answer: 'A', flagged: false });
    expect(after).toMatchObject({ answer: 'B', seq: 4, ackedSeq: 3 });
  });
  it('adopts a newer state the server holds from elsewhere', () => {
    const after = acknowledge(sent, 3, { seq: 9, applied: false, answer: 'C', flagged: true });
    expect(after).toMatchObject({ answer: 'C', flagged: true, seq: 9, ackedSeq: 9 });
  });
  it('renumbers a local change above a newer server seq so it still applies', () => {
    const changed = { ...sent, answer: 'B', seq: 4 };
    const after = acknowledge(changed, 3, { seq: 9, applied: false, answer: 'C', flagged: false });
    expect(after).toMatchObject({ answer: 'B', seq: 10, ackedSeq: 9 });
  });
});

describe('isAnswered', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['  ', false],
    ['A', true],
    [[], false],
    [['a'], true],
  ] as const)('%j → %s', (value, expected) => {
    expect(isAnswered(value as never)).toBe(expected);
  });
});
