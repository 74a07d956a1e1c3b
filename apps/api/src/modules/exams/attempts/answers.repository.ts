import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnswerValue } from '@prepwell/contracts';
import { compileStatement, decode, encode } from '../../../db/compiled-statement.ts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { userExamAnswers } from '../../../db/schema/index.ts';

export type AnswerRow = typeof userExamAnswers.$inferSelect;

export const selectAnswers = (tx: TenantTx, userExamId: string, moduleIds: readonly string[]) =>
  moduleIds.length
    ? tx
        .select()
        .from(userExamAnswers)
        .where(and(eq(userExamAnswers.userExamId, userExamId), inArray(userExamAnswers.moduleId, [...moduleIds])))
    : Promise.resolve([] as AnswerRow[]);

export const selectAnswer = async (tx: TenantTx, userExamId: string, questionId: string) =>
  (
    await tx
      .select()
      .from(userExamAnswers)
      .where(and(eq(userExamAnswers.userExamId, userExamId), eq(userExamAnswers.questionId, questionId)))
      .limit(1)
  )[0];

export interface AnswerUpsert {
  userExamId: string;
  questionId: string;
  moduleId: string;
  answer: AnswerValue;
  seq: number;
  savedAt: Date;
  /** Undefined keeps the stored value (a save that does not carry it changes nothing of it). */
  flagged: boolean | undefined;
  timeSpentMs: number | undefined;
  eliminated: string[] | undefined;
}

const c = userExamAnswers;
const p = sql.placeholder;

/**
 * The autosave's write, compiled once (db/compiled-statement.ts): one upsert that applies only when the new
 * seq is greater than the stored one, so a late or repeated save never overwrites a newer answer. An
 * optional field the save does not carry is null here: a new row takes the column's default, a stored row
 * keeps its value. `tenant_id` takes its default, the transaction's tenant. `first_answer` (issue 13's
 * first-versus-final statistics) is the answer the row was inserted with; a row inserted without an answer
 * (a flag only) takes the first real one. Rows from before it keep null. A save not applied reads the
 * stored row in the same statement (the outer select sees the table as it was before the upsert, which did
 * not change it), so the save needs no statement after this one and its COMMIT travels with it.
 */
const upsert = compileStatement(
  'upsert_answer',
  sql`with applied as (
    insert into user_exam_answers (user_exam_id, question_id, module_id, answer, seq, saved_at, flagged, time_spent_ms, eliminated, first_answer)
    values (${p('userExamId')}, ${p('questionId')}, ${p('moduleId')}, ${p('answer')}, ${p('seq')}, ${p('savedAt')},
      coalesce(${p('flagged')}::boolean, false), coalesce(${p('timeSpentMs')}::integer, 0), coalesce(${p('eliminated')}::jsonb, '[]'::jsonb),
      ${p('answer')})
    on conflict (tenant_id, user_exam_id, question_id) do update set
      answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at,
      first_answer = case when user_exam_answers.first_answer->'value' = 'null'::jsonb then excluded.first_answer else user_exam_answers.first_answer end,
      flagged = coalesce(${p('flagged')}::boolean, user_exam_answers.flagged),
      time_spent_ms = coalesce(${p('timeSpentMs')}::integer, user_exam_answers.time_spent_ms),
      eliminated = coalesce(${p('eliminated')}::jsonb, user_exam_answers.eliminated)
    where excluded.seq > user_exam_answers.seq
    returning question_id, seq, answer, flagged
  )
  select question_id, seq, answer, flagged, true from applied
  union all
  select question_id, seq, answer, flagged, false from user_exam_answers
  where user_exam_id = ${p('userExamId')} and question_id = ${p('questionId')} and not exists (select from applied)`,
  (row): Pick<AnswerRow, 'questionId' | 'seq' | 'answer' | 'flagged'> & { applied: boolean } => ({
    questionId: row[0] as string,
    seq: decode(c.seq, row[1]) as number,
    answer: decode(c.answer, row[2]) as AnswerRow['answer'],
    flagged: decode(c.flagged, row[3]) as boolean,
    applied: row[4] === true,
  }),
);

/**
 * Autosave: applies the save when its seq is greater than the stored one. Returns the stored row, with
 * `applied` saying whether this save wrote it.
 */
export const upsertAnswer = async (tx: TenantTx, values: AnswerUpsert) =>
  (
    await upsert(tx, {
      userExamId: values.userExamId,
      questionId: values.questionId,
      moduleId: values.moduleId,
      answer: encode(c.answer, { value: values.answer }),
      seq: values.seq,
      savedAt: encode(c.savedAt, values.savedAt),
      flagged: values.flagged ?? null,
      timeSpentMs: values.timeSpentMs ?? null,
      eliminated: encode(c.eliminated, values.eliminated),
    })
  )[0];
