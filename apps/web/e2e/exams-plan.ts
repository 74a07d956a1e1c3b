import type { ModuleRoute, ScoreRange, Section } from '@prepwell/contracts';
import type { QuestionBlueprint, TestBlueprint } from '../../api/src/modules/exams/catalogue/authoring.service.ts';

/**
 * What a journey answers, decided before it starts (pure): for each question of a module, the answer to
 * give (a choice id, or a grid-in entry in a chosen form), whether it is right, and whether it counts (not a
 * pretest item). The expected scores come from the same plan and the test's own score tables, so the
 * report is checked against numbers the journey produced, never against a copy of the server's output.
 */

export interface PlannedAnswer {
  /** 1-based position in the module. */
  number: number;
  question: QuestionBlueprint;
  /** A choice id (multiple choice) or the entry typed (grid-in, letters). */
  value: string;
  correct: boolean;
  /** Counts toward the raw score (not pretest, not rated). */
  operational: boolean;
}

/** The blueprint of a module: a section's stage-1 module, or the stage-2 module of a route. */
export const blueprintModule = (test: TestBlueprint, section: Section, stage: number, route: ModuleRoute = 'base') => {
  const s = test.sections.find((x) => x.section === section);
  const m = s?.modules.find((x) => x.position === stage && (x.route ?? 'base') === route);
  if (!s || !m) throw new Error(`${test.title} has no ${section} module ${stage} (${route})`);
  return m;
};

const wrongChoice = (q: QuestionBlueprint, key: string): string => {
  const ids = (q.choices ?? []).map((c) => c.id);
  const other = ids[(ids.indexOf(key) + 1) % ids.length];
  if (!other || other === key) throw new Error(`no wrong choice for “${q.stem.slice(0, 40)}”`);
  return other;
};

/**
 * The answers to a module: right except at `wrong` (1-based numbers); grid-ins typed in the form
 * `gridForm` picks among the key's accepted entries (so a fraction, a decimal, a negative number can each
 * be typed on purpose).
 */
export const planModule = (
  questions: readonly QuestionBlueprint[],
  wrong: readonly number[],
  gridForm: (accept: readonly string[], number: number) => string = (accept) => accept[0] ?? '',
): PlannedAnswer[] =>
  questions.map((question, i): PlannedAnswer => {
    const number = i + 1;
    const correct = !wrong.includes(number);
    const key = question.answerKey;
    const operational = !question.pretest && key.kind !== 'rated';
    switch (key.kind) {
      case 'choice': {
        const right = key.correct[0] ?? '';
        return { number, question, value: correct ? right : wrongChoice(question, right), correct, operational };
      }
      case 'grid': {
        const entry = gridForm(key.accept, number);
        if (correct && !key.accept.includes(entry))
          throw new Error(`${entry} is not among the accepted ${key.accept.join(', ')}`);
        // A wrong entry that no key of the demo tests accepts.
        return { number, question, value: correct ? entry : '9999', correct, operational };
      }
      case 'text': {
        const right = key.accept[0] ?? '';
        // As many letters as the key (the boxes take no more), none of them right.
        return { number, question, value: correct ? right : 'x'.repeat(right.length), correct, operational };
      }
      case 'choices':
      case 'rated':
        throw new Error(`planModule: ${key.kind} items are not planned by these journeys`);
    }
  });

/** Correct operational answers of a plan (the module's share of the section's raw score). */
export const rawOf = (plan: readonly PlannedAnswer[]): number => plan.filter((a) => a.correct && a.operational).length;

/** Operational items of a plan (the module's share of the raw maximum). */
export const maxRawOf = (plan: readonly PlannedAnswer[]): number => plan.filter((a) => a.operational).length;

/** The scaled range of a section for a raw score on a route, from the test's own table. */
export const scaledOf = (test: TestBlueprint, section: Section, route: ModuleRoute, raw: number): ScoreRange => {
  const row = test.sections.find((s) => s.section === section)?.scoreTables?.[route]?.[raw];
  if (!row) throw new Error(`${test.title}: no ${route} score row for ${section} raw ${raw}`);
  return row;
};

/** "1040–1090", or "25" when both ends agree (as the score report writes a range). */
export const rangeText = ([lower, upper]: ScoreRange): string =>
  lower === upper ? String(lower) : `${lower}–${upper}`;

/** Passage text as a student reads it: the blueprint's body without markdown-ish line breaks. */
export const passageOf = (test: TestBlueprint, question: QuestionBlueprint): string => {
  const body = question.passage ? test.passages?.[question.passage]?.body : undefined;
  if (!body) throw new Error(`no passage for “${question.stem.slice(0, 40)}”`);
  return body;
};
