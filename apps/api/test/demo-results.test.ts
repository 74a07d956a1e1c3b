import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassDashboard,
  ClassPage,
  DashboardView,
  GradingQueuePage,
  QuestionTagStat,
  UserExamPage,
} from '@prepwell/contracts';
import { withTenant } from '../src/db/with-tenant.ts';
import { issueAccessToken } from '../src/modules/auth/auth.service.ts';
import { resolveTenant, type TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { selectUserByEmail } from '../src/modules/users/users.repository.ts';
import { DEMO_CLASS_NAME } from '../src/seed/demo-classes.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue 17, defect 10: on a fresh demo, the teacher's class dashboard (heat map, results by test), the
 * grading queue and the parent's child page show data, read through the API as the web app reads them.
 */

let app: TestApp;
let demo: TenantContext;
const headersOf: Record<string, Record<string, string>> = {};
const idOf: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp({ DEMO_DATA: 'true' });
  demo = await resolveTenant(app.deps.db, { slug: 'demo' });
  for (const who of ['teacher', 'parent', 'student']) {
    const token = await withTenant(app.deps.db, demo.id, async (tx) => {
      const user = (await selectUserByEmail(tx, `${who}@demo.prepwell.test`))!;
      idOf[who] = user.id;
      return issueAccessToken(tx, user.id, 'test');
    });
    headersOf[who] = { 'x-tenant': 'demo', authorization: `Bearer ${token}` };
  }
}, 300_000);
afterAll(() => app?.close());

const get = <T>(who: string, url: string) => call<T>(app, { url, headers: headersOf[who]! });

describe('the demo shows value from the first minute (issue 17)', () => {
  it('the teacher’s class dashboard has a filled heat map and every student’s score on the mock', async () => {
    const classes = await get<ClassPage>('teacher', '/api/classes?scope=mine');
    expect(classes.status).toBe(200);
    const cls = classes.body.data.find((c) => c.name === DEMO_CLASS_NAME)!;
    const board = await get<ClassDashboard>('teacher', `/api/classes/${cls.id}/dashboard`);
    expect(board.status).toBe(200);
    expect(board.body.students).toHaveLength(4);
    expect(board.body.skills.length).toBeGreaterThanOrEqual(5);
    // Every student has answered questions of most skills (module 2's route decides the rest), and they do not all score alike.
    for (const row of board.body.cells)
      expect(row.filter((cell) => cell.total > 0).length).toBeGreaterThanOrEqual(row.length / 2);
    const shares = board.body.cells.map(
      (row) => row.reduce((n, c) => n + c.correct, 0) / row.reduce((n, c) => n + c.total, 0),
    );
    expect(new Set(shares.map((s) => s.toFixed(2))).size).toBe(4);

    const mock = board.body.tests.find((t) => t.class_test.kind === 'test')!;
    expect(mock.results).toHaveLength(4);
    for (const r of mock.results) {
      expect(r.attempt?.status).toBe('completed');
      expect(r.attempt?.score).toBeGreaterThanOrEqual(400);
      expect(r.attempt?.score).toBeLessThanOrEqual(1600);
    }
    const practice = board.body.tests.find((t) => t.class_test.kind === 'practice')!;
    expect(practice.class_test.available).toBe(false);
  });

  it('the grading queue has a pending request and a graded one', async () => {
    const pending = await get<GradingQueuePage>('teacher', '/api/grading/queue?status=pending');
    const graded = await get<GradingQueuePage>('teacher', '/api/grading/queue?status=graded');
    expect(pending.status).toBe(200);
    expect(pending.body.data.length).toBeGreaterThanOrEqual(1);
    expect(pending.body.data[0]).toMatchObject({ status: 'pending', test: { kind: 'toefl' } });
    expect(graded.body.data.length).toBeGreaterThanOrEqual(1);
    expect(graded.body.data[0]).toMatchObject({ status: 'graded', score: 4 });
  });

  it('the parent’s child page lists the child’s finished tests and skills', async () => {
    const attempts = await get<UserExamPage>('parent', `/api/users/${idOf.student}/user-exams`);
    expect(attempts.status).toBe(200);
    const done = attempts.body.data.filter((a) => a.status === 'completed');
    expect(done.map((a) => a.exam_kind).sort()).toEqual(['sat', 'toefl']);
    const skills = await get<QuestionTagStat[]>('parent', `/api/users/${idOf.student}/question-tag-stats`);
    expect(skills.status).toBe(200);
    expect(skills.body.length).toBeGreaterThanOrEqual(5);
  });

  it('the student’s dashboard lists the upcoming drill and recent activity', async () => {
    const view = await get<DashboardView>('student', '/api/dashboard');
    expect(view.status).toBe(200);
    expect(view.body.assigned?.map((a) => [a.class_name, a.test.kind, a.test.available])).toEqual([
      [DEMO_CLASS_NAME, 'practice', false],
    ]);
    expect(view.body.recent.map((r) => r.key)).toContain('class_joined');
  });
});
