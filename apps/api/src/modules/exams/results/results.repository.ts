import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AttemptStatus, ExamKind } from '@prepwell/contracts';
import type { TenantTx } from '../../../db/with-tenant.ts';
import {
  labels,
  moduleQuestions,
  passages,
  questionLabels,
  questions,
  tests,
  testModules,
  testSections,
  userExamAnswers,
  userExamModules,
  userExams,
  userRoles,
  users,
} from '../../../db/schema/index.ts';
import { placedQuestionColumns } from '../shared/module-questions.repository.ts';
import { containsLike } from '../../../db/like.ts';

// Row-level security scopes every query to the transaction's tenant: attempts, answers, users and links
// are the tenant's own; content rows are the tenant's or main's public catalogue (read-only).

/** Roles that make a user staff or a parent rather than a student (contracts/roles.ts). */
const NON_STUDENT_ROLES = ['super_admin', 'super-admin', 'organization_admin', 'teacher', 'parent'];

/** A test as an attempt names it: its title, exam and version (revision, issue 14). */
const testBriefColumns = {
  id: tests.id,
  title: tests.title,
  kind: tests.kind,
  type: tests.type,
  version: tests.version,
  revision: tests.revision,
};

const attemptColumns = {
  id: userExams.id,
  tenantId: userExams.tenantId,
  userId: userExams.userId,
  testId: userExams.testId,
  status: userExams.status,
  mode: userExams.mode,
  startedAt: userExams.startedAt,
  completedAt: userExams.completedAt,
  scores: userExams.scores,
  routes: userExams.routes,
  leaveCount: userExams.leaveCount,
  timeAwaySeconds: userExams.timeAwaySeconds,
  absences: userExams.absences,
  regradedAt: userExams.regradedAt,
  test: testBriefColumns,
  student: { id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username },
};

export interface AttemptFilter {
  /** One student's attempts (history). */
  studentId?: string;
  /** One test's attempts (educators). */
  testId?: string;
  /** Only attempts of students (users without a staff or parent role). */
  studentsOnly?: boolean;
  kind?: ExamKind;
  status?: AttemptStatus;
  /** Searches the test title. */
  title?: string;
  /** Searches the student's first name, last name and username. */
  studentName?: string;
}

const whereOf = (f: AttemptFilter): SQL | undefined => {
  const where: SQL[] = [];
  if (f.studentId) where.push(eq(userExams.userId, f.studentId));
  if (f.testId) where.push(eq(userExams.testId, f.testId));
  if (f.kind) where.push(eq(tests.kind, f.kind));
  if (f.status) where.push(eq(userExams.status, f.status));
  if (f.title) where.push(ilike(tests.title, containsLike(f.title)));
  if (f.studentName) {
    const like = containsLike(f.studentName);
    where.push(
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.username, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )!,
    );
  }
  if (f.studentsOnly)
    where.push(
      sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.role, NON_STUDENT_ROLES)})`,
    );
  return where.length ? and(...where) : undefined;
};

/** Attempt ordering: `newest` (history) or `completed_first` then newest (an educator's list of a test). */
export type AttemptOrder = 'newest' | 'completed_first';

const orderOf = (order: AttemptOrder) =>
  order === 'newest'
    ? [desc(userExams.startedAt), desc(userExams.id)]
    : [
        desc(sql`${userExams.status} = 'completed'`),
        sql`${userExams.completedAt} desc nulls last`,
        desc(userExams.startedAt),
        desc(userExams.id),
      ];

/** One page of attempts with their test and student; the test may be main's shared one. */
export const selectAttemptPage = async (
  tx: TenantTx,
  filter: AttemptFilter,
  page: { order: AttemptOrder; limit: number; offset: number },
) => {
  const condition = whereOf(filter);
  const rows = await tx
    .select(attemptColumns)
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .innerJoin(users, eq(users.id, userExams.userId))
    .where(condition)
    .orderBy(...orderOf(page.order))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(userExams)
    .innerJoin(tests, eq(tests.id, userExams.testId))
    .innerJoin(users, eq(users.id, userExams.userId))
    .where(condition);
  return { rows, total: total?.n ?? 0 };
};

export type AttemptListRow = Awaited<ReturnType<typeof selectAttemptPage>>['rows'][number];

/** One attempt of the tenant with its test and student, or undefined. */
export const selectAttemptById = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select(attemptColumns)
      .from(userExams)
      .innerJoin(tests, eq(tests.id, userExams.testId))
      .innerJoin(users, eq(users.id, userExams.userId))
      .where(eq(userExams.id, id))
      .limit(1)
  )[0];

export type AttemptDetailRow = NonNullable<Awaited<ReturnType<typeof selectAttemptById>>>;

/** A test the tenant may see (its own or main's public one), or undefined. */
export const selectVisibleTest = async (tx: TenantTx, id: string) =>
  (await tx.select(testBriefColumns).from(tests).where(eq(tests.id, id)).limit(1))[0];

const moduleColumns = {
  moduleId: testModules.id,
  sectionId: testSections.id,
  section: testSections.section,
  sectionPosition: testSections.position,
  title: testModules.title,
  stage: testModules.position,
  route: testModules.route,
};

/** The modules an attempt has taken, in the order taken, with their clocks and how they ended. */
export const selectTakenModules = (tx: TenantTx, userExamId: string) =>
  tx
    .select({
      ...moduleColumns,
      ordinal: userExamModules.ordinal,
      startedAt: userExamModules.startedAt,
      endedAt: userExamModules.endedAt,
      endedBy: userExamModules.endedBy,
      correct: userExamModules.correct,
      operational: userExamModules.operational,
    })
    .from(userExamModules)
    .innerJoin(testModules, eq(testModules.id, userExamModules.moduleId))
    .innerJoin(testSections, eq(testSections.id, testModules.sectionId))
    .where(eq(userExamModules.userExamId, userExamId))
    // On a `test` clock every module opens at once; the ordinal follows the plan, the rest only breaks ties.
    .orderBy(
      asc(userExamModules.ordinal),
      asc(testSections.position),
      asc(testModules.position),
      asc(testModules.route),
    );

export type TakenModuleRow = Awaited<ReturnType<typeof selectTakenModules>>[number];

/** Every module of a test, in the order a student meets them: sections, stages, then routes. */
export const selectTestModules = (tx: TenantTx, testId: string) =>
  tx
    .select(moduleColumns)
    .from(testModules)
    .innerJoin(testSections, eq(testSections.id, testModules.sectionId))
    .where(eq(testModules.testId, testId))
    .orderBy(asc(testSections.position), asc(testModules.position), asc(testModules.route));

/**
 * Issue 14, the printed booklet (modules/test-pdf): a visible test with what its cover shows, and its
 * sections and modules in the order a student meets them, with their directions and clocks.
 */
export const selectTestOutline = async (tx: TenantTx, testId: string) => {
  const [test] = await tx
    .select({
      id: tests.id,
      tenantId: tests.tenantId,
      title: tests.title,
      description: tests.description,
      kind: tests.kind,
      type: tests.type,
      version: tests.version,
      status: tests.status,
      revision: tests.revision,
      directions: tests.directions,
      questionCount: tests.questionCount,
      minutes: tests.minutes,
    })
    .from(tests)
    .where(eq(tests.id, testId))
    .limit(1);
  if (!test) return undefined;
  const sections = await tx
    .select({
      id: testSections.id,
      section: testSections.section,
      title: testSections.title,
      adaptive: testSections.adaptive,
      directions: testSections.directions,
    })
    .from(testSections)
    .where(eq(testSections.testId, testId))
    .orderBy(asc(testSections.position));
  const modules = await tx
    .select({
      id: testModules.id,
      sectionId: testModules.sectionId,
      title: testModules.title,
      stage: testModules.position,
      route: testModules.route,
      timeLimitSeconds: testModules.timeLimitSeconds,
      breakAfterSeconds: testModules.breakAfterSeconds,
      directions: testModules.directions,
    })
    .from(testModules)
    .where(eq(testModules.testId, testId))
    .orderBy(asc(testModules.position), asc(testModules.route));
  return { test, sections, modules };
};

/**
 * The questions of some modules with everything a review shows: the runner's fields, the key, the
 * explanation and the labels. Server side only: keys leave through the review presenter alone.
 */
export const selectReviewQuestions = (tx: TenantTx, moduleIds: string[]) =>
  moduleIds.length
    ? tx
        .select({
          ...placedQuestionColumns,
          passageTranscript: passages.transcript,
          answerKey: questions.answerKey,
          explanation: questions.explanation,
          // Issue 13: a bank question without the seed's domain/skill reports its subject and first label.
          domain: sql<string | null>`coalesce(${questions.domain}, nullif(${questions.subject}, ''))`,
          skill: sql<string | null>`coalesce(${questions.skill}, (select l.name from ${questionLabels} ql
            join ${labels} l on l.id = ql.label_id where ql.question_id = ${questions.id} order by lower(l.name) limit 1))`,
          difficulty: questions.difficulty,
          pretest: questions.pretest,
        })
        .from(moduleQuestions)
        .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
        .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
        .leftJoin(passages, eq(passages.id, questions.passageId))
        .where(inArray(moduleQuestions.moduleId, moduleIds))
        .orderBy(asc(moduleQuestions.position))
    : Promise.resolve([]);

export type ReviewQuestionRow = Awaited<ReturnType<typeof selectReviewQuestions>>[number];

/** Every saved answer of an attempt. */
export const selectAttemptAnswers = (tx: TenantTx, userExamId: string) =>
  tx
    .select({
      questionId: userExamAnswers.questionId,
      answer: userExamAnswers.answer,
      flagged: userExamAnswers.flagged,
      timeSpentMs: userExamAnswers.timeSpentMs,
    })
    .from(userExamAnswers)
    .where(eq(userExamAnswers.userExamId, userExamId));

export type AttemptAnswerRow = Awaited<ReturnType<typeof selectAttemptAnswers>>[number];

/**
 * Issue 17 (decision 0038): the published drills of an exam the tenant sees (its own and main's public
 * ones, by row-level security), one row per drill, section, domain and skill its questions are tagged
 * with, counting those questions: what a weak skill's "practise this skill" link is chosen from.
 */
export const selectDrillSkills = (tx: TenantTx, kind: ExamKind) =>
  tx
    .select({
      testId: tests.id,
      title: tests.title,
      section: testSections.section,
      domain: questions.domain,
      skill: questions.skill,
      questions: sql<number>`count(*)::int`,
    })
    .from(tests)
    .innerJoin(testSections, eq(testSections.testId, tests.id))
    .innerJoin(testModules, eq(testModules.sectionId, testSections.id))
    .innerJoin(moduleQuestions, eq(moduleQuestions.moduleId, testModules.id))
    .innerJoin(questions, eq(questions.id, moduleQuestions.questionId))
    .where(and(eq(tests.kind, kind), eq(tests.type, 'drill'), eq(tests.status, 'published')))
    .groupBy(tests.id, tests.title, testSections.section, questions.domain, questions.skill)
    .orderBy(asc(tests.title), asc(tests.id));
