import type { PlanStep, RunnerQuestion } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { shsatSections } from './shsat-sections.ts';

const q = (id: string, sectionId: string) => ({ id, sectionId, moduleId: `m-${sectionId}` }) as RunnerQuestion;
const step = (sectionId: string, section: PlanStep['section'], sectionTitle: string) =>
  ({ sectionId, section, sectionTitle }) as PlanStep;

describe('shsatSections', () => {
  it('groups the questions by section and numbers them on through the test', () => {
    const sections = shsatSections(
      [q('1', 'ela'), q('2', 'ela'), q('3', 'math')],
      [step('ela', 'ela', 'English Language Arts'), step('math', 'math', 'Mathematics')],
    );
    expect(sections.map((s) => [s.title, s.section, s.questions.map((x) => x.id), s.firstNumber])).toEqual([
      ['English Language Arts', 'ela', ['1', '2'], 1],
      ['Mathematics', 'math', ['3'], 3],
    ]);
  });
});
