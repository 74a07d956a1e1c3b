import type { PlanStep, RunnerQuestion, Section } from '@prepwell/contracts';

export interface ShsatSection {
  sectionId: string;
  section: Section;
  title: string;
  questions: RunnerQuestion[];
  /** Number of its first question in the whole test (ELA 1–57, Math 58–114). */
  firstNumber: number;
}

/** The SHSAT's sections on one test clock, in the order the test lists them, each with its questions. */
export const shsatSections = (questions: readonly RunnerQuestion[], plan: readonly PlanStep[]): ShsatSection[] => {
  const out: ShsatSection[] = [];
  let number = 1;
  for (const q of questions) {
    let section = out.find((s) => s.sectionId === q.sectionId);
    if (!section) {
      const step = plan.find((p) => p.sectionId === q.sectionId);
      section = {
        sectionId: q.sectionId,
        section: step?.section ?? 'math',
        title: step?.sectionTitle ?? '',
        questions: [],
        firstNumber: number,
      };
      out.push(section);
    }
    section.questions.push(q);
    number += 1;
  }
  return out;
};
