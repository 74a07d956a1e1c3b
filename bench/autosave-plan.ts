// The saves every autosave phase of the benchmark sends, in the same order: shared by the HTTP load
// generator (bench/autosave-load.ts), the raw driver loop (bench/raw-upsert.ts) and the profile.

export type AnswerValue = string | string[] | null;

/** One running attempt of one student, with what each phase needs to address its rows. */
export interface AutosaveTarget {
  userExamId: string;
  tenantId: string;
  moduleId: string;
  /** X-Tenant and the student's bearer token. */
  headers: Record<string, string>;
  epoch?: number;
  /** The current module's questions, each with answers of its shape to cycle through. */
  questions: { id: string; answers: AnswerValue[] }[];
}

export interface Save {
  target: AutosaveTarget;
  targetIndex: number;
  questionId: string;
  seq: number;
  answer: AnswerValue;
  timeSpentMs: number;
}

/**
 * Save k goes to attempt k mod A and to that attempt's next question in turn, with the question's next
 * seq (plus `seqBase`, so a later phase on the same rows is never older than an earlier one) and an
 * answer that changes with it, as a runner sends them. Concurrent requests thus hit different attempts,
 * and each question's seq grows with every save, as a client's does.
 */
export const saveSequence = (targets: AutosaveTarget[], seqBase: number) => {
  const seqs = new Map<string, number>();
  let counter = 0;
  return (): Save => {
    const k = counter++;
    const targetIndex = k % targets.length;
    const target = targets[targetIndex]!;
    const question = target.questions[Math.floor(k / targets.length) % target.questions.length]!;
    const key = `${target.userExamId}/${question.id}`;
    const seq = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, seq);
    return {
      target,
      targetIndex,
      questionId: question.id,
      seq: seqBase + seq,
      answer: question.answers[seq % question.answers.length] ?? null,
      timeSpentMs: seq * 1500,
    };
  };
};

/** The request body a runner sends for a save. */
export const saveBody = (save: Save) => ({
  answer: save.answer,
  seq: save.seq,
  timeSpentMs: save.timeSpentMs,
  ...(save.target.epoch === undefined ? {} : { epoch: save.target.epoch }),
});

/** Percentile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
