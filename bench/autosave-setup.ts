// The students and attempts the autosave benchmark saves into: A students spread over tenants of 25 (a
// school each), every one with a running attempt at main's shared demo SAT — the path a real student
// takes (the shared catalogue through row-level security). Attempts start through the public API.
import { MAIN_TENANT, type RunnerQuestion } from '@prepwell/contracts';
import type { Deps } from '../apps/api/src/deps.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { createTestFromBlueprint } from '../apps/api/src/modules/exams/catalogue/authoring.service.ts';
import { resolveTenant } from '../apps/api/src/modules/tenants/tenants.service.ts';
import { insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { DEMO_SAT_MOCK } from '../apps/api/src/seed/demo-exams.ts';
import { startRunningAttempt } from '../apps/api/test/autosave-fixture.ts';
import type { AnswerValue, AutosaveTarget } from './autosave-plan.ts';
import { createBenchTenant } from './bench-app.ts';

const STUDENTS_PER_TENANT = 25;

/** Answers of the question's shape to cycle through, so consecutive saves really change the answer. */
export const answersFor = (q: RunnerQuestion): AnswerValue[] => {
  const ids = q.choices.map((c) => c.id);
  switch (q.type) {
    case 'multiple_choice':
      return ids;
    case 'multi_select':
    case 'build_sentence':
      return [ids.slice(0, 1), ids.slice(0, 2), ids.slice(1, 3)];
    case 'grid_in':
      return ['12', '3.5', '7/2', '-4'];
    case 'fill_letters':
    case 'spoken_response':
    case 'written_response':
      return ['abc', 'abcd', 'ab'];
  }
};

/** Runs `fn` over `items`, `width` at a time. */
const inBatches = async <T, R>(items: T[], width: number, fn: (item: T) => Promise<R>) => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
};

export const createAutosaveTargets = async (deps: Deps, url: string, attempts: number): Promise<AutosaveTarget[]> => {
  const main = await resolveTenant(deps.db, { slug: MAIN_TENANT });
  // Idempotent: the demo catalogue on main is created once per database.
  const examId = (await withTenant(deps.db, main.id, (tx) => createTestFromBlueprint(tx, DEMO_SAT_MOCK))).id;
  const stamp = Date.now().toString(36);
  const passwordHash = await hashPassword('Bench-password-1');
  const students: { tenantId: string; headers: Record<string, string> }[] = [];
  for (let t = 0; t * STUDENTS_PER_TENANT < attempts; t++) {
    const tenant = await createBenchTenant(deps, { slug: `bench-${stamp}-${t}`, name: `Bench school ${stamp} ${t}` });
    const count = Math.min(STUDENTS_PER_TENANT, attempts - t * STUDENTS_PER_TENANT);
    const tokens = await withTenant(deps.db, tenant.id, async (tx) => {
      const issued: string[] = [];
      for (let i = 0; i < count; i++) {
        const user = await insertUser(tx, {
          email: `bench-${stamp}-${t}-${i}@example.test`,
          username: `bench_${stamp}_${t}_${i}`,
          passwordHash,
          firstName: 'Bench',
          lastName: `Student ${i}`,
          emailVerifiedAt: new Date(),
          // Pro, so that no free-tier daily limit refuses the starts.
          proExpiredAt: '2099-12-31',
        });
        issued.push(await issueAccessToken(tx, user.id, 'bench-autosave'));
      }
      return issued;
    });
    for (const token of tokens)
      students.push({ tenantId: tenant.id, headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` } });
  }
  return inBatches(students, 5, async (student): Promise<AutosaveTarget> => {
    const attempt = await startRunningAttempt(url, student.headers, examId);
    return {
      userExamId: attempt.userExamId,
      tenantId: student.tenantId,
      moduleId: attempt.view.current!.moduleId,
      headers: student.headers,
      ...(attempt.epoch === undefined ? {} : { epoch: attempt.epoch }),
      questions: attempt.questions.map((q) => ({ id: q.id, answers: answersFor(q) })),
    };
  });
};
