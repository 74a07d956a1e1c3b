import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnswerValue } from '@prepwell/contracts';
import { compileSelect, compileStatement, decode, encode } from '../../../db/compiled-statement.ts';
import type { Db } from '../../../db/client.ts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import { userExamAnswers, userExams } from '../../../db/schema/index.ts';

export type AnswerRow = typeof userExamAnswers.$inferSelect;

const p = sql.placeholder;
const answerColumns = getTableColumns(userExamAnswers);
/** The view's answers: built once (db/compiled-statement.ts, decision 0054); the modules as one uuid[] parameter. */
const answersIn = compileSelect<AnswerRow>('answers_in_modules', answerColumns, (select) =>
  select
    .from(userExamAnswers)
    .where(
      and(
        eq(userExamAnswers.userExamId, p('userExamId')),
        sql`${userExamAnswers.moduleId} = any(${p('moduleIds')}::uuid[])`,
      ),
    ),
);

export const selectAnswers = (tx: TenantTx, userExamId: string, moduleIds: readonly string[]) =>
  moduleIds.length ? answersIn(tx, { userExamId, moduleIds: [...moduleIds] }) : Promise.resolve([] as AnswerRow[]);

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

type StoredAnswer = Pick<AnswerRow, 'questionId' | 'seq' | 'answer' | 'flagged'> & { applied: boolean };

/** A row of autosave_upsert or autosave_quick: question_id, seq, answer, flagged, applied. */
const readStored = (row: unknown[]): StoredAnswer => ({
  questionId: row[0] as string,
  seq: decode(c.seq, row[1]) as number,
  answer: decode(c.answer, row[2]) as AnswerRow['answer'],
  flagged: decode(c.flagged, row[3]) as boolean,
  applied: row[4] === true,
});

/** The save's values after the row's attempt, question and module, in the functions' order. */
const savedValues = sql`${p('answer')}, ${p('seq')}, ${p('savedAt')}, ${p('flagged')}, ${p('timeSpentMs')}, ${p('eliminated')}`;

/**
 * The autosave's seq-guarded upsert, once the service has let the save in: the database function
 * autosave_upsert (migration 0036, which says what it does), compiled once (db/compiled-statement.ts).
 */
const upsert = compileStatement(
  'upsert_answer',
  sql`select * from autosave_upsert(${p('userExamId')}, ${p('questionId')}, ${p('moduleId')}, ${savedValues})`,
  readStored,
);

/**
 * The quick save (issue 21, decision 0054): the database function autosave_quick (migration 0036) binds the
 * tenant, gates, touches and upserts in one statement, its own transaction. No row: its gate did not let
 * the save in, and nothing was written.
 */
const quickSave = compileStatement(
  'quick_save_answer',
  sql`select * from autosave_quick(${p('tenantId')}, ${p('userExamId')}, ${p('userId')}, ${p('questionId')},
    ${p('questionUpdatedAt')}, ${p('epoch')}, ${p('graceFloor')}, ${savedValues})`,
  readStored,
);

const encodeSaved = (values: Omit<AnswerUpsert, 'moduleId'>) => ({
  userExamId: values.userExamId,
  questionId: values.questionId,
  answer: encode(c.answer, { value: values.answer }),
  seq: values.seq,
  savedAt: encode(c.savedAt, values.savedAt),
  flagged: values.flagged ?? null,
  timeSpentMs: values.timeSpentMs ?? null,
  eliminated: encode(c.eliminated, values.eliminated),
});

/**
 * The quick save, on the database itself and never inside a transaction (autosave_quick binds `tenantId`
 * for its own): the stored row (`applied` says whether this save wrote it), or undefined when the gate did
 * not let the save in (nothing was written; the service takes the long way).
 */
export const quickSaveAnswer = async (
  db: Db,
  tenantId: string,
  values: Omit<AnswerUpsert, 'moduleId'> & {
    userId: string;
    epoch: number | undefined;
    /** The question's updated_at as PostgreSQL wrote it, when the caller checked the answer's shape. */
    questionUpdatedAt: string;
    /** The earliest deadline a save may still reach: now less the grace. */
    graceFloor: Date;
  },
) =>
  (
    await quickSave(db, {
      ...encodeSaved(values),
      tenantId,
      userId: values.userId,
      epoch: values.epoch ?? null,
      questionUpdatedAt: values.questionUpdatedAt,
      graceFloor: encode(userExams.moduleDeadlineAt, values.graceFloor),
    })
  )[0];

/**
 * Autosave: applies the save when its seq is greater than the stored one. Returns the stored row, with
 * `applied` saying whether this save wrote it.
 */
export const upsertAnswer = async (tx: TenantTx, values: AnswerUpsert) =>
  (await upsert(tx, { ...encodeSaved(values), moduleId: values.moduleId }))[0];
