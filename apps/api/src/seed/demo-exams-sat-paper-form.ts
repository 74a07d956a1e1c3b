import type {
  PassageBlueprint,
  QuestionBlueprint,
  TestBlueprint,
} from '../modules/exams/catalogue/authoring.service.ts';
import { SAT_MATH_DRILLS } from './demo-exams-sat-drills-math.ts';
import { SAT_RW_DRILLS } from './demo-exams-sat-drills-rw.ts';
import { SAT_MATH_MODULE_1 } from './demo-exams-sat-math-1.ts';
import { SAT_MATH_MODULE_2_EASIER } from './demo-exams-sat-math-2-easier.ts';
import { SAT_MATH_MODULE_2_HARDER } from './demo-exams-sat-math-2-harder.ts';
import { SAT_RW_MODULE_1 } from './demo-exams-sat-rw-1.ts';
import { SAT_RW_MODULE_2_EASIER } from './demo-exams-sat-rw-2-easier.ts';
import { SAT_RW_MODULE_2_HARDER } from './demo-exams-sat-rw-2-harder.ts';

/**
 * The questions of the linear (paper) SAT form, picked from the original items already written for the
 * digital mock and the drills (no text is copied: the form points at those items). exams.md §1.3 gives the
 * linear form 2 × 33 Reading and Writing and 2 × 27 Math questions, all scored (no pretest items).
 *
 * How the picks were made (exams.md §1.4 shares, ±2 points):
 * - RW per module: Craft and Structure 9, Information and Ideas 9, Standard English Conventions 8,
 *   Expression of Ideas 7 (66 in all: 27 %, 27 %, 24 %, 21 % against ≈28/26/26/20 %).
 * - Math per module: Algebra 10 and 9, Advanced Math 9 and 10, Problem-Solving and Data Analysis 4,
 *   Geometry and Trigonometry 4 (54 in all: 35 %, 35 %, 15 %, 15 %).
 * - Inside a domain, each skill gets seats in proportion to its items in the pool, the items of a skill
 *   spread evenly over its IRT difficulty range, then dealt in turn to module 1 and module 2, so the two
 *   modules cover the same skills at the same level (linear modules are parallel, not routed).
 * - Order inside a module: RW by domain (Craft and Structure → Information and Ideas → Standard English
 *   Conventions → Expression of Ideas) and same-skill items from easiest to hardest, as the mock does;
 *   Math from easiest to hardest (exams.md §1.4).
 * The lists below are that result, written out so the form does not change when the pool grows. An item
 * that is a pretest item in the digital mock is an ordinary, scored item here.
 */

// RW items are named by their passage key (unique across the mock and the drills).
export const PAPER_RW_MODULE_1_PICKS = [
  'rw2e-01', 'rw2e-02', 'rw1-02', 'rw1-03', 'rw2h-02', 'rw2h-03', 'rw2e-05', 'rw1-06', 'rw2e-07',
  'rw1-08', 'rw2h-08', 'rw2e-10', 'rw2e-12', 'rw2h-10', 'rw2h-11', 'rw2e-13', 'rw1-14', 'rw2h-14',
  'drill-bou-01', 'rw2e-16', 'drill-bou-04', 'rw2h-15', 'drill-bou-07', 'rw2h-18', 'rw2e-20', 'rw1-21',
  'rw2e-22', 'drill-tra-02', 'drill-tra-04', 'rw1-24', 'rw2h-24', 'rw2e-26', 'rw1-27',
] as const; // prettier-ignore

export const PAPER_RW_MODULE_2_PICKS = [
  'rw1-01', 'rw2e-03', 'drill-wic-04', 'rw2h-01', 'rw1-04', 'rw2h-04', 'rw1-05', 'rw2h-06', 'rw2h-07',
  'rw2e-08', 'rw1-09', 'rw2h-09', 'rw2e-11', 'rw1-10', 'rw1-12', 'rw2h-12', 'rw2e-14', 'rw2h-13',
  'rw1-15', 'rw2e-17', 'rw1-17', 'drill-bou-06', 'rw2h-17', 'rw2e-19', 'rw2e-21', 'rw2h-21', 'rw1-22',
  'rw2e-24', 'drill-tra-05', 'rw2h-23', 'rw2e-25', 'rw2h-25', 'rw2h-27',
] as const; // prettier-ignore

// Math items are named `<source>:<0-based index>`: m1, m2e, m2h (the mock's modules) or a drill's seed key
// without its `demo-sat-drill-` prefix.
export const PAPER_MATH_MODULE_1_PICKS = [
  'm2e:0', 'm1:2', 'nonlinear-functions:0', 'right-triangles:0', 'linear-equations:1', 'percentages:1', 'm1:7',
  'nonlinear-functions:2', 'm2e:12', 'm2e:13', 'm2h:0', 'm1:11', 'm1:13', 'm2h:3', 'm1:14', 'm2e:19', 'm1:16',
  'percentages:5', 'm2h:9', 'nonlinear-functions:5', 'm2e:21', 'm1:17', 'linear-equations:5', 'm1:18', 'm2h:16',
  'nonlinear-functions:7', 'right-triangles:7',
] as const; // prettier-ignore

export const PAPER_MATH_MODULE_2_PICKS = [
  'linear-equations:0', 'm1:1', 'm2e:4', 'm2e:5', 'nonlinear-functions:1', 'm2e:8', 'm2e:10', 'm2e:11',
  'linear-equations:2', 'percentages:3', 'm2e:14', 'm2e:15', 'nonlinear-functions:3', 'm1:12', 'm2e:18', 'm1:15',
  'linear-equations:4', 'm2h:8', 'm2h:10', 'm1:19', 'nonlinear-functions:6', 'm2h:14', 'm2h:15', 'm2h:17',
  'percentages:7', 'm2h:19', 'm2h:20',
] as const; // prettier-ignore

const questionsOf = (t: TestBlueprint): QuestionBlueprint[] =>
  t.sections.flatMap((s) => s.modules.flatMap((m) => m.questions));

const RW_SOURCES: readonly { passages?: Record<string, PassageBlueprint>; questions: readonly QuestionBlueprint[] }[] =
  [
    SAT_RW_MODULE_1,
    SAT_RW_MODULE_2_EASIER,
    SAT_RW_MODULE_2_HARDER,
    ...SAT_RW_DRILLS.map((d) => ({ ...(d.passages ? { passages: d.passages } : {}), questions: questionsOf(d) })),
  ];

const MATH_SOURCES: Record<string, readonly QuestionBlueprint[]> = {
  m1: SAT_MATH_MODULE_1,
  m2e: SAT_MATH_MODULE_2_EASIER,
  m2h: SAT_MATH_MODULE_2_HARDER,
  ...Object.fromEntries(
    SAT_MATH_DRILLS.map((d) => [(d.seedKey ?? '').replace(/^demo-sat-drill-/, ''), questionsOf(d)]),
  ),
};

/** A picked item as an ordinary scored question of the paper form (the linear form has no pretest items). */
const scored = (q: QuestionBlueprint): QuestionBlueprint => ({ ...q, pretest: false });

/** The RW questions and their passages, in the order of the picks; throws on a key no source holds. */
export const pickRw = (keys: readonly string[]) => {
  const passages: Record<string, PassageBlueprint> = {};
  const questions = keys.map((key) => {
    for (const source of RW_SOURCES) {
      const q = source.questions.find((item) => item.passage === key);
      const passage = source.passages?.[key];
      if (q && passage) {
        passages[key] = passage;
        return scored(q);
      }
    }
    throw new Error(`paper SAT: no RW item ${key}`);
  });
  return { passages, questions };
};

/** The Math questions, in the order of the picks; throws on a name no source holds. */
export const pickMath = (names: readonly string[]): QuestionBlueprint[] =>
  names.map((name) => {
    const [source = '', index = ''] = name.split(':');
    const q = MATH_SOURCES[source]?.[Number(index)];
    if (!q) throw new Error(`paper SAT: no Math item ${name}`);
    return scored(q);
  });
