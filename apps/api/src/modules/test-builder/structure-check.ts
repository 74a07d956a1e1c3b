import type {
  ExamKind,
  ExamVersion,
  ModuleRoute,
  Section,
  StructureWarning,
  StructureWarningCode,
  TestType,
} from '@prepwell/contracts';

/**
 * The structure check (pure; decision 0027): how a test differs from the real exam it claims to be
 * (shared/spec/exams.md), as warnings the builder shows — a save with warnings still saves. Full mocks
 * and adaptive exams are compared with the exam's sections, order, adaptivity, question counts, minutes
 * and breaks; every test gets the generic checks (empty modules, questions of another section or exam,
 * a question met twice, a passage's questions split up). Paths are those of the TestStructure
 * (`sections.0.modules.1.questionIds.4`), whose modules are ordered by position, then route.
 */
export interface CheckedQuestion {
  id: string;
  section: Section;
  kind: ExamKind;
  passageId: string | null;
}

export interface CheckedModule {
  position: number;
  route: ModuleRoute;
  minutes: number;
  breakAfterMinutes: number;
  questions: readonly CheckedQuestion[];
}

export interface CheckedSection {
  section: Section;
  adaptive: boolean;
  modules: readonly CheckedModule[];
}

export interface CheckedTest {
  kind: ExamKind;
  type: TestType;
  version: ExamVersion;
  sections: readonly CheckedSection[];
}

/** A figure of the real exam: exact (min = max) or the range exams.md gives (or ±10% around its "~"). */
interface Figure {
  min: number;
  max: number;
}
const exactly = (n: number): Figure => ({ min: n, max: n });
const between = (min: number, max: number): Figure => ({ min, max });
/** exams.md's "~n" (TOEFL 2026): within 10%. */
const about = (n: number): Figure => ({ min: Math.floor((n * 9) / 10), max: Math.ceil((n * 11) / 10) });

interface SectionSpec {
  section: Section;
  /** Optional sections (the enhanced ACT's Science) may be left out without a warning. */
  optional?: boolean;
  adaptive: boolean;
  /** Per stage (module position 1, 2 …) of an adaptive section: questions and minutes of each module. */
  stages?: { questions: Figure; minutes: Figure }[];
  /** The whole section on one route (module 1 + the longer module 2 of an adaptive one). */
  total?: { questions: Figure; minutes?: Figure };
  /** Minutes of break after the section's last module. */
  breakAfter?: number;
}

interface ExamSpec {
  sections: SectionSpec[];
  /** False for the SHSAT: sections in any order. */
  ordered: boolean;
  /** The whole sitting's minutes (the SHSAT's one clock). */
  minutes?: Figure;
}

const linear = (
  section: Section,
  questions: Figure,
  minutes: Figure,
  extra: Partial<SectionSpec> = {},
): SectionSpec => ({
  section,
  adaptive: false,
  total: { questions, minutes },
  ...extra,
});

/** The real exams (exams.md §1.1, §2, §3.1, §4). The paper SAT has no figures there: sections only. */
export const EXAM_SPECS: Record<ExamVersion, ExamSpec> = {
  sat_digital: {
    ordered: true,
    sections: [
      {
        section: 'english',
        adaptive: true,
        stages: [
          { questions: exactly(27), minutes: exactly(32) },
          { questions: exactly(27), minutes: exactly(32) },
        ],
        breakAfter: 10,
      },
      {
        section: 'math',
        adaptive: true,
        stages: [
          { questions: exactly(22), minutes: exactly(35) },
          { questions: exactly(22), minutes: exactly(35) },
        ],
      },
    ],
  },
  sat_paper: {
    ordered: true,
    sections: [
      { section: 'english', adaptive: false },
      { section: 'math', adaptive: false },
    ],
  },
  act_classic: {
    ordered: true,
    sections: [
      linear('english', exactly(75), exactly(45)),
      linear('math', exactly(60), exactly(60)),
      linear('reading', exactly(40), exactly(35)),
      linear('science', exactly(40), exactly(35)),
    ],
  },
  act_enhanced: {
    ordered: true,
    sections: [
      linear('english', exactly(50), exactly(35)),
      linear('math', exactly(45), exactly(50), { breakAfter: 10 }),
      linear('reading', exactly(36), exactly(40)),
      linear('science', exactly(40), exactly(40), { optional: true }),
    ],
  },
  toefl_2019: {
    ordered: true,
    sections: [
      linear('reading', between(30, 40), between(54, 72)),
      linear('listening', between(28, 39), between(41, 57), { breakAfter: 10 }),
      linear('speaking', exactly(4), exactly(16)),
      linear('writing', exactly(2), exactly(50)),
    ],
  },
  toefl_2023: {
    ordered: true,
    sections: [
      linear('reading', exactly(20), exactly(35)),
      linear('listening', exactly(28), exactly(36)),
      linear('speaking', exactly(4), exactly(16)),
      linear('writing', exactly(2), exactly(29)),
    ],
  },
  toefl_2026: {
    ordered: true,
    sections: [
      { section: 'reading', adaptive: true, total: { questions: about(50), minutes: about(30) } },
      { section: 'listening', adaptive: true, total: { questions: about(47), minutes: about(29) } },
      linear('writing', exactly(12), about(23)),
      linear('speaking', exactly(11), about(8)),
    ],
  },
  shsat: {
    ordered: false,
    minutes: exactly(180),
    sections: [
      // One clock for both sections (the sitting's minutes above): no minutes per section.
      { section: 'ela', adaptive: false, total: { questions: exactly(57) } },
      { section: 'math', adaptive: false, total: { questions: exactly(57) } },
    ],
  },
};

const CHECKED_TYPES: readonly TestType[] = ['full_mock', 'adaptive_exam'];

const fits = (f: Figure, n: number) => n >= f.min && n <= f.max;
const shown = (f: Figure): string | number => (f.min === f.max ? f.min : `${f.min}–${f.max}`);

const warn = (
  code: StructureWarningCode,
  path: string,
  expected: string | number | null = null,
  actual: string | number | null = null,
): StructureWarning => ({ code, path, expected, actual });

/** The longest route's questions and minutes: each stage counts once, with its larger module. */
const sectionTotals = (s: CheckedSection) => {
  const stages = new Map<number, { questions: number; minutes: number }>();
  for (const m of s.modules) {
    const stage = stages.get(m.position) ?? { questions: 0, minutes: 0 };
    stages.set(m.position, {
      questions: Math.max(stage.questions, m.questions.length),
      minutes: Math.max(stage.minutes, m.minutes),
    });
  }
  let questions = 0;
  let minutes = 0;
  for (const stage of stages.values()) {
    questions += stage.questions;
    minutes += stage.minutes;
  }
  return { questions, minutes };
};

/** Sections: missing, unexpected or repeated, out of order. */
const sectionListWarnings = (test: CheckedTest, spec: ExamSpec): StructureWarning[] => {
  const out: StructureWarning[] = [];
  const expected = spec.sections.map((s) => s.section);
  const firsts: { section: Section; index: number }[] = [];
  test.sections.forEach((s, i) => {
    if (!expected.includes(s.section) || firsts.some((f) => f.section === s.section))
      out.push(warn('section_unexpected', `sections.${i}`, null, s.section));
    else firsts.push({ section: s.section, index: i });
  });
  for (const s of spec.sections)
    if (!s.optional && !firsts.some((f) => f.section === s.section))
      out.push(warn('section_missing', 'sections', s.section, null));
  if (spec.ordered) {
    const order = expected.filter((s) => firsts.some((f) => f.section === s));
    const wrong = firsts.findIndex((f, k) => f.section !== order[k]);
    if (wrong >= 0)
      out.push(warn('section_order', `sections.${firsts[wrong]!.index}`, order[wrong]!, firsts[wrong]!.section));
  }
  return out;
};

/** One section against the real one: adaptivity, counts and minutes (per stage or in all), the break after it. */
const sectionWarnings = (s: CheckedSection, i: number, spec: SectionSpec, last: boolean): StructureWarning[] => {
  const out: StructureWarning[] = [];
  const at = `sections.${i}`;
  if (s.adaptive !== spec.adaptive)
    out.push(
      warn(
        'adaptive_routes',
        `${at}.adaptive`,
        spec.adaptive ? 'adaptive' : 'linear',
        s.adaptive ? 'adaptive' : 'linear',
      ),
    );
  if (spec.stages)
    s.modules.forEach((m, j) => {
      const stage = spec.stages![m.position - 1];
      if (!stage) return;
      if (!fits(stage.questions, m.questions.length))
        out.push(warn('module_question_count', `${at}.modules.${j}`, shown(stage.questions), m.questions.length));
      if (!fits(stage.minutes, m.minutes))
        out.push(warn('module_minutes', `${at}.modules.${j}`, shown(stage.minutes), m.minutes));
    });
  if (spec.total) {
    const totals = sectionTotals(s);
    // A one-module section's figures are the module's: the warning points at it.
    const path = s.modules.length === 1 ? `${at}.modules.0` : at;
    if (!fits(spec.total.questions, totals.questions))
      out.push(warn('module_question_count', path, shown(spec.total.questions), totals.questions));
    if (spec.total.minutes && !fits(spec.total.minutes, totals.minutes))
      out.push(warn('module_minutes', path, shown(spec.total.minutes), totals.minutes));
  }
  if (spec.breakAfter && !last) {
    const lastStage = Math.max(...s.modules.map((m) => m.position));
    s.modules.forEach((m, j) => {
      if (m.position === lastStage && m.breakAfterMinutes < spec.breakAfter!)
        out.push(warn('break_missing', `${at}.modules.${j}`, spec.breakAfter!, m.breakAfterMinutes));
    });
  }
  return out;
};

/** The checks against the real exam, for full mocks and adaptive exams. */
const examWarnings = (test: CheckedTest): StructureWarning[] => {
  const spec = EXAM_SPECS[test.version];
  const out = sectionListWarnings(test, spec);
  const done = new Set<Section>();
  test.sections.forEach((s, i) => {
    const sectionSpec = spec.sections.find((x) => x.section === s.section);
    if (!sectionSpec || done.has(s.section)) return;
    done.add(s.section);
    out.push(...sectionWarnings(s, i, sectionSpec, i === test.sections.length - 1));
  });
  if (spec.minutes) {
    const minutes = test.sections.reduce((n, s) => n + sectionTotals(s).minutes, 0);
    if (!fits(spec.minutes, minutes)) out.push(warn('module_minutes', 'sections', shown(spec.minutes), minutes));
  }
  return out;
};

interface Placed {
  section: number;
  module: number;
  index: number;
  m: CheckedModule;
}
const pathOf = (p: Placed) => `sections.${p.section}.modules.${p.module}.questionIds.${p.index}`;

/** Two modules no student takes both of: the easier and the harder module 2 of one adaptive section. */
const alternatives = (a: Placed, b: Placed) =>
  a.section === b.section &&
  a.module !== b.module &&
  a.m.position === b.m.position &&
  a.m.route !== 'base' &&
  b.m.route !== 'base';

/** Empty modules, questions of another section or exam, repeats a student would meet, passages split up. */
const genericWarnings = (test: CheckedTest): StructureWarning[] => {
  const out: StructureWarning[] = [];
  const byQuestion = new Map<string, Placed[]>();
  const byPassage = new Map<string, Placed[]>();
  test.sections.forEach((s, i) =>
    s.modules.forEach((m, j) => {
      if (!m.questions.length) out.push(warn('module_empty', `sections.${i}.modules.${j}`, null, 0));
      let previousPassage: string | null = null;
      m.questions.forEach((q, k) => {
        const placed: Placed = { section: i, module: j, index: k, m };
        if (q.section !== s.section) out.push(warn('question_section_mismatch', pathOf(placed), s.section, q.section));
        if (q.kind !== test.kind) out.push(warn('question_kind_mismatch', pathOf(placed), test.kind, q.kind));
        const seen = byQuestion.get(q.id) ?? [];
        const met = seen.filter((p) => !alternatives(p, placed));
        if (met.length) out.push(warn('question_repeated', pathOf(placed), 1, met.length + 1));
        byQuestion.set(q.id, [...seen, placed]);
        if (q.passageId && q.passageId !== previousPassage) {
          // A passage starts a new run here: split when it already had one a student meets too.
          const runs = byPassage.get(q.passageId) ?? [];
          if (runs.some((p) => !alternatives(p, placed))) out.push(warn('passage_split', pathOf(placed)));
          byPassage.set(q.passageId, [...runs, placed]);
        }
        previousPassage = q.passageId;
      });
    }),
  );
  return out;
};

/** Every warning of the test, the real exam's first (full mocks and adaptive exams only), then the generic ones. */
export const checkStructure = (test: CheckedTest): StructureWarning[] => [
  ...(CHECKED_TYPES.includes(test.type) ? examWarnings(test) : []),
  ...genericWarnings(test),
];
