import { asc, eq } from 'drizzle-orm';
import {
  modeOfTestType,
  typeFitsKind,
  type ExamKind,
  type ExamVersion,
  type Section,
  type TestType,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import {
  moduleQuestions,
  testModules,
  testSections,
  userExamAnswers,
  userExamModules,
  userExams,
} from '../../db/schema/index.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { createTestFromBlueprint, type QuestionBlueprint } from '../exams/catalogue/authoring.service.ts';

/**
 * Test data for the unlocks and grading API tests (apps/api/test/unlocks*.test.ts, grading-requests*.test.ts):
 * small tests of any type, and completed attempts written straight into the attempt tables (the engine
 * that completes them is tested elsewhere; here only the result of an attempt matters).
 */

const choice = (n: number): QuestionBlueprint => ({
  type: 'multiple_choice',
  stem: `Choice question ${n}`,
  choices: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Choice ${id}` })),
  answerKey: { kind: 'choice', correct: ['A'] },
  explanation: `EXPLAIN-${n}`,
  domain: 'Algebra',
  skill: 'Linear functions',
});

export const ESSAY: QuestionBlueprint = {
  type: 'written_response',
  task: 'academic_discussion',
  stem: 'Write for an academic discussion.',
  answerKey: { kind: 'rated', max: 5 },
  explanation: 'EXPLAIN-essay',
};
export const SPEAKING: QuestionBlueprint = {
  type: 'spoken_response',
  task: 'take_an_interview',
  stem: 'Answer the interviewer.',
  answerKey: { kind: 'rated', max: 5 },
  explanation: 'EXPLAIN-speaking',
};

type Db = Pick<Deps, 'db'>;

/**
 * A test of the tenant: two choice questions (SAT, or TOEFL reading for the types only TOEFL has), or with
 * `rated` a TOEFL test with a writing section (an essay and a choice question) and a speaking section.
 */
export const makeUnlockTest = async (
  deps: Db,
  tenantId: string,
  spec: { type: TestType; rated?: boolean; title?: string },
) => {
  const kind: ExamKind = spec.rated || !typeFitsKind('sat', spec.type) ? 'toefl' : 'sat';
  const version: ExamVersion = kind === 'toefl' ? 'toefl_2026' : 'sat_digital';
  const sections: { section: Section; questions: QuestionBlueprint[] }[] = spec.rated
    ? [
        { section: 'writing', questions: [ESSAY, choice(1)] },
        { section: 'speaking', questions: [SPEAKING] },
      ]
    : [{ section: kind === 'toefl' ? 'reading' : 'math', questions: [choice(1), choice(2)] }];
  const test = await withTenant(deps.db, tenantId, (tx) =>
    createTestFromBlueprint(tx, {
      kind,
      type: spec.type,
      version,
      title: spec.title ?? `Unlock test ${Math.random().toString(36).slice(2, 8)}`,
      sections: sections.map((s) => ({
        section: s.section,
        title: s.section.toUpperCase(),
        modules: [{ title: `${s.section} module`, position: 1, minutes: 10, questions: s.questions }],
      })),
    }),
  );
  return test.id;
};

/** The questions of a test in order (section, then position): id and stem. */
export const questionsOf = (deps: Db, tenantId: string, testId: string) =>
  withTenant(deps.db, tenantId, (tx) =>
    tx
      .select({ id: moduleQuestions.questionId, moduleId: testModules.id })
      .from(moduleQuestions)
      .innerJoin(testModules, eq(testModules.id, moduleQuestions.moduleId))
      .innerJoin(testSections, eq(testSections.id, testModules.sectionId))
      .where(eq(testModules.testId, testId))
      .orderBy(asc(testSections.position), asc(moduleQuestions.position)),
  );

/**
 * A completed attempt of `userId` at the test, every module taken, with `answers` by question index
 * (undefined: not answered). `status` in_progress leaves it open.
 */
export const completedAttempt = async (
  deps: Db,
  tenantId: string,
  spec: {
    userId: string;
    testId: string;
    type: TestType;
    answers?: (string | null | undefined)[];
    status?: 'completed' | 'in_progress';
  },
) => {
  const questions = await questionsOf(deps, tenantId, spec.testId);
  return withTenant(deps.db, tenantId, async (tx) => {
    const now = new Date();
    const started = new Date(now.getTime() - 30 * 60_000);
    const status = spec.status ?? 'completed';
    const [attempt] = await tx
      .insert(userExams)
      .values({
        userId: spec.userId,
        testId: spec.testId,
        status,
        mode: modeOfTestType(spec.type),
        startedAt: started,
        completedAt: status === 'completed' ? now : null,
        scores: status === 'completed' ? { sections: [], total: null, scaled: false } : null,
      })
      .returning({ id: userExams.id });
    const modules = [...new Set(questions.map((q) => q.moduleId))];
    await tx.insert(userExamModules).values(
      modules.map((moduleId, i) => ({
        userExamId: attempt!.id,
        moduleId,
        ordinal: i + 1,
        startedAt: started,
        deadlineAt: now,
        endedAt: now,
        endedBy: 'submitted' as const,
      })),
    );
    const answers = questions.flatMap((q, i) => {
      const value = spec.answers?.[i];
      return value === undefined
        ? []
        : [
            {
              userExamId: attempt!.id,
              questionId: q.id,
              moduleId: q.moduleId,
              answer: { value },
              seq: 1,
              timeSpentMs: 1000,
            },
          ];
    });
    if (answers.length) await tx.insert(userExamAnswers).values(answers);
    return { id: attempt!.id, questionIds: questions.map((q) => q.id) };
  });
};
