import type { ExamKind, Section, UserExamView } from '@prepwell/contracts';
import type { TFunction } from 'i18next';

/**
 * Issue 17: a section of an official exam is named by its code in the reader's language (the SAT's
 * `english` is Reading and Writing); a title an educator wrote (not the official English name) stays as
 * written. The official English names are those the demo content and the builder's defaults use.
 */
const OFFICIAL_TITLES: Record<string, Section> = {
  english: 'english',
  'reading and writing': 'english',
  math: 'math',
  mathematics: 'math',
  reading: 'reading',
  science: 'science',
  listening: 'listening',
  speaking: 'speaking',
  writing: 'writing',
  'english language arts': 'ela',
  ela: 'ela',
};

export const sectionName = (
  t: TFunction<'runner'>,
  kind: ExamKind,
  step: { section: Section; sectionTitle: string },
): string => {
  const official = OFFICIAL_TITLES[step.sectionTitle.trim().toLowerCase()];
  if (official !== step.section) return step.sectionTitle;
  return t(`sections.${kind === 'sat' && step.section === 'english' ? 'readingWriting' : step.section}`);
};

/** "Section 1, Module 2: Math" for SAT (the section's place in the plan and the module's stage); the section name elsewhere. */
export const moduleTitle = (t: TFunction<'runner'>, view: UserExamView): string => {
  const current = view.current;
  if (!current) return view.test.title;
  if (view.clock === 'test') return view.test.title;
  const sections = [...new Set(view.plan.map((step) => step.sectionId))];
  const sectionNumber = sections.indexOf(current.sectionId) + 1;
  const modulesInSection = new Set(view.plan.filter((s) => s.sectionId === current.sectionId).map((s) => s.stage)).size;
  const name = sectionName(t, view.test.kind, current);
  if (view.test.kind === 'sat' && modulesInSection > 1)
    return t('title.satModule', { section: sectionNumber, stage: current.stage, name });
  if (modulesInSection > 1) return t('title.sectionModule', { name, stage: current.stage });
  return name;
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
