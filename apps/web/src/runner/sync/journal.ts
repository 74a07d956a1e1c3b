import type { AnswerValue, SaveAnswerResponse, SavedAnswer } from '@prepwell/contracts';
import type { LocalAnswer } from '../runner-types.ts';

/**
 * The local journal of an attempt (pure: no browser API here). Every change of a question (answer, mark,
 * eliminated choices, time on it) becomes the question's latest entry with a new `seq`, written to the
 * device before anything is sent. An entry is unsent while its `seq` is above `ackedSeq`, the highest seq
 * the server is known to hold. Only the latest state per question is ever sent: the server keeps the
 * greatest seq, so older states would be ignored anyway.
 */
export interface JournalEntry extends LocalAnswer {
  questionId: string;
  /** The module the question belongs to: entries of a module that ended can no longer be saved. */
  moduleId: string;
  timeSpentMs: number;
  seq: number;
  ackedSeq: number;
  /**
   * The seq of the latest change of the answer, the mark or the cross-outs; time spent alone does not
   * move it. The status line counts the answers waiting to be sent by it (issue 16: a visited question is
   * not an answer). Absent on entries journaled before it existed: their seq stands in.
   */
  workSeq?: number;
}

export type Journal = Readonly<Record<string, JournalEntry>>;

export interface QuestionRef {
  id: string;
  moduleId: string;
}

export const EMPTY_ANSWER: LocalAnswer = { answer: null, flagged: false, eliminated: [] };

export const isUnsent = (entry: JournalEntry): boolean => entry.seq > entry.ackedSeq;

/** Unsent entries in journal order (seqs are per question: they do not order questions). */
export const unsentEntries = (journal: Journal): JournalEntry[] => Object.values(journal).filter(isUnsent);

export const unsentCount = (journal: Journal): number => Object.values(journal).filter(isUnsent).length;

/** Whether the entry holds work (an answer, a mark, cross-outs) the server does not have yet. */
export const hasUnsentWork = (entry: JournalEntry): boolean => (entry.workSeq ?? entry.seq) > entry.ackedSeq;

/** The questions whose answer, mark or cross-outs wait to be sent (not those with only time on them). */
export const unsentWorkCount = (journal: Journal): number => Object.values(journal).filter(hasUnsentWork).length;

export const answersOf = (journal: Journal): Record<string, LocalAnswer> => {
  const out: Record<string, LocalAnswer> = {};
  for (const entry of Object.values(journal))
    out[entry.questionId] = { answer: entry.answer, flagged: entry.flagged, eliminated: entry.eliminated };
  return out;
};

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);
const sameAnswer = (a: AnswerValue, b: AnswerValue): boolean =>
  Array.isArray(a) && Array.isArray(b) ? sameList(a, b) : !Array.isArray(a) && !Array.isArray(b) && a === b;

export interface Change {
  answer?: AnswerValue;
  flagged?: boolean;
  eliminated?: string[];
  /** Time to add to the question's total (milliseconds). */
  addTimeMs?: number;
}

/**
 * Applies a change to a question. The new seq is above both the local seq and the seq the server is known
 * to hold (seq = max(local, server) + 1). Returns null when nothing changed (no entry, no save).
 */
export const applyChange = (journal: Journal, question: QuestionRef, change: Change): JournalEntry | null => {
  const previous = journal[question.id];
  const base: JournalEntry = previous ?? {
    questionId: question.id,
    moduleId: question.moduleId,
    ...EMPTY_ANSWER,
    timeSpentMs: 0,
    seq: 0,
    ackedSeq: 0,
  };
  const next: JournalEntry = {
    ...base,
    answer: change.answer !== undefined ? change.answer : base.answer,
    flagged: change.flagged ?? base.flagged,
    eliminated: change.eliminated ?? base.eliminated,
    timeSpentMs: Math.min(86_400_000, base.timeSpentMs + Math.max(0, Math.round(change.addTimeMs ?? 0))),
  };
  const work =
    !sameAnswer(next.answer, base.answer) ||
    next.flagged !== base.flagged ||
    !sameList(next.eliminated, base.eliminated);
  if (!work && next.timeSpentMs === base.timeSpentMs) return null;
  const seq = Math.max(base.seq, base.ackedSeq) + 1;
  return { ...next, seq, workSeq: work ? seq : (base.workSeq ?? base.seq) };
};

const fromServer = (saved: SavedAnswer, question: QuestionRef): JournalEntry => ({
  questionId: saved.questionId,
  moduleId: question.moduleId,
  answer: saved.answer,
  flagged: saved.flagged,
  eliminated: [...saved.eliminated],
  timeSpentMs: saved.timeSpentMs,
  seq: saved.seq,
  ackedSeq: saved.seq,
});

/**
 * Merges the server's saved answers into the local journal when a view arrives (load, reload, another
 * tab's open): for each question the higher seq wins. A local entry above the server's seq is kept as
 * unsent (it is re-sent), also when the server has no row at all for it. Entries of questions that are no
 * longer open (their module ended) are dropped: they can never be saved.
 */
export const mergeServerAnswers = (
  journal: Journal,
  saved: readonly SavedAnswer[],
  open: readonly QuestionRef[],
): Record<string, JournalEntry> => {
  const openById = new Map(open.map((q) => [q.id, q]));
  const out: Record<string, JournalEntry> = {};
  const savedById = new Map(saved.map((s) => [s.questionId, s]));
  for (const question of open) {
    const local = journal[question.id];
    const server = savedById.get(question.id);
    if (server && (!local || local.seq <= server.seq)) {
      const entry = fromServer(server, question);
      out[question.id] = local ? { ...entry, timeSpentMs: Math.max(entry.timeSpentMs, local.timeSpentMs) } : entry;
    } else if (local) {
      // Local is newer (or the server has nothing): unsent down to what the server holds.
      out[question.id] = { ...local, moduleId: question.moduleId, ackedSeq: server ? server.seq : 0 };
    }
  }
  for (const id of Object.keys(out)) if (!openById.has(id)) delete out[id];
  return out;
};

/**
 * The server answered a save of `sentSeq`. Applied: the server holds it. Not applied: it already held the
 * same seq (a retried request whose first answer was lost), or a newer state written elsewhere. That state
 * wins locally, unless the student changed the question again since the send: the change is kept and
 * renumbered above the server's seq, so its next send applies.
 */
export const acknowledge = (
  entry: JournalEntry,
  sentSeq: number,
  response: Pick<SaveAnswerResponse, 'seq' | 'applied' | 'answer' | 'flagged'>,
): JournalEntry => {
  if (response.applied || response.seq === sentSeq) return { ...entry, ackedSeq: Math.max(entry.ackedSeq, sentSeq) };
  if (entry.seq > sentSeq)
    return { ...entry, seq: Math.max(entry.seq, response.seq + 1), ackedSeq: Math.max(entry.ackedSeq, response.seq) };
  return { ...entry, answer: response.answer, flagged: response.flagged, seq: response.seq, ackedSeq: response.seq };
};

/** Whether an answer counts as answered on the navigator (an empty entry or an empty set does not). */
export const isAnswered = (answer: AnswerValue | undefined): boolean =>
  answer !== null && answer !== undefined && (Array.isArray(answer) ? answer.length > 0 : answer.trim() !== '');
