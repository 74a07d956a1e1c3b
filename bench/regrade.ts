// Issue 14, acceptance 6: "Regrade all tests" over BENCH_REGRADE_ATTEMPTS (1,000) finished attempts of a
// digital-SAT-shaped test (two adaptive sections: 27 + 27 and 22 + 22 questions, 98 answered per
// attempt), on the database the app runs on. The attempts are written in bulk (users, attempts, module
// rows, answers) with scores computed by the same grading the server uses, so an unchanged attempt is
// really unchanged; then module 1's first Reading and Writing key is corrected (as a key correction
// does, in place) and POST /api/tests/:id/regrade is timed as a dry run, applied, and run again (nothing
// left to change). Figures only. Run alone with `node --import tsx bench/regrade.ts` (BENCH_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test) or as part of `npm run bench`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnswerKey, ModuleRoute, RegradeResult, ScoreRange } from '@prepwell/contracts';
import type { Deps } from '../apps/api/src/deps.ts';
import { questions, userExamAnswers, userExamModules, userExams, users } from '../apps/api/src/db/schema/index.ts';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import {
  selectAttemptContent,
  selectScoreTables,
} from '../apps/api/src/modules/exams/attempts/attempt-content.repository.ts';
import { gradeModule, scoreGradedAttempt } from '../apps/api/src/modules/exams/attempts/attempt-grading.ts';
import {
  createTestFromBlueprint,
  type QuestionBlueprint,
  type SectionBlueprint,
} from '../apps/api/src/modules/exams/catalogue/authoring.service.ts';
import { addRole, insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import { BENCH_SERVER_URL, createBenchTenant, runAlone } from './bench-app.ts';

export const REGRADE_ATTEMPTS = Number(process.env.BENCH_REGRADE_ATTEMPTS ?? 1000);
const CHOICES = ['A', 'B', 'C', 'D'];
const CHUNK = 4000;
const ANSWER_CHUNK = 20_000;

/** A deterministic generator, so every run writes the same attempts. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const questionsOf = (prefix: string, count: number): QuestionBlueprint[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'multiple_choice',
    stem: `${prefix} question ${i + 1}`,
    choices: CHOICES.map((id) => ({ id, text: `Choice ${id}` })),
    answerKey: { kind: 'choice', correct: [CHOICES[(i * 7) % 4]!] },
    explanation: 'Bench.',
    pretest: i >= count - 2,
  }));

/** Raw 0…max → 200…800 in steps, the same on both routes but for a harder route's higher floor. */
const tableOf = (max: number, floor: number): ScoreRange[] =>
  Array.from({ length: max + 1 }, (_, raw): ScoreRange => {
    const scaled = Math.round((floor + ((800 - floor) * raw) / max) / 10) * 10;
    return [scaled, Math.min(800, scaled + 20)];
  });

const adaptiveSection = (
  section: 'english' | 'math',
  title: string,
  count: number,
  minutes: number,
): SectionBlueprint => ({
  section,
  title,
  adaptive: true,
  modules: [
    { title: `${title} 1`, position: 1, minutes, questions: questionsOf(`${section} M1`, count) },
    {
      title: `${title} 2 easier`,
      position: 2,
      route: 'easier',
      minutes,
      questions: questionsOf(`${section} E`, count),
    },
    {
      title: `${title} 2 harder`,
      position: 2,
      route: 'harder',
      minutes,
      questions: questionsOf(`${section} H`, count),
    },
  ],
  scoreTables: { easier: tableOf(2 * (count - 2), 200), harder: tableOf(2 * (count - 2), 300) },
});

export interface RegradeBenchResult {
  label: string;
  attempts: number;
  answers: number;
  setupSeconds: number;
  dryRun: { seconds: number; changed: number };
  applied: { seconds: number; changed: number };
  again: { seconds: number; changed: number };
}

const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;

/** Writes the tenant, the test and the finished attempts; answers the ids the regrade needs. */
const setUp = async (deps: Deps, count: number) => {
  const stamp = Date.now().toString(36);
  const tenant = await createBenchTenant(deps, { slug: `bench-regrade-${stamp}`, name: `Bench regrade ${stamp}` });
  return withTenant(deps.db, tenant.id, async (tx) => {
    const teacher = await insertUser(tx, {
      email: `bench-regrade-${stamp}@example.test`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Teacher',
      emailVerifiedAt: new Date(),
    });
    await addRole(tx, teacher.id, 'teacher');
    const token = await issueAccessToken(tx, teacher.id, 'bench');
    const { id: testId } = await createTestFromBlueprint(tx, {
      kind: 'sat',
      type: 'adaptive_exam',
      version: 'sat_digital',
      title: `Bench regrade SAT ${stamp}`,
      sections: [adaptiveSection('english', 'Reading and Writing', 27, 32), adaptiveSection('math', 'Math', 22, 35)],
    });
    const content = (await selectAttemptContent(tx, testId))!;
    const tables = await selectScoreTables(tx, testId);
    const keyed = await tx
      .select({ id: questions.id, stem: questions.stem, answerKey: questions.answerKey, pretest: questions.pretest })
      .from(questions)
      .where(eq(questions.tenantId, tenant.id));
    const byStem = new Map(keyed.map((q) => [q.stem, q]));
    const modules = content.plan.modules.map((m) => {
      const section = content.plan.sections.find((s) => s.id === m.sectionId)!.section;
      const prefix = `${section} ${m.route === 'base' ? 'M1' : m.route === 'easier' ? 'E' : 'H'}`;
      const qs = Array.from({ length: m.questionCount }, (_, i) => byStem.get(`${prefix} question ${i + 1}`)!);
      return { ...m, questions: qs.map((q) => ({ ...q, type: 'multiple_choice' as const })) };
    });

    const studentRows = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `bench-regrade-${stamp}-${i}@example.test`,
          username: `bench_rg_${stamp}_${i}`,
          passwordHash: 'x',
          firstName: 'Student',
          lastName: String(i + 1),
        })),
      )
      .returning({ id: users.id });

    const draw = random(42);
    const attempts: (typeof userExams.$inferInsert)[] = [];
    const moduleRows: (typeof userExamModules.$inferInsert)[] = [];
    const answerRows: {
      user_exam_id: string;
      question_id: string;
      module_id: string;
      answer: { value: string };
      seq: number;
      saved_at: string;
    }[] = [];
    const startedAt = new Date(Date.now() - 3 * 3600_000);
    for (const student of studentRows) {
      const id = randomUUID();
      const ability = 0.35 + draw() * 0.6;
      const routes: Record<string, ModuleRoute> = {};
      const taken: { moduleId: string; correct: number; operational: number }[] = [];
      for (const section of content.plan.sections) {
        const first = modules.find((m) => m.sectionId === section.id && m.route === 'base')!;
        const take = (m: (typeof modules)[number]) => {
          const answers = new Map<string, string | undefined>();
          for (const q of m.questions) {
            const key = (q.answerKey as Extract<AnswerKey, { kind: 'choice' }>).correct[0]!;
            const roll = draw();
            const answer =
              roll < 0.05 ? undefined : roll < ability ? key : CHOICES.filter((c) => c !== key)[Math.floor(draw() * 3)];
            answers.set(q.id, answer);
            if (answer !== undefined)
              answerRows.push({
                user_exam_id: id,
                question_id: q.id,
                module_id: m.id,
                answer: { value: answer },
                seq: 1,
                saved_at: startedAt.toISOString(),
              });
          }
          const grade = gradeModule(m.questions, answers);
          taken.push({ moduleId: m.id, correct: grade.correct, operational: grade.operational });
          return grade;
        };
        const grade = take(first);
        const route: ModuleRoute = grade.correct / grade.operational >= 0.6 ? 'harder' : 'easier';
        routes[section.id] = route;
        take(modules.find((m) => m.sectionId === section.id && m.route === route)!);
      }
      taken.forEach((t, i) =>
        moduleRows.push({
          userExamId: id,
          moduleId: t.moduleId,
          ordinal: i + 1,
          startedAt,
          deadlineAt: startedAt,
          endedAt: startedAt,
          endedBy: 'submitted',
          correct: t.correct,
          operational: t.operational,
        }),
      );
      attempts.push({
        id,
        userId: student.id,
        testId,
        status: 'completed',
        mode: 'exam',
        routes,
        scores: scoreGradedAttempt(content, taken, new Map(), routes, tables),
        startedAt,
        completedAt: new Date(),
        moduleOrdinal: 4,
      });
    }
    for (let i = 0; i < attempts.length; i += CHUNK) await tx.insert(userExams).values(attempts.slice(i, i + CHUNK));
    for (let i = 0; i < moduleRows.length; i += CHUNK)
      await tx.insert(userExamModules).values(moduleRows.slice(i, i + CHUNK));
    // Answers go as one JSON parameter per chunk: far faster than ~100,000 rows of bound values.
    for (let i = 0; i < answerRows.length; i += ANSWER_CHUNK)
      await tx.execute(sql`insert into ${userExamAnswers} (user_exam_id, question_id, module_id, answer, seq, saved_at)
        select user_exam_id, question_id, module_id, answer, seq, saved_at
        from jsonb_to_recordset(${JSON.stringify(answerRows.slice(i, i + ANSWER_CHUNK))}::jsonb)
          as x(user_exam_id uuid, question_id uuid, module_id uuid, answer jsonb, seq integer, saved_at timestamptz)`);

    // The correction: Reading and Writing module 1's first key was wrong; the next choice is right.
    const english = content.plan.sections.find((s) => s.section === 'english')!;
    const fixed = modules.find((m) => m.sectionId === english.id && m.route === 'base')!.questions[0]!;
    const wrong = (fixed.answerKey as Extract<AnswerKey, { kind: 'choice' }>).correct[0]!;
    const right = CHOICES[(CHOICES.indexOf(wrong) + 1) % 4]!;
    await tx
      .update(questions)
      .set({ answerKey: { kind: 'choice', correct: [right] } })
      .where(eq(questions.id, fixed.id));
    return {
      testId,
      headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` },
      answers: answerRows.length,
    };
  });
};

/** Sets up the attempts in a fresh tenant of `app` and times the regrade through the HTTP route. */
export const benchRegrade = async (
  app: FastifyInstance & { deps: Deps },
  label: string,
  count = REGRADE_ATTEMPTS,
): Promise<RegradeBenchResult> => {
  const setupStarted = performance.now();
  const { testId, headers, answers } = await setUp(app.deps, count);
  const setupSeconds = seconds(setupStarted);
  const regrade = async (dryRun: boolean) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/tests/${testId}/regrade`, headers, payload: { dryRun } });
    const took = seconds(started);
    if (res.statusCode !== 200) throw new Error(`regrade refused: ${res.statusCode} ${res.body}`);
    const body = res.json<RegradeResult>();
    if (body.attempts !== count) throw new Error(`regrade saw ${body.attempts} attempts, not ${count}`);
    return { seconds: took, changed: body.changed };
  };
  const dryRun = await regrade(true);
  const applied = await regrade(false);
  const again = await regrade(false);
  return { label, attempts: count, answers, setupSeconds, dryRun, applied, again };
};

export const printRegradeResult = (r: RegradeBenchResult) =>
  console.log(
    `  regrade (${r.label}): ${r.attempts} finished attempts (${r.answers} answers; written in ${r.setupSeconds} s)\n` +
      `    dry run   ${r.dryRun.seconds} s — ${r.dryRun.changed} scores would change\n` +
      `    applied   ${r.applied.seconds} s — ${r.applied.changed} attempts rewritten, one transaction and audit row each\n` +
      `    again     ${r.again.seconds} s — ${r.again.changed} left to change`,
  );

const main = () =>
  runAlone({ databaseUrl: BENCH_SERVER_URL, dirPrefix: 'prepwell-bench-regrade-' }, async (app, _url, label) =>
    printRegradeResult(await benchRegrade(app, label)),
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
