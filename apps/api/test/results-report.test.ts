import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SKILL_WEAK_BAND,
  type AttemptResult,
  type RunnerQuestion,
  type StartAttemptResponse,
  type TestPage,
  type UserExamView,
} from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createTestFromBlueprint, type TestBlueprint } from '../src/modules/exams/catalogue/authoring.service.ts';
import { PLANNED, SMALL_SAT, type PlannedAnswer } from '../src/modules/exams/results/results.fixture.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { seedDemoExams } from '../src/seed/demo-exams.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';

/**
 * Issue 17 defect 9 (decision 0038): the score report's headline with its precision, percentiles, skill
 * bands and "practise this skill" links, through GET /api/user-exams/:id/result on a real database.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoExams(app.deps, (await mainTenant(app)).id);
});
afterAll(async () => app?.close());

const PRO = { proUntil: '2999-12-31' };
const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  call(app, { method: 'POST', url, headers: user.headers, payload });
const view = async (user: TestUser, id: string) =>
  (await call<UserExamView>(app, { url: `/api/user-exams/${id}`, headers: user.headers })).body;
const make = (tenant: TenantContext, blueprint: TestBlueprint) =>
  withTenant(app.deps.db, tenant.id, (tx) => createTestFromBlueprint(tx, blueprint));

const complete = async (user: TestUser, id: string, plan: (q: RunnerQuestion) => PlannedAnswer | undefined) => {
  for (let step = 0; step < 12; step++) {
    let current = await view(user, id);
    if (current.status !== 'in_progress') return;
    if (current.phase === 'ready' || current.phase === 'break') {
      expect((await post(user, `/api/user-exams/${id}/start-module`)).status).toBe(200);
      current = await view(user, id);
    }
    for (const q of current.current!.questions) {
      const planned = plan(q);
      if (!planned) continue;
      const res = await call(app, {
        method: 'PUT',
        url: `/api/user-exams/${id}/answers/${q.id}`,
        headers: user.headers,
        payload: { seq: 1, ...planned },
      });
      expect(res.status).toBe(200);
    }
    expect(
      (await post(user, `/api/user-exams/${id}/submit-module`, { moduleId: current.current!.moduleId })).status,
    ).toBe(200);
  }
  throw new Error('the attempt did not complete');
};

const takeSmallSat = async (tenant: TenantContext, testId: string, extra: Record<string, unknown> = PRO) => {
  const user = await createTestUser(app, tenant, { firstName: 'Ada', ...extra });
  const started = await call<StartAttemptResponse>(app, {
    method: 'POST',
    url: '/api/user-exams',
    headers: user.headers,
    payload: { examId: testId },
  });
  const id = started.body.userExamId;
  await complete(user, id, (q) => PLANNED[q.stem]);
  return { user, id };
};

/** The tenant's own drill of the very skill "Linear functions" (Algebra), which the seeded catalogue lacks. */
const LINEAR_FUNCTIONS_DRILL: TestBlueprint = {
  kind: 'sat',
  type: 'drill',
  version: 'sat_digital',
  title: 'Our drill: linear functions',
  sections: [
    {
      section: 'math',
      title: 'Math',
      modules: [
        {
          title: 'Linear functions',
          position: 1,
          minutes: 5,
          questions: ['LF-1', 'LF-2'].map((stem) => ({
            type: 'multiple_choice' as const,
            stem,
            choices: ['A', 'B', 'C', 'D'].map((c) => ({ id: c, text: `Choice ${c}` })),
            answerKey: { kind: 'choice' as const, correct: ['A'] },
            explanation: `EXPLAIN-${stem}`,
            difficulty: 'easy' as const,
            domain: 'Algebra',
            skill: 'Linear functions',
          })),
        },
      ],
    },
  ],
};

describe('the score report (GET /api/user-exams/:id/result → report)', () => {
  it('gives one SAT score with a ±40 range, no invented percentile, bands, and a drill for each weak skill', async () => {
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const own = await make(tenant, LINEAR_FUNCTIONS_DRILL);
    const { user, id } = await takeSmallSat(tenant, test.id);
    const res = await call<AttemptResult>(app, { url: `/api/user-exams/${id}/result`, headers: user.headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body.report!;
    // Total range [1000, 1040] from the score tables: one score, 1020, and College Board's precision around it.
    expect(report.headline).toEqual({
      scale: 'sat_total',
      score: 1020,
      range: [980, 1060],
      margin: 40,
      estimated: true,
    });
    // College Board's tables could not be reproduced faithfully: none is shown (decision 0038).
    expect(report.percentiles).toEqual([]);
    expect(report.domains.map((d) => [d.domain, d.correct, d.total, d.band])).toEqual([
      ['Craft and Structure', 2, 2, 7],
      ['Information and Ideas', 1, 1, 7],
      ['Standard English Conventions', 0, 1, 1],
      ['Algebra', 1, 2, 4],
      ['Geometry and Trigonometry', 0, 1, 1],
    ]);
    expect(report.skills.map((s) => [s.skill, s.band, s.weak])).toEqual([
      ['Words in Context', 7, false],
      ['Central Ideas and Details', 7, false],
      ['Boundaries', 1, true],
      ['Linear functions', 4, true],
      ['Circles', 1, true],
    ]);
    for (const s of report.skills) expect(s.weak).toBe(s.band <= SKILL_WEAK_BAND);
    expect(report.skills.filter((s) => !s.weak).map((s) => s.practice)).toEqual([null, null]);

    const drills = await call<TestPage>(app, {
      url: '/api/tests',
      headers: user.headers,
      query: { kind: 'sat', type: 'drill', page: '1' },
    });
    const titleOf = (testId: string | null) => drills.body.data.find((t) => t.id === testId)?.title;
    const [boundaries, linear, circles] = report.skills.filter((s) => s.weak).map((s) => s.practice!);
    // Boundaries: the catalogue's drill of that very skill.
    expect(boundaries).toMatchObject({ match: 'skill', filter: { type: 'drill', section: 'english' } });
    expect(titleOf(boundaries!.testId)).toBe('SAT Reading and Writing Drill: Boundaries');
    expect(boundaries!.filter.q).toBe(boundaries!.title);
    // Linear functions: the tenant's own drill of the skill wins over main's drills of the domain.
    expect(linear).toEqual({
      match: 'skill',
      testId: own.id,
      title: LINEAR_FUNCTIONS_DRILL.title,
      filter: { type: 'drill', section: 'math', q: LINEAR_FUNCTIONS_DRILL.title },
    });
    // Circles: no drill of the skill; one of its domain (Geometry and Trigonometry).
    expect(circles).toMatchObject({ match: 'domain', filter: { type: 'drill', section: 'math' } });
    expect(titleOf(circles!.testId)).toMatch(/^SAT Math Drill: /);
  });

  it('another tenant’s drill is never offered, and a locked report keeps the headline only', async () => {
    const other = await createTestTenant(app);
    await make(other, LINEAR_FUNCTIONS_DRILL);
    const tenant = await createTestTenant(app);
    const test = await make(tenant, SMALL_SAT);
    const { user, id } = await takeSmallSat(tenant, test.id, {});
    const locked = await call<AttemptResult>(app, { url: `/api/user-exams/${id}/result`, headers: user.headers });
    expect(locked.body.locks.report).toBe(true);
    expect(locked.body.report).toEqual({
      headline: { scale: 'sat_total', score: 1020, range: [980, 1060], margin: 40, estimated: true },
      percentiles: [],
      domains: [],
      skills: [],
    });
    const { user: pro, id: proId } = await takeSmallSat(tenant, test.id);
    const open = await call<AttemptResult>(app, { url: `/api/user-exams/${proId}/result`, headers: pro.headers });
    const linear = open.body.report!.skills.find((s) => s.skill === 'Linear functions')!;
    // The other tenant's drill of the skill is invisible here: main's drill of the domain is offered.
    expect(linear.practice).toMatchObject({
      match: 'domain',
      title: 'SAT Math Drill: Linear equations in one variable',
    });
  });
});
