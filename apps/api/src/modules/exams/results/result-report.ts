import type {
  AnswerKey,
  AnswerValue,
  Difficulty,
  ModuleRoute,
  QuestionType,
  Section,
  SkillScore,
} from '@prepwell/contracts';
import { isAnswerCorrect, isOperational } from '../attempts/grading.ts';

/**
 * The pure part of a result (no I/O): questions in the order the attempt met them, each one's outcome,
 * the per-skill breakdown and the route taken per section. Grading is the attempt engine's (grading.ts),
 * so a result never disagrees with the raw scores stored at completion.
 */

export interface ReportModule {
  moduleId: string;
  sectionId: string;
  section: Section;
  stage: number;
  route: ModuleRoute;
}

export interface ReportQuestion {
  id: string;
  moduleId: string;
  position: number;
  type: QuestionType;
  answerKey: AnswerKey;
  pretest: boolean;
  domain: string | null;
  skill: string | null;
  difficulty: Difficulty | null;
}

export interface ReportAnswer {
  answer: { value: AnswerValue } | null;
  flagged: boolean;
  timeSpentMs: number;
}

/** A question placed in the attempt: its module, its 1-based number over the attempt, and the student's answer. */
export interface PlacedQuestion<Q extends ReportQuestion> {
  question: Q;
  module: ReportModule;
  number: number;
  answer: AnswerValue;
  answered: boolean;
  /** Null for pretest and rated items (see outcomeCorrect). */
  correct: boolean | null;
  flagged: boolean;
  timeSpentSeconds: number;
}

/** Whether an answer says anything: not null, not blank text, not an empty selection. */
export const isAnswered = (answer: AnswerValue): boolean =>
  answer !== null && (typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0);

/** Right or wrong for operational items; null for unscored pretest items and for rated items (no grade yet). */
export const outcomeCorrect = (q: ReportQuestion, answer: AnswerValue): boolean | null =>
  isOperational(q) ? isAnswerCorrect(q, answer) : null;

/**
 * The questions of `modules` in the order met: module by module as listed, each by position, numbered
 * 1… over the whole list. Questions of other modules are left out.
 */
export const placeQuestions = <Q extends ReportQuestion>(
  modules: readonly ReportModule[],
  questions: readonly Q[],
  answers: ReadonlyMap<string, ReportAnswer>,
): PlacedQuestion<Q>[] => {
  const out: PlacedQuestion<Q>[] = [];
  for (const module of modules) {
    const mine = questions.filter((q) => q.moduleId === module.moduleId).sort((a, b) => a.position - b.position);
    for (const question of mine) {
      const saved = answers.get(question.id);
      const answer = saved?.answer?.value ?? null;
      out.push({
        question,
        module,
        number: out.length + 1,
        answer,
        answered: isAnswered(answer),
        correct: outcomeCorrect(question, answer),
        flagged: saved?.flagged ?? false,
        timeSpentSeconds: Math.round((saved?.timeSpentMs ?? 0) / 1000),
      });
    }
  }
  return out;
};

/**
 * Correct over total per section, domain and skill, counting operational questions only (as raw scores
 * do), in the order the skills first appear. Questions without both a domain and a skill are left out.
 */
export const skillBreakdown = (placed: readonly PlacedQuestion<ReportQuestion>[]): SkillScore[] => {
  const skills = new Map<string, SkillScore>();
  for (const p of placed) {
    const { domain, skill } = p.question;
    if (p.correct === null || !domain || !skill) continue;
    const key = JSON.stringify([p.module.section, domain, skill]);
    const score = skills.get(key) ?? { section: p.module.section, domain, skill, correct: 0, total: 0 };
    score.total += 1;
    if (p.correct) score.correct += 1;
    skills.set(key, score);
  }
  return [...skills.values()];
};

/**
 * The route taken in each section the attempt entered, in the order entered: the routed module it took
 * (`easier`/`harder`), else the route decided at module 1, else `base` (a linear section).
 */
export const routesTaken = (
  modules: readonly ReportModule[],
  decided: Readonly<Record<string, ModuleRoute>>,
): { sectionId: string; section: Section; route: ModuleRoute }[] => {
  const out = new Map<string, { sectionId: string; section: Section; route: ModuleRoute }>();
  for (const m of modules) {
    const entry = out.get(m.sectionId) ?? {
      sectionId: m.sectionId,
      section: m.section,
      route: decided[m.sectionId] ?? 'base',
    };
    if (m.route !== 'base') entry.route = m.route;
    out.set(m.sectionId, entry);
  }
  return [...out.values()];
};
