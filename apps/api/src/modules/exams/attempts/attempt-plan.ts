import type { AttemptStatus, ClockMode, ModuleRoute, PlanStep, Section } from '@prepwell/contracts';

/**
 * The order in which an attempt takes a test's modules (pure, no I/O). Routing is data (decision 0006):
 * sections in position order, each section's stages in order; at a stage with an `easier` and a
 * `harder` module the section's decided route picks one, and a `base` module is taken by everyone.
 */
export interface PlanSection {
  id: string;
  section: Section;
  title: string;
  position: number;
  adaptive: boolean;
}

export interface PlanModule {
  id: string;
  sectionId: string;
  title: string;
  /** Stage within the section (1, 2). */
  position: number;
  route: ModuleRoute;
  timeLimitSeconds: number;
  /** The break after this module (the SAT's 10 minutes after Reading and Writing), 0 for none. */
  breakAfterSeconds: number;
  questionCount: number;
}

export interface Plan {
  sections: PlanSection[];
  modules: PlanModule[];
}

/** Module-2 route per section id, as decided when each adaptive module 1 ended. */
export type DecidedRoutes = Readonly<Record<string, ModuleRoute>>;

const ROUTE_ORDER: Record<ModuleRoute, number> = { base: 0, easier: 1, harder: 2 };

const sortedSections = (plan: Plan) => [...plan.sections].sort((a, b) => a.position - b.position);

/** The module to take at the first stage above `afterStage` in a section, or undefined when the section is done. */
const moduleAfterStage = (
  plan: Plan,
  sectionId: string,
  afterStage: number,
  routes: DecidedRoutes,
): PlanModule | undefined => {
  const later = plan.modules.filter((m) => m.sectionId === sectionId && m.position > afterStage);
  if (!later.length) return undefined;
  const stage = Math.min(...later.map((m) => m.position));
  const candidates = later.filter((m) => m.position === stage);
  const base = candidates.find((m) => m.route === 'base');
  if (base) return base;
  // An undecided stage (no module 1 result yet, which a well-formed test never has) falls back to the easier module.
  const route = routes[sectionId] ?? 'easier';
  return candidates.find((m) => m.route === route) ?? candidates[0];
};

/** The first module of the attempt, or undefined for a test without modules. */
export const firstModule = (plan: Plan): PlanModule | undefined => {
  for (const s of sortedSections(plan)) {
    const m = moduleAfterStage(plan, s.id, Number.NEGATIVE_INFINITY, {});
    if (m) return m;
  }
  return undefined;
};

/** The module after `current` given the routes decided so far; undefined when `current` was the last. */
export const nextModule = (plan: Plan, current: PlanModule, routes: DecidedRoutes): PlanModule | undefined => {
  const inSection = moduleAfterStage(plan, current.sectionId, current.position, routes);
  if (inSection) return inSection;
  const sections = sortedSections(plan);
  const index = sections.findIndex((s) => s.id === current.sectionId);
  for (const s of sections.slice(index + 1)) {
    const m = moduleAfterStage(plan, s.id, Number.NEGATIVE_INFINITY, routes);
    if (m) return m;
  }
  return undefined;
};

/** Whether ending `module` decides its section's route: module 1 of an adaptive section with routed modules after it. */
export const decidesRoute = (plan: Plan, module: PlanModule): boolean => {
  const section = plan.sections.find((s) => s.id === module.sectionId);
  if (!section?.adaptive) return false;
  return plan.modules.some(
    (m) => m.sectionId === module.sectionId && m.position > module.position && m.route !== 'base',
  );
};

/** Every module in display order: sections by position, stages in order, routes base → easier → harder. */
export const orderedModules = (plan: Plan): PlanModule[] => {
  const sectionOrder = new Map(sortedSections(plan).map((s, i) => [s.id, i]));
  return [...plan.modules].sort(
    (a, b) =>
      (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0) ||
      a.position - b.position ||
      ROUTE_ORDER[a.route] - ROUTE_ORDER[b.route],
  );
};

/**
 * The modules a `test` clock opens at once (SHSAT): the path through the test with no route decided,
 * which for a linear test is every module.
 */
export const testClockModules = (plan: Plan): PlanModule[] => {
  const out: PlanModule[] = [];
  for (let m = firstModule(plan); m && out.length <= plan.modules.length; m = nextModule(plan, m, {})) out.push(m);
  return out;
};

/** The one deadline of a `test` clock: the sum of its modules' times, or the test's minutes when the modules carry none. */
export const testClockSeconds = (plan: Plan, testMinutes: number): number => {
  const sum = testClockModules(plan).reduce((n, m) => n + m.timeLimitSeconds, 0);
  return sum > 0 ? sum : testMinutes * 60;
};

/** What the plan view needs to know about the attempt. */
export interface PlanProgress {
  status: AttemptStatus;
  clock: ClockMode;
  currentModuleId: string | null;
  routes: DecidedRoutes;
  /** Modules whose clock has ended (submitted or timed out). */
  ended: ReadonlySet<string>;
}

/**
 * The attempt's plan for progress ("Module 2 of 4"): done, current, upcoming, or skipped (the module-2
 * route not taken, or anything never reached by a finished attempt). Both candidates of an undecided
 * route are listed as upcoming.
 */
export const planSteps = (plan: Plan, progress: PlanProgress): PlanStep[] => {
  const sections = new Map(plan.sections.map((s) => [s.id, s]));
  const open = progress.status === 'in_progress';
  return orderedModules(plan).map((m): PlanStep => {
    const section = sections.get(m.sectionId)!;
    const decided = progress.routes[m.sectionId];
    let status: PlanStep['status'];
    if (progress.ended.has(m.id)) status = 'done';
    else if (open && (progress.clock === 'test' || m.id === progress.currentModuleId)) status = 'current';
    else if (!open || (m.route !== 'base' && decided !== undefined && decided !== m.route)) status = 'skipped';
    else status = 'upcoming';
    return {
      moduleId: m.id,
      sectionId: m.sectionId,
      section: section.section,
      sectionTitle: section.title,
      title: m.title,
      stage: m.position,
      route: m.route,
      minutes: Math.round(m.timeLimitSeconds / 60),
      questionCount: m.questionCount,
      breakAfterMinutes: Math.round(m.breakAfterSeconds / 60),
      status,
    };
  });
};
