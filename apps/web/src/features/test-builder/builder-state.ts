import {
  BUILDER_MODULE_QUESTIONS_MAX,
  SECTIONS_BY_KIND,
  TEST_TYPES_BY_KIND,
  VERSIONS_BY_KIND,
  typeFitsKind,
  versionFitsKind,
  type AttemptMode,
  type ExamKind,
  type ExamVersion,
  type ModuleRoute,
  type PlacedQuestion,
  type Section,
  type TestInputRaw,
  type TestStructure,
  type TestType,
} from '@prepwell/contracts';
import { fromEditorHtml, toEditorHtml } from '../questions/rich-text-convert.ts';

/**
 * What the builder edits: the test as the contracts' TestInput shapes it, with the questions placed in
 * each module (so the list can show them) and a local key per section and module (React and drag and
 * drop). Positions are not stored: a linear section's modules are 1, 2, …; an adaptive one has module 1
 * and the easier and harder module 2.
 */
export interface ModuleDraft {
  key: string;
  id?: string;
  title: string;
  route: ModuleRoute;
  minutes: number;
  breakAfterMinutes: number;
  directions: string;
  questions: PlacedQuestion[];
}

export interface SectionDraft {
  key: string;
  id?: string;
  section: Section;
  title: string;
  adaptive: boolean;
  /** Share right in module 1 at or above which module 2 is the harder one; null: the default 0.6. */
  harderAtOrAbove: number | null;
  directions: string;
  modules: ModuleDraft[];
}

export interface BuilderDraft {
  title: string;
  description: string;
  kind: ExamKind;
  type: TestType;
  version: ExamVersion;
  mode: AttemptMode | null;
  clock: 'module' | 'test';
  directions: string;
  sections: SectionDraft[];
}

/** The default routing rule (exams.md §1.3 ⚠️): module 2 is harder at or above 60 % right in module 1. */
export const DEFAULT_HARDER_AT_OR_ABOVE = 0.6;

/** Names of new sections and modules, in the author's language (the screen passes its translations). */
export interface BuilderNames {
  section: (kind: ExamKind, section: Section) => string;
  module: (position: number, route: ModuleRoute) => string;
}

/** Minutes of one module of a section on the current formats (exams.md §1–§4); the structure check says more. */
const DEFAULT_MINUTES: Record<ExamKind, Partial<Record<Section, number>>> = {
  sat: { english: 32, math: 35 },
  act: { english: 35, math: 50, reading: 40, science: 40 },
  toefl: { reading: 30, listening: 29, speaking: 8, writing: 23 },
  shsat: { ela: 90, math: 90 },
};

/** Sections the real exam routes: every digital SAT section, TOEFL 2026 Reading and Listening. */
export const adaptiveByDefault = (version: ExamVersion, section: Section) =>
  version === 'sat_digital' || (version === 'toefl_2026' && (section === 'reading' || section === 'listening'));

let counter = 0;
/** A local key, unique in this page. */
export const newKey = (prefix: string) => `${prefix}-${(counter += 1)}`;

/** Module 1 first; in an adaptive section its module 2 follows as the easier, then the harder route. */
export const positionOf = (section: Pick<SectionDraft, 'adaptive' | 'modules'>, index: number) =>
  section.adaptive ? (section.modules[index]?.route === 'base' ? 1 : 2) : index + 1;

const emptyModule = (
  kind: ExamKind,
  section: Section,
  position: number,
  route: ModuleRoute,
  names: BuilderNames,
): ModuleDraft => ({
  key: newKey('module'),
  title: names.module(position, route),
  route,
  minutes: DEFAULT_MINUTES[kind][section] ?? 30,
  // The digital SAT's 10-minute break follows Reading and Writing (exams.md §1.1).
  breakAfterMinutes: kind === 'sat' && section === 'english' && position === 2 ? 10 : 0,
  directions: '',
  questions: [],
});

const adaptiveModules = (kind: ExamKind, section: Section, names: BuilderNames): ModuleDraft[] => [
  emptyModule(kind, section, 1, 'base', names),
  emptyModule(kind, section, 2, 'easier', names),
  emptyModule(kind, section, 2, 'harder', names),
];

export const newSection = (kind: ExamKind, version: ExamVersion, section: Section, names: BuilderNames) => {
  const adaptive = adaptiveByDefault(version, section);
  const modules = adaptive ? adaptiveModules(kind, section, names) : [emptyModule(kind, section, 1, 'base', names)];
  return {
    key: newKey('section'),
    section,
    title: names.section(kind, section),
    adaptive,
    harderAtOrAbove: null,
    directions: '',
    modules,
  } satisfies SectionDraft;
};

/** The sections a new test starts with: every section of the exam but the ACT's optional Writing essay. */
const startingSections = (kind: ExamKind): readonly Section[] =>
  (SECTIONS_BY_KIND[kind] as readonly Section[]).filter((s) => !(kind === 'act' && s === 'writing'));

/** A new test of a kind: its first type and version, and every section of the exam (a full mock). */
export const emptyDraft = (kind: ExamKind, names: BuilderNames): BuilderDraft => {
  const version = VERSIONS_BY_KIND[kind][0];
  return {
    title: '',
    description: '',
    kind,
    type: TEST_TYPES_BY_KIND[kind][0],
    version,
    mode: null,
    clock: kind === 'shsat' ? 'test' : 'module',
    directions: '',
    sections: startingSections(kind).map((s) => newSection(kind, version, s, names)),
  };
};

const ROUTE_ORDER: Record<ModuleRoute, number> = { base: 0, easier: 1, harder: 2 };

/** A saved test as the builder edits it. */
export const draftOf = (test: TestStructure): BuilderDraft => ({
  title: test.title,
  description: test.description,
  kind: test.kind,
  type: test.type,
  version: test.version,
  mode: test.mode,
  clock: test.clock,
  directions: toEditorHtml(test.directions),
  sections: test.sections.map((s) => ({
    key: `section-${s.id}`,
    id: s.id,
    section: s.section,
    title: s.title,
    adaptive: s.adaptive,
    harderAtOrAbove: s.harderAtOrAbove,
    directions: toEditorHtml(s.directions),
    modules: [...s.modules]
      .sort((a, b) => a.position - b.position || ROUTE_ORDER[a.route] - ROUTE_ORDER[b.route])
      .map((m) => ({
        key: `module-${m.id}`,
        id: m.id,
        title: m.title,
        route: m.route,
        minutes: m.minutes,
        breakAfterMinutes: m.breakAfterMinutes,
        directions: toEditorHtml(m.directions),
        questions: m.questions,
      })),
  })),
});

/** The body of POST /api/tests and PATCH /api/tests/:id (`sections` replaces the whole structure). */
export const toTestInput = (draft: BuilderDraft): TestInputRaw => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  kind: draft.kind,
  type: draft.type,
  version: draft.version,
  mode: draft.mode,
  clock: draft.clock,
  directions: fromEditorHtml(draft.directions),
  sections: draft.sections.map((s) => ({
    ...(s.id ? { id: s.id } : {}),
    section: s.section,
    title: s.title.trim(),
    adaptive: s.adaptive,
    harderAtOrAbove: s.adaptive ? s.harderAtOrAbove : null,
    directions: fromEditorHtml(s.directions),
    modules: s.modules.map((m, i) => ({
      ...(m.id ? { id: m.id } : {}),
      title: m.title.trim(),
      position: positionOf(s, i),
      route: s.adaptive ? m.route : 'base',
      minutes: m.minutes,
      breakAfterMinutes: m.breakAfterMinutes,
      directions: fromEditorHtml(m.directions),
      questionIds: m.questions.map((q) => q.id),
    })),
  })),
});

/** Changing the exam: type and version follow when they do not fit; sections are rebuilt only when empty. */
export const withKind = (draft: BuilderDraft, kind: ExamKind, names: BuilderNames): BuilderDraft => {
  if (kind === draft.kind) return draft;
  const version = versionFitsKind(kind, draft.version) ? draft.version : VERSIONS_BY_KIND[kind][0];
  return {
    ...draft,
    kind,
    type: typeFitsKind(kind, draft.type) ? draft.type : TEST_TYPES_BY_KIND[kind][0],
    version,
    clock: kind === 'shsat' ? 'test' : 'module',
    sections: startingSections(kind).map((s) => newSection(kind, version, s, names)),
  };
};

export const questionCountOf = (draft: BuilderDraft) =>
  draft.sections.reduce((n, s) => n + s.modules.reduce((m, mod) => m + mod.questions.length, 0), 0);

/**
 * Turning routing on: module 1 stays, the second module becomes the easier module 2 and the third the
 * harder one (new, empty ones where missing). Off: the modules follow one another in the same order.
 * A section with more than three modules cannot be made adaptive (the screen says so).
 */
export const withAdaptive = (
  kind: ExamKind,
  section: SectionDraft,
  adaptive: boolean,
  names: BuilderNames,
): SectionDraft => {
  if (adaptive === section.adaptive) return section;
  if (!adaptive) return { ...section, adaptive, modules: section.modules.map((m) => ({ ...m, route: 'base' })) };
  if (section.modules.length > 3) return section;
  const routes: ModuleRoute[] = ['base', 'easier', 'harder'];
  return {
    ...section,
    adaptive,
    modules: routes.map((route, i) => {
      const existing = section.modules[i];
      return existing ? { ...existing, route } : emptyModule(kind, section.section, i === 0 ? 1 : 2, route, names);
    }),
  };
};

export const canBeAdaptive = (section: SectionDraft) => section.adaptive || section.modules.length <= 3;

/** What the builder checks before it sends (the server checks the same and more). */
export type DraftProblem = 'required' | 'minutes' | 'breakMinutes' | 'routing' | 'tooManyQuestions';

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Problems by the server's field paths (`sections.0.modules.1.minutes`), so both land on the same fields. */
export const draftProblems = (draft: BuilderDraft): Record<string, DraftProblem> => {
  const problems: Record<string, DraftProblem> = {};
  if (!draft.title.trim()) problems.title = 'required';
  draft.sections.forEach((s, i) => {
    if (!s.title.trim()) problems[`sections.${i}.title`] = 'required';
    const rule = s.harderAtOrAbove;
    if (s.adaptive && rule !== null && !(rule >= 0 && rule <= 1)) problems[`sections.${i}.harderAtOrAbove`] = 'routing';
    s.modules.forEach((m, j) => {
      const at = `sections.${i}.modules.${j}`;
      if (!m.title.trim()) problems[`${at}.title`] = 'required';
      if (!wholeIn(m.minutes, 1, 600)) problems[`${at}.minutes`] = 'minutes';
      if (!wholeIn(m.breakAfterMinutes, 0, 120)) problems[`${at}.breakAfterMinutes`] = 'breakMinutes';
      if (m.questions.length > BUILDER_MODULE_QUESTIONS_MAX) problems[`${at}.questionIds`] = 'tooManyQuestions';
    });
  });
  return problems;
};
