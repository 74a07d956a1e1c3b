import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Choice, ClockMode, QuestionType } from '@prepwell/contracts';
import { compileSelect, compileStatement, encode, rowDecoder } from '../../../db/compiled-statement.ts';
import type { CrossTenantTx, TenantTx } from '../../../db/with-tenant.ts';
import { tests, userExamModules, userExams } from '../../../db/schema/index.ts';

export type AttemptRow = typeof userExams.$inferSelect;
export type AttemptModuleRow = typeof userExamModules.$inferSelect;
export type AttemptUpdate = Partial<Omit<AttemptRow, 'id' | 'tenantId' | 'userId' | 'testId'>>;

// Row-level security scopes every query to the transaction's tenant; attempts are further scoped to
// their student by `userId`, so another student's attempt is simply not found.

const p = sql.placeholder;
const attemptColumns = getTableColumns(userExams);
const readAttempt = rowDecoder<AttemptRow>(attemptColumns);
const attemptColumnCount = Object.keys(attemptColumns).length;
const ofUser = and(eq(userExams.id, p('id')), eq(userExams.userId, p('userId')));
// Every request on an attempt reads it first: built once (db/compiled-statement.ts, decision 0054).
const selectAttempt = compileSelect<AttemptRow>('attempt_of_user', attemptColumns, (select) =>
  select.from(userExams).where(ofUser).limit(1),
);
const selectAttemptLocked = compileSelect<AttemptRow>('attempt_of_user_locked', attemptColumns, (select) =>
  select.from(userExams).where(ofUser).limit(1).for('update'),
);

/** The student's attempt; `forUpdate` serialises the transitions (submit, time over) of one attempt. */
export const selectAttemptOfUser = async (
  tx: TenantTx,
  id: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
) => (await (options.forUpdate ? selectAttemptLocked : selectAttempt)(tx, { id, userId }))[0];

/** An attempt by id (any student of the tenant), locked: for the sweeper, which acts for nobody in particular. */
export const selectAttemptForUpdate = async (tx: TenantTx, id: string) =>
  (await tx.select().from(userExams).where(eq(userExams.id, id)).limit(1).for('update'))[0];

const touch = compileStatement(
  'touch_attempt',
  sql`update ${userExams} set ${sql.identifier(userExams.lastSeenAt.name)} = ${p('now')}
    where ${userExams.id} = ${p('id')} and ${userExams.userId} = ${p('userId')}
    returning ${sql.join(Object.values(attemptColumns), sql`, `)}`,
  readAttempt,
);

/**
 * A write's first statement: records the sign of life (`last_seen_at`) and locks the student's attempt
 * (an UPDATE holds the row lock until the transaction ends) in one round trip. Undefined when it is not theirs.
 */
export const touchAttempt = async (tx: TenantTx, id: string, userId: string, now: Date) =>
  (await touch(tx, { id, userId, now: encode(userExams.lastSeenAt, now) }))[0];

/**
 * A question as the save path sees it: its type and choices (for the answer's shape), when it last changed
 * (as PostgreSQL writes the timestamp, to the microsecond) and the modules of the attempt's test holding it,
 * by id.
 */
export interface QuestionInAttempt {
  type: QuestionType;
  choices: Choice[];
  updatedAt: string;
  moduleIds: string[];
}

/**
 * The autosave's first statement, compiled once (db/compiled-statement.ts): touchAttempt, and in the same
 * round trip the test's clock and the question (type, choices, which of the test's modules hold it).
 */
const touchForSave = compileStatement(
  'touch_attempt_for_save',
  // Columns qualified by table or alias throughout: subqueries would misread a bare `id`.
  sql`update ${userExams} set ${sql.identifier(userExams.lastSeenAt.name)} = ${sql.placeholder('now')}
    where ${userExams.id} = ${sql.placeholder('id')} and ${userExams.userId} = ${sql.placeholder('userId')}
    returning ${sql.join(Object.values(attemptColumns), sql`, `)},
      (select json_build_object(
        'type', q.type,
        'choices', q.choices,
        'updatedAt', q.updated_at,
        'moduleIds', (
          select coalesce(json_agg(mq.module_id order by mq.module_id), '[]'::json)
          from module_questions mq inner join test_modules tm on tm.id = mq.module_id
          where mq.question_id = q.id and tm.test_id = ${userExams.testId}
        )
      ) from questions q where q.id = ${sql.placeholder('questionId')}),
      (select t.clock from tests t where t.id = ${userExams.testId})`,
  (row) => ({
    attempt: readAttempt(row),
    // Drivers hand json back parsed; parse again only if one did not.
    question: ((q: unknown) => (typeof q === 'string' ? JSON.parse(q) : q) as QuestionInAttempt | null)(
      row[attemptColumnCount],
    ),
    clock: row[attemptColumnCount + 1] as ClockMode,
  }),
);

/**
 * touchAttempt for the autosave, with the test's clock and the question in the same statement. `question`
 * is null when the test has no such question; undefined when the attempt is not the student's.
 */
export const touchAttemptForSave = async (
  tx: TenantTx,
  values: { id: string; userId: string; questionId: string; now: Date },
) => {
  const row = (
    await touchForSave(tx, {
      id: values.id,
      userId: values.userId,
      questionId: values.questionId,
      now: encode(userExams.lastSeenAt, values.now),
    })
  )[0];
  if (!row) return undefined;
  return { attempt: row.attempt, clock: row.clock, question: row.question?.moduleIds.length ? row.question : null };
};

export const selectOpenAttempt = async (tx: TenantTx, userId: string, testId: string) =>
  (
    await tx
      .select()
      .from(userExams)
      .where(and(eq(userExams.userId, userId), eq(userExams.testId, testId), eq(userExams.status, 'in_progress')))
      .limit(1)
      .for('update')
  )[0];

/** Inserts an open attempt; undefined when another request opened one for the same student and test first. */
export const insertAttempt = async (
  tx: TenantTx,
  values: Pick<
    typeof userExams.$inferInsert,
    'userId' | 'testId' | 'mode' | 'currentModuleId' | 'startedAt' | 'classTestId' | 'paidByClass'
  >,
) =>
  (
    await tx
      .insert(userExams)
      .values({ ...values, moduleOrdinal: 1 })
      .onConflictDoNothing()
      .returning()
  )[0];

export const updateAttempt = async (tx: TenantTx, id: string, values: AttemptUpdate) =>
  (await tx.update(userExams).set(values).where(eq(userExams.id, id)).returning())[0]!;

/** Opens a new session on the attempt (start, resume, open): the epoch grows by one, with other changes if given. */
export const bumpEpoch = async (tx: TenantTx, id: string, values: AttemptUpdate = {}) =>
  (
    await tx
      .update(userExams)
      .set({ ...values, epoch: sql`${userExams.epoch} + 1` })
      .where(eq(userExams.id, id))
      .returning()
  )[0]!;

/** `leave`: the start of a leave (an earlier unclosed one is kept). Undefined when the attempt is not the student's. */
export const markAttemptLeft = async (tx: TenantTx, id: string, userId: string, now: Date) =>
  (
    await tx
      .update(userExams)
      .set({ leftAt: sql`coalesce(${userExams.leftAt}, ${now.toISOString()}::timestamptz)`, lastSeenAt: now })
      .where(and(eq(userExams.id, id), eq(userExams.userId, userId)))
      .returning({ epoch: userExams.epoch })
  )[0];

/** Serialises one student's starts (limits are counted, then an attempt is inserted) for this transaction. */
export const lockStudentStarts = (tx: TenantTx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attempt-start:${userId}`}))`);

/**
 * What the attempt limits count: attempts at this test, and attempts started today (in `timeZone`) per
 * test type. A class test the class paid for is not counted against the free allowance of the day.
 */
export const countAttemptsForLimits = async (
  tx: TenantTx,
  values: { userId: string; testId: string; timeZone: string; today: string },
) => {
  const today = sql`(${userExams.startedAt} at time zone ${values.timeZone})::date = ${values.today}::date and not ${userExams.paidByClass}`;
  const rows = await tx
    .select({
      type: tests.type,
      atTest: sql<number>`count(*) filter (where ${userExams.testId} = ${values.testId})::int`,
      today: sql<number>`count(*) filter (where ${today})::int`,
    })
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .where(eq(userExams.userId, values.userId))
    .groupBy(tests.type);
  return rows;
};

export const insertAttemptModules = async (
  tx: TenantTx,
  rows: { userExamId: string; moduleId: string; ordinal: number; startedAt: Date; deadlineAt: Date }[],
) => {
  if (rows.length) await tx.insert(userExamModules).values(rows).onConflictDoNothing();
};

export const endAttemptModule = (
  tx: TenantTx,
  key: { userExamId: string; moduleId: string },
  values: { endedAt: Date; endedBy: 'submitted' | 'time_over'; correct: number; operational: number },
) =>
  tx
    .update(userExamModules)
    .set(values)
    .where(and(eq(userExamModules.userExamId, key.userExamId), eq(userExamModules.moduleId, key.moduleId)));

/** Moves the deadline of the attempt's running modules (practice resume). */
export const setRunningModulesDeadline = (tx: TenantTx, userExamId: string, deadlineAt: Date) =>
  tx
    .update(userExamModules)
    .set({ deadlineAt })
    .where(and(eq(userExamModules.userExamId, userExamId), isNull(userExamModules.endedAt)));

const attemptModuleColumns = getTableColumns(userExamModules);
const attemptModules = compileSelect<AttemptModuleRow>('attempt_modules', attemptModuleColumns, (select) =>
  select
    .from(userExamModules)
    .where(eq(userExamModules.userExamId, p('userExamId')))
    .orderBy(asc(userExamModules.ordinal)),
);

export const selectAttemptModules = (tx: TenantTx, userExamId: string) => attemptModules(tx, { userExamId });

/** The attempt's module rows among `moduleIds` (which of them it took, and how each ended). */
export const selectAttemptModulesIn = (tx: TenantTx, userExamId: string, moduleIds: readonly string[]) =>
  moduleIds.length
    ? tx
        .select()
        .from(userExamModules)
        .where(and(eq(userExamModules.userExamId, userExamId), inArray(userExamModules.moduleId, [...moduleIds])))
    : Promise.resolve([] as AttemptModuleRow[]);

/**
 * The sweeper's scan across every tenant (one sweeper serves all of them): open attempts whose running,
 * unpaused module is past `cutoff`, oldest deadline first, locked for this transaction. Rows another
 * sweeper (another API process) holds are skipped, so no attempt is settled twice.
 */
export const unsafeSelectExpiredAttempts = (
  tx: CrossTenantTx,
  options: { cutoff: Date; limit: number; tenantId?: string | undefined },
) =>
  tx
    .select({ id: userExams.id, tenantId: userExams.tenantId })
    .from(userExams)
    .where(
      and(
        eq(userExams.status, 'in_progress'),
        isNull(userExams.pausedAt),
        isNotNull(userExams.moduleStartedAt),
        lt(userExams.moduleDeadlineAt, options.cutoff),
        options.tenantId ? eq(userExams.tenantId, options.tenantId) : undefined,
      ),
    )
    .orderBy(asc(userExams.moduleDeadlineAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
