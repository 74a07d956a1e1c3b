// Issue 21, acceptance 1: the class-test rush. BENCH_RUSH_STUDENTS students (2,000) of one class start the
// same class test within BENCH_RUSH_WINDOW seconds (10), each doing what the runner does: start the class
// test (POST /api/classes/:id/tests/:classTestId/start), start the first module (POST
// /api/user-exams/:id/start-module with the epoch it got), read the attempt (GET /api/user-exams/:id, the
// view that shows question 1). Prints count, errors, p50/p95/p99/max per step and the wall time, then
// checks in the database that exactly N attempts exist for the class test (none lost, none twice).
// Figures only, never asserted. Part of `npm run bench` (PostgreSQL server section), or alone:
// `node --import tsx bench/class-rush.ts` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
//
// Setup (not measured): a school tenant, a teacher (role teacher, token issued directly), N Pro students
// inserted in batches with one password hash and tokens issued directly; the class and the class test made
// by the teacher through the API (POST /api/classes, POST /api/classes/:id/tests, main's demo SAT, open a
// minute ago, not class-paid); the roster and the invitations written by the repository in batches (the
// send route would queue N e-mails and takes 500 ids per call).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, countDistinct, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAIN_TENANT } from '@prepwell/contracts';
import type { Deps } from '../apps/api/src/deps.ts';
import { userExams, users } from '../apps/api/src/db/schema/index.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { insertStudents } from '../apps/api/src/modules/classes/classes.repository.ts';
import { upsertInvitations } from '../apps/api/src/modules/class-tests/class-tests.repository.ts';
import { createTestFromBlueprint } from '../apps/api/src/modules/exams/catalogue/authoring.service.ts';
import { resolveTenant } from '../apps/api/src/modules/tenants/tenants.service.ts';
import { addRole, insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { DEMO_SAT_MOCK } from '../apps/api/src/seed/demo-exams.ts';
import { runWithPlan } from './child.ts';
import { withCpuProfile } from './cpu.ts';
import type { RushLoadResult, RushPlan, RushStep } from './class-rush-load.ts';
import { BENCH_SERVER_URL, createBenchTenant, runAlone } from './bench-app.ts';

export const RUSH_STUDENTS = Number(process.env.BENCH_RUSH_STUDENTS ?? 2000);
export const RUSH_WINDOW = Number(process.env.BENCH_RUSH_WINDOW ?? 10);
/** Sockets the load generator keeps open to the server at most (a school's proxy would pool similarly). */
const RUSH_CONNECTIONS = 100;
const BATCH = 500;

export interface ClassRushResult extends RushLoadResult {
  label: string;
  students: number;
  window: number;
  connections: number;
  /** Attempts in the database for the class test, and how many students they belong to. */
  attempts: number;
  attemptStudents: number;
  setupSeconds: number;
  /** CPU the API process (this one) used during the rush (ms). */
  serverCpuMs: number;
}

const post = async <T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
};

export const benchClassRush = async (
  app: FastifyInstance & { deps: Deps },
  url: string,
  label: string,
): Promise<ClassRushResult> => {
  const setupStarted = performance.now();
  const deps = app.deps;
  const main = await resolveTenant(deps.db, { slug: MAIN_TENANT });
  // Idempotent: main's demo SAT is created once per database.
  const examId = (await withTenant(deps.db, main.id, (tx) => createTestFromBlueprint(tx, DEMO_SAT_MOCK))).id;
  const stamp = Date.now().toString(36);
  const tenant = await createBenchTenant(deps, { slug: `bench-rush-${stamp}`, name: `Bench rush school ${stamp}` });
  const passwordHash = await hashPassword('Bench-password-1');
  const teacherToken = await withTenant(deps.db, tenant.id, async (tx) => {
    const teacher = await insertUser(tx, {
      email: `rush-teacher-${stamp}@example.test`,
      passwordHash,
      firstName: 'Rush',
      lastName: 'Teacher',
      emailVerifiedAt: new Date(),
    });
    await addRole(tx, teacher.id, 'teacher');
    return issueAccessToken(tx, teacher.id, 'bench-rush');
  });
  const students: { id: string; token: string }[] = [];
  for (let from = 0; from < RUSH_STUDENTS; from += BATCH) {
    const size = Math.min(BATCH, RUSH_STUDENTS - from);
    students.push(
      ...(await withTenant(deps.db, tenant.id, async (tx) => {
        const rows = await tx
          .insert(users)
          .values(
            Array.from({ length: size }, (_, k) => ({
              email: `rush-${stamp}-${from + k}@example.test`,
              username: `rush_${stamp}_${from + k}`,
              passwordHash,
              firstName: 'Rush',
              lastName: `Student ${from + k}`,
              emailVerifiedAt: new Date(),
              // Pro, so that no free-tier daily limit refuses a start (the test is not class-paid).
              proExpiredAt: '2099-12-31',
            })),
          )
          .returning({ id: users.id });
        const issued: { id: string; token: string }[] = [];
        for (const row of rows) issued.push({ id: row.id, token: await issueAccessToken(tx, row.id, 'bench-rush') });
        return issued;
      })),
    );
  }

  const teacher = { 'x-tenant': tenant.slug, authorization: `Bearer ${teacherToken}` };
  const cls = await post<{ id: string }>(`${url}/api/classes`, teacher, { name: `Rush ${stamp}`, method: 'online' });
  const classTest = await post<{ id: string }>(`${url}/api/classes/${cls.id}/tests`, teacher, {
    test_id: examId,
    kind: 'test',
    scheduled_at: new Date(Date.now() - 60_000).toISOString(),
  });
  for (let from = 0; from < students.length; from += BATCH) {
    const ids = students.slice(from, from + BATCH).map((s) => s.id);
    await withTenant(deps.db, tenant.id, async (tx) => {
      await insertStudents(tx, cls.id, ids, 'teacher');
      await upsertInvitations(tx, classTest.id, ids, new Date());
    });
  }
  const setupSeconds = Math.round((performance.now() - setupStarted) / 100) / 10;

  const plan: RushPlan = {
    url,
    tenantSlug: tenant.slug,
    classId: cls.id,
    classTestId: classTest.id,
    window: RUSH_WINDOW,
    connections: RUSH_CONNECTIONS,
    tokens: students.map((s) => s.token),
  };
  const cpuStart = process.cpuUsage();
  const load = await withCpuProfile(process.env.BENCH_RUSH_CPU_PROFILE, () =>
    runWithPlan<RushLoadResult>('class-rush-load.ts', plan),
  );
  const cpu = process.cpuUsage(cpuStart);

  const [made] = await withTenant(deps.db, tenant.id, (tx) =>
    tx
      .select({ attempts: count(), students: countDistinct(userExams.userId) })
      .from(userExams)
      .where(eq(userExams.classTestId, classTest.id)),
  );
  return {
    label,
    students: RUSH_STUDENTS,
    window: RUSH_WINDOW,
    connections: RUSH_CONNECTIONS,
    attempts: made?.attempts ?? 0,
    attemptStudents: made?.students ?? 0,
    setupSeconds,
    serverCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    ...load,
  };
};

const RUSH_STEPS: RushStep[] = ['start', 'startModule', 'firstQuestion'];
const STEP_NAMES: Record<RushStep, string> = {
  start: 'POST …/tests/:id/start',
  startModule: 'POST …/start-module',
  firstQuestion: 'GET /api/user-exams/:id',
};

export const printClassRushResult = (r: ClassRushResult) => {
  console.log(
    `\nClass-test rush (${r.label}): ${r.students} students of one class start the same test within ${r.window} s ` +
      `(${r.connections} keep-alive connections at most; setup ${r.setupSeconds} s, not measured)`,
  );
  const header = ['step', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'replies'];
  const table = RUSH_STEPS.map((step) => {
    const s = r.steps[step];
    const replies = Object.entries(s.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    return [STEP_NAMES[step], s.count, s.errors, s.p50, s.p95, s.p99, s.max, replies].map(String);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 1 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`  ${line(header)}\n  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table) console.log(`  ${line(row)}`);
  const errors = RUSH_STEPS.reduce((sum, step) => sum + r.steps[step].errors, 0);
  console.log(
    `  wall time ${(r.wallMs / 1000).toFixed(1)} s (first request to last reply); ${r.completed}/${r.students} students ` +
      `reached question 1; ${errors} errors; CPU: API process ${(r.serverCpuMs / 1000).toFixed(1)} s ` +
      `(${(r.serverCpuMs / r.students).toFixed(1)} ms per student), load generator ${(r.cpuMs / 1000).toFixed(1)} s`,
  );
  const lost = r.students - r.attemptStudents;
  const duplicated = r.attempts - r.attemptStudents;
  console.log(
    `  attempts in the database for the class test: ${r.attempts} (expected ${r.students}; ${lost} students without one, ${duplicated} duplicated)`,
  );
  for (const s of r.samples) console.log(`  failed ${s.step}: ${s.status} ${s.body}`);
};

/** Saves the figures alone (the standalone run; `npm run bench` puts them into its own file). */
const saveResult = (r: ClassRushResult) => {
  const dir = resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `class-rush-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ node: process.version, classRush: r }, null, 2));
  console.log(`Saved ${file}`);
};

const main = () =>
  runAlone({ databaseUrl: BENCH_SERVER_URL, dirPrefix: 'prepwell-bench-', listen: true }, async (app, url, label) => {
    const result = await benchClassRush(app, url, label);
    printClassRushResult(result);
    saveResult(result);
  });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
