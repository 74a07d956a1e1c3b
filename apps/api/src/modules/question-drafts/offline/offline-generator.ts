/**
 * The built-in offline generator (issue 13, decision 0026): parameterised math items for SAT, ACT and
 * SHSAT math when no AI provider is configured, so the demo works offline. A template is picked by the
 * requested skill (all of them in turn when none is named), the difficulty sets its number ranges, and a
 * seeded random source makes the same (seed, index) give the same item. Each item has a worked solution
 * expression (checked by key-check.ts like any draft), an explanation in steps and `$…$` math, and either
 * choices (the key and distinct distractors from typical mistakes: 3 for SAT and SHSAT, 4 for ACT's five
 * choices) or, for some SAT and SHSAT items whose answer fits the grid, a grid-in key.
 */
import {
  DIFFICULTIES,
  QuestionInput,
  type Difficulty,
  type ExamKind,
  type QuestionInputRaw,
  type Section,
} from '@prepwell/contracts';
import { exponents, linearEquation, linearSystem, quadratic } from './algebra-templates.ts';
import { areaPerimeter, meanMedian, percentages, ratios } from './data-templates.ts';
import { add, gridEntry, q, same, seededRng, tex, type Q } from './fraction.ts';
import type { Built, Template } from './template.ts';

export const OFFLINE_TEMPLATES: readonly Template[] = [
  linearEquation,
  linearSystem,
  percentages,
  ratios,
  quadratic,
  areaPerimeter,
  exponents,
  meanMedian,
];

/** The kinds with a math section the generator writes for. */
export const OFFLINE_KINDS: readonly ExamKind[] = ['sat', 'act', 'shsat'];

/** The `source` of offline drafts. */
export const OFFLINE_SOURCE = 'generated:offline';

export interface OfflineRequest {
  kind: ExamKind;
  section: Section;
  skill?: string | undefined;
  difficulty?: Difficulty | undefined;
  count: number;
  seed: number;
}

export interface OfflineItem {
  input: QuestionInput;
  /** The skill label to file it under. */
  skill: string;
  template: string;
}

/** Whether the offline generator can serve a request; else why not. */
export const offlineSupport = (
  request: Pick<OfflineRequest, 'kind' | 'section' | 'skill'>,
): { ok: true; templates: readonly Template[] } | { ok: false; reason: 'not_math' | 'unknown_skill' } => {
  if (request.section !== 'math' || !OFFLINE_KINDS.includes(request.kind)) return { ok: false, reason: 'not_math' };
  const skill = request.skill?.trim();
  if (!skill) return { ok: true, templates: OFFLINE_TEMPLATES };
  // A template's own id or skill name picks it alone; otherwise every template whose keywords match.
  const exact = OFFLINE_TEMPLATES.filter((t) => t.id === skill || t.skill.toLowerCase() === skill.toLowerCase());
  const templates = exact.length ? exact : OFFLINE_TEMPLATES.filter((t) => t.match.test(skill));
  return templates.length ? { ok: true, templates } : { ok: false, reason: 'unknown_skill' };
};

/** The skills offline generation knows, for the error that lists them. */
export const offlineSkillNames = () => OFFLINE_TEMPLATES.map((t) => t.skill);

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** The distractors: the typical mistakes first, then near values, all distinct from each other and the key. */
const distractors = (built: Built, needed: number): Q[] => {
  const chosen: Q[] = [];
  const take = (v: Q) => {
    if (chosen.length < needed && !same(v, built.answer) && !chosen.some((c) => same(c, v))) chosen.push(v);
  };
  built.mistakes.forEach(take);
  for (const offset of [1, -1, 2, -2, 3, 5, -3, 10, -5, -10]) take(add(built.answer, q(offset)));
  return chosen;
};

const showOf = (built: Built) => built.show ?? ((v: Q) => `$${tex(v)}$`);

/** One item of a template at a difficulty for an exam kind, from its own seed. */
export const buildOfflineItem = (
  template: Template,
  difficulty: Difficulty,
  kind: ExamKind,
  seed: number,
): OfflineItem => {
  const rng = seededRng(seed);
  const built = template.build(rng, difficulty);
  const show = showOf(built);
  const grid = kind !== 'act' && !built.show ? gridEntry(built.answer) : null;
  const useGrid = grid !== null && rng.next() < 0.3;
  const steps = built.steps.map((s) => `- ${s}`).join('\n');
  const base = {
    kind,
    section: 'math' as const,
    subject: template.subject,
    source: OFFLINE_SOURCE,
    sourceId: null,
    stem: built.stem,
    difficulty,
    solution: built.solution,
  };
  let raw: QuestionInputRaw;
  if (useGrid) {
    raw = {
      ...base,
      type: 'grid_in',
      answerKey: { kind: 'grid', accept: [grid] },
      explanation: `${steps}\n\nThe answer is ${show(built.answer)}.`,
    };
  } else {
    const wrong = distractors(built, kind === 'act' ? 4 : 3);
    const values = [built.answer, ...wrong];
    // A seeded shuffle (Fisher–Yates) places the key.
    for (let i = values.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [values[i], values[j]] = [values[j]!, values[i]!];
    }
    const choices = values.map((v, i) => ({ id: LETTERS[i]!, text: show(v) }));
    const key = choices[values.findIndex((v) => same(v, built.answer))]!.id;
    raw = {
      ...base,
      type: 'multiple_choice',
      choices,
      answerKey: { kind: 'choice', correct: [key] },
      explanation: `${steps}\n\nThe answer is ${show(built.answer)}, choice ${key}.`,
    };
  }
  return { input: QuestionInput.parse(raw), skill: template.skill, template: template.id };
};

/** Mixes a seed with an index (so item i of seed s does not repeat item i+1 of seed s-1). */
const itemSeed = (seed: number, index: number) => (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + index * 0x27d4eb2f) >>> 0;

/**
 * `count` items for a supported request (see offlineSupport): templates in turn (one template when the
 * skill names one), the requested difficulty or easy, medium and hard in turn.
 */
export const generateOffline = (request: OfflineRequest, templates: readonly Template[]): OfflineItem[] =>
  Array.from({ length: request.count }, (_, i) => {
    const seed = itemSeed(request.seed, i);
    const template = templates[(i + request.seed) % templates.length]!;
    const difficulty = request.difficulty ?? DIFFICULTIES[i % DIFFICULTIES.length]!;
    return buildOfflineItem(template, difficulty, request.kind, seed);
  });
