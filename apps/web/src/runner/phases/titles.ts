import type { UserExamView } from '@prepwell/contracts';
import type { TFunction } from 'i18next';

/** "Section 1, Module 2: Math" for SAT (the section's place in the plan and the module's stage); the section name elsewhere. */
export const moduleTitle = (t: TFunction<'runner'>, view: UserExamView): string => {
  const current = view.current;
  if (!current) return view.test.title;
  if (view.clock === 'test') return view.test.title;
  const sections = [...new Set(view.plan.map((step) => step.sectionId))];
  const sectionNumber = sections.indexOf(current.sectionId) + 1;
  const modulesInSection = new Set(view.plan.filter((s) => s.sectionId === current.sectionId).map((s) => s.stage)).size;
  if (view.test.kind === 'sat' && modulesInSection > 1)
    return t('title.satModule', { section: sectionNumber, stage: current.stage, name: current.sectionTitle });
  if (modulesInSection > 1) return t('title.sectionModule', { name: current.sectionTitle, stage: current.stage });
  return current.sectionTitle;
};

/** The plan step of the current module (minutes and question count before its questions are sent). */
export const currentStep = (view: UserExamView) =>
  view.plan.find((step) => step.moduleId === view.current?.moduleId) ?? null;

/**
 * Testing minutes of the attempt: per section and stage, the longest module not skipped (an undecided
 * module 2 lists both routes, which take the same time on the SAT).
 */
export const planMinutes = (plan: UserExamView['plan']): number => {
  const byStage = new Map<string, number>();
  for (const step of plan) {
    if (step.status === 'skipped') continue;
    const key = `${step.sectionId}:${step.stage}`;
    byStage.set(key, Math.max(byStage.get(key) ?? 0, step.minutes));
  }
  return [...byStage.values()].reduce((sum, m) => sum + m, 0);
};
