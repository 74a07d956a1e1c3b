import {
  sectionFitsKind,
  typeFitsKind,
  versionFitsKind,
  type BuilderSection,
  type ServerMessageKey,
  type TestInput,
} from '@prepwell/contracts';

/**
 * The rules a test's structure must keep to be saved (pure; decision 0027). A broken rule is a 422
 * `validation_failed` with a localized message on the field's path, the same paths as the body
 * (`sections.1.modules.0.questionIds.3`). What only differs from the real exam is a warning instead
 * (structure-check.ts), never a refusal.
 */
export interface StructureProblem {
  path: string;
  key: ServerMessageKey;
}

type Shape = Pick<TestInput, 'kind' | 'type' | 'version' | 'clock' | 'sections'>;

/** Module 1 for everyone, then an easier and a harder module 2: the only shape of an adaptive section. */
const ADAPTIVE_STAGES = ['1:base', '2:easier', '2:harder'];

const adaptiveProblems = (s: BuilderSection, i: number): StructureProblem[] => {
  const problems: StructureProblem[] = [];
  const seen = new Set<string>();
  s.modules.forEach((m, j) => {
    const stage = `${m.position}:${m.route}`;
    if (!ADAPTIVE_STAGES.includes(stage) || seen.has(stage))
      problems.push({ path: `sections.${i}.modules.${j}`, key: 'test_builder.adaptive_modules' });
    seen.add(stage);
  });
  if (!problems.length && seen.size < ADAPTIVE_STAGES.length)
    problems.push({ path: `sections.${i}.modules`, key: 'test_builder.adaptive_modules' });
  return problems;
};

const linearProblems = (s: BuilderSection, i: number): StructureProblem[] => {
  const problems: StructureProblem[] = [];
  const positions = new Set<number>();
  s.modules.forEach((m, j) => {
    if (m.route !== 'base')
      problems.push({ path: `sections.${i}.modules.${j}.route`, key: 'test_builder.linear_modules' });
    else if (positions.has(m.position))
      problems.push({ path: `sections.${i}.modules.${j}.position`, key: 'test_builder.linear_modules' });
    positions.add(m.position);
  });
  return problems;
};

/** Every problem of the structure: kind, type and version together, sections of the kind, module shapes, repeats in a module. */
export const checkStructureRules = (input: Shape): StructureProblem[] => {
  const problems: StructureProblem[] = [];
  if (!typeFitsKind(input.kind, input.type)) problems.push({ path: 'type', key: 'test_builder.type_kind' });
  if (!versionFitsKind(input.kind, input.version)) problems.push({ path: 'version', key: 'test_builder.version_kind' });
  input.sections.forEach((s, i) => {
    if (!sectionFitsKind(input.kind, s.section))
      problems.push({ path: `sections.${i}.section`, key: 'question_rules.section_kind' });
    if (s.adaptive && input.clock === 'test')
      problems.push({ path: `sections.${i}.adaptive`, key: 'test_builder.test_clock_adaptive' });
    problems.push(...(s.adaptive ? adaptiveProblems(s, i) : linearProblems(s, i)));
    s.modules.forEach((m, j) => {
      const ids = new Set<string>();
      m.questionIds.forEach((id, k) => {
        if (ids.has(id))
          problems.push({
            path: `sections.${i}.modules.${j}.questionIds.${k}`,
            key: 'test_builder.question_twice_in_module',
          });
        ids.add(id);
      });
    });
  });
  return problems;
};
