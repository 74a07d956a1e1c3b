import {
  modeOfTestType,
  TEST_PAGE_SIZE,
  type AttemptListQuery,
  type AttemptPage,
  type AttemptResult,
  type AttemptReview,
  type ScoreReport,
  type SkillScore,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Caller } from '../../auth/caller.ts';
import { isLinkedParentOf } from '../../parent-links/parent-access.service.ts';
import type { TenantContext } from '../../tenants/tenants.service.ts';
import { placeQuestions, routesTaken, skillBreakdown, type ReportAnswer } from './result-report.ts';
import { domainBands, reportHeadline, reportPercentiles, skillBands } from './score-report.ts';
import {
  noLocks,
  resultViewerOf,
  reviewRefusal,
  showsReportDetail,
  type LockRule,
  type ResultViewer,
} from './results.policy.ts';
import {
  presentAttemptSummary,
  presentModuleOutcome,
  presentQuestionOutcome,
  presentResultHead,
  presentReviewQuestion,
  presentTestBrief,
} from './results.presenter.ts';
import {
  selectAttemptAnswers,
  selectAttemptById,
  selectAttemptPage,
  selectDrillSkills,
  selectReviewQuestions,
  selectTakenModules,
  selectTestModules,
  selectTestOutline,
  selectVisibleTest,
  type AttemptFilter,
  type AttemptOrder,
} from './results.repository.ts';

export type ResultContext = Caller;

const page = async (
  tx: TenantTx,
  filter: AttemptFilter,
  order: AttemptOrder,
  pageNumber: number,
): Promise<AttemptPage> => {
  const { rows, total } = await selectAttemptPage(tx, filter, {
    order,
    limit: TEST_PAGE_SIZE,
    offset: (pageNumber - 1) * TEST_PAGE_SIZE,
  });
  return { data: rows.map(presentAttemptSummary), current_page: pageNumber, per_page: TEST_PAGE_SIZE, total };
};

/** The caller's own attempts (history), newest first, by kind, status, test and test title; 20 per page. */
export const findOwnAttempts = (deps: Pick<Deps, 'db'>, ctx: ResultContext & { query: AttemptListQuery }) =>
  withTenant(deps.db, ctx.tenant.id, (tx) => {
    const { page: pageNumber, q, kind, status, examId } = ctx.query;
    return page(
      tx,
      { studentId: ctx.actor.id, kind, status, title: q, ...(examId ? { testId: examId } : {}) },
      'newest',
      pageNumber,
    );
  });

/**
 * Educators (access `teacher`): the tenant's students' attempts at one visible test, completed first,
 * then newest; `q` searches the student's name. An unknown or invisible test is 404.
 */
export const findTestAttempts = (
  deps: Pick<Deps, 'db'>,
  ctx: ResultContext & { testId: string; query: AttemptListQuery },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const test = await selectVisibleTest(tx, ctx.testId);
    if (!test) throw new AppError('not_found');
    const { page: pageNumber, q, kind, status } = ctx.query;
    return page(
      tx,
      { testId: test.id, studentsOnly: true, kind, status, studentName: q },
      'completed_first',
      pageNumber,
    );
  });

/**
 * An attempt the caller may read (results.policy: the student, an educator of the tenant, a linked
 * parent), with how the caller relates to it; anyone else gets 404. Only a completed attempt has a
 * result: an open one is 409 `conflict`, as is one abandoned by a restart (its answers would help the new attempt).
 */
export const loadReadable = async (tx: TenantTx, ctx: ResultContext, userExamId: string) => {
  const { attempt, viewer } = await findReadableAttempt(tx, ctx, userExamId);
  if (attempt.status !== 'completed') throw new AppError('conflict', { details: { status: attempt.status } });
  return { attempt, viewer };
};

/** An attempt the caller may read (results.policy), in any status, with how the caller relates to it; else 404. */
export const findReadableAttempt = async (tx: TenantTx, ctx: ResultContext, userExamId: string) => {
  const attempt = await selectAttemptById(tx, userExamId);
  if (!attempt) throw new AppError('not_found');
  const facts = {
    studentId: attempt.userId,
    sameTenant: attempt.tenantId === ctx.tenant.id,
    isParentOfStudent: await isLinkedParentOf(tx, ctx.actor.id, attempt.userId),
  };
  const viewer = resultViewerOf(ctx.actor, facts);
  if (!viewer) throw new AppError('not_found');
  return { attempt, viewer };
};

/** The modules taken, their questions in order with the student's answers placed on them. */
const loadTaken = async (tx: TenantTx, userExamId: string) => {
  const modules = await selectTakenModules(tx, userExamId);
  const questions = await selectReviewQuestions(
    tx,
    modules.map((m) => m.moduleId),
  );
  const answers = new Map<string, ReportAnswer>(
    (await selectAttemptAnswers(tx, userExamId)).map((a) => [a.questionId, a]),
  );
  return { modules, placed: placeQuestions(modules, questions, answers) };
};

/**
 * The per-skill breakdown of a completed attempt, as its score report shows it (skillBreakdown over the
 * attempt engine's grading): for summaries over many attempts (class dashboard, a student's progress).
 * The caller has checked that the reader may see the attempt.
 */
export const attemptSkills = async (tx: TenantTx, userExamId: string) =>
  skillBreakdown((await loadTaken(tx, userExamId)).placed);

/**
 * Every question of an attempt as its review shows it (the student's answer, the key, the explanation), in
 * order, on the caller's transaction: for the flashcards made from wrong answers (issue 18). The caller has
 * checked that the reader may see the attempt and that its review is open.
 */
export const reviewQuestionsOf = async (tx: TenantTx, userExamId: string) =>
  (await loadTaken(tx, userExamId)).placed.map(presentReviewQuestion);

type LockedAttempt = {
  id: string;
  userId: string;
  mode: AttemptResult['mode'];
  test: { kind: AttemptResult['test']['kind']; type: AttemptResult['test']['type'] };
};

/** What the viewer still has to unlock of an attempt, by the lock rule, in the request's transaction. */
export const locksFor = async (tx: TenantTx, lockRule: LockRule, viewer: ResultViewer, attempt: LockedAttempt) =>
  lockRule(
    {
      viewer,
      mode: attempt.mode,
      test: { kind: attempt.test.kind, type: attempt.test.type },
      attempt: { id: attempt.id, studentId: attempt.userId },
    },
    tx,
  );

/**
 * Issue 17 (decision 0038): the report's headline score with its precision, the published percentiles,
 * the band of each domain and skill, and for each weak skill the drill that practises it.
 */
const scoreReport = async (
  tx: TenantTx,
  attempt: { testId: string; test: { kind: AttemptResult['test']['kind'] }; scores: AttemptResult['scores'] },
  skills: SkillScore[],
): Promise<ScoreReport> => {
  const headline = reportHeadline(attempt.scores?.overall);
  const drills = skills.length > 0 ? await selectDrillSkills(tx, attempt.test.kind) : [];
  return {
    headline,
    percentiles: reportPercentiles(attempt.test.kind, headline),
    domains: domainBands(skills),
    skills: skillBands(skills, drills, attempt.testId),
  };
};

/**
 * The score report of a completed attempt: stored scores, per-skill breakdown, modules with their
 * clocks, every question's outcome, routes, leaves. A locked report (the lock rule's say) keeps the
 * headline scores and leaves the detail out.
 */
export const getAttemptResult = (
  deps: Pick<Deps, 'db'>,
  ctx: ResultContext & { userExamId: string },
  lockRule: LockRule = noLocks,
): Promise<AttemptResult> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
    const locks = await locksFor(tx, lockRule, viewer, attempt);
    const head = presentResultHead(attempt, locks);
    if (!showsReportDetail(locks))
      return {
        ...head,
        skills: [],
        modules: [],
        questions: [],
        routes: [],
        report: await scoreReport(tx, attempt, []),
      };
    const { modules, placed } = await loadTaken(tx, attempt.id);
    const skills = skillBreakdown(placed);
    return {
      ...head,
      skills,
      report: await scoreReport(tx, attempt, skills),
      modules: modules.map(presentModuleOutcome),
      questions: placed.map(presentQuestionOutcome),
      routes: routesTaken(modules, attempt.routes),
    };
  });

/**
 * The review (explanations) of a completed attempt: every question taken, in order, with the student's
 * answer, the key and the explanation. Refused with 402 when the lock rule locks it (reviewRefusal).
 */
export const getAttemptReview = (
  deps: Pick<Deps, 'db'>,
  ctx: ResultContext & { userExamId: string },
  lockRule: LockRule = noLocks,
): Promise<AttemptReview> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
    const locks = await locksFor(tx, lockRule, viewer, attempt);
    const refusal = reviewRefusal(locks);
    if (refusal) throw new AppError(refusal);
    const { placed } = await loadTaken(tx, attempt.id);
    return {
      id: attempt.id,
      test: presentTestBrief(attempt.test),
      questions: placed.map(presentReviewQuestion),
      locks,
    };
  });

/**
 * Educators (access `teacher`): a visible test's questions with keys and explanations, every module and
 * every route in the order a student meets them, without an attempt (id null, answers null).
 */
export const getTestReview = (
  deps: Pick<Deps, 'db'>,
  ctx: ResultContext & { testId: string },
  lockRule: LockRule = noLocks,
): Promise<AttemptReview> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const test = await selectVisibleTest(tx, ctx.testId);
    if (!test) throw new AppError('not_found');
    const locks = await lockRule(
      {
        viewer: 'educator',
        mode: modeOfTestType(test.type),
        test: { kind: test.kind, type: test.type },
        attempt: null,
      },
      tx,
    );
    const refusal = reviewRefusal(locks);
    if (refusal) throw new AppError(refusal);
    const modules = await selectTestModules(tx, test.id);
    const questions = await selectReviewQuestions(
      tx,
      modules.map((m) => m.moduleId),
    );
    // No attempt: nothing was answered, so nothing is right or wrong.
    const placed = placeQuestions(modules, questions, new Map()).map((p) => ({ ...p, correct: null }));
    return { id: null, test: presentTestBrief(test), questions: placed.map(presentReviewQuestion), locks };
  });

/**
 * Whether the viewer may make the PDF of a completed attempt's score report (the web app makes it):
 * refused with 402 `print_pdf_forbidden` while the lock rule locks it. Same readers as the result.
 */
export const assertPdfAllowed = (
  deps: Pick<Deps, 'db'>,
  ctx: ResultContext & { userExamId: string },
  lockRule: LockRule = noLocks,
): Promise<void> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { attempt, viewer } = await loadReadable(tx, ctx, ctx.userExamId);
    const locks = await locksFor(tx, lockRule, viewer, attempt);
    if (locks.pdf) throw new AppError('print_pdf_forbidden');
  });

/**
 * Issue 14, for the printed booklet (modules/test-pdf, educators only): a test's cover facts, its sections
 * and modules in order with directions and clocks, and every module's questions with passages (and an
 * audio passage's transcript), keys and explanations. The tenant's own test in any status; main's shared
 * one only when published (a shared draft stays its author's). Anything else is 404.
 */
export const getTestBooklet = (deps: Pick<Deps, 'db'>, ctx: { tenant: TenantContext; testId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const outline = await selectTestOutline(tx, ctx.testId);
    if (!outline || (outline.test.tenantId !== ctx.tenant.id && outline.test.status !== 'published'))
      throw new AppError('not_found');
    const questions = await selectReviewQuestions(
      tx,
      outline.modules.map((m) => m.id),
    );
    return { ...outline, questions };
  });

export type TestBooklet = Awaited<ReturnType<typeof getTestBooklet>>;
