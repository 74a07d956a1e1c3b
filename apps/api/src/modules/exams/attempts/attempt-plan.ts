import type { ModuleRoute, Section } from '@prepwell/contracts';

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
}

export interface Plan {
  sections: PlanSection[];
  modules: PlanModule[];
}

/** Module-2 route per section id, as decided when each adaptive module 1 ended. */
export type DecidedRoutes = Readonly<Record<string, ModuleRoute>>;

const sortedSections = (plan: Plan) => [...plan.sections].sort((a, b) => a.position - b.position);

/** The module to take at the first stage above `afterStage` in a section, or undefined when the section is done. */
const moduleAfterStage = (plan: Plan, sectionId: string, afterStage: number, routes: DecidedRoutes): PlanModule | undefined => {
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
  return plan.modules.some((m) => m.sectionId === module.sectionId && m.position > module.position && m.route !== 'base');
};
