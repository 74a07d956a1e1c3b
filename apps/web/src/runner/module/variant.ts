import type { ExamKind, Section } from '@prepwell/contracts';
import type { ChoiceLetters } from './choice-labels.ts';

/** What differs between the linear runners (SAT, ACT, SHSAT): words, letters, tools, the review page. */
export interface RunnerVariant {
  kind: Extract<ExamKind, 'sat' | 'act' | 'shsat'>;
  letters: ChoiceLetters;
  markWord: 'review' | 'flag';
  gridFormat: 'sat' | 'shsat';
  /** A Check Your Work page after the last question (SAT, ACT); SHSAT ends the whole test from any question. */
  hasReviewPage: boolean;
  /** ACT: the answer masker. */
  masker: boolean;
}

export const VARIANTS: Record<RunnerVariant['kind'], RunnerVariant> = {
  sat: { kind: 'sat', letters: 'plain', markWord: 'review', gridFormat: 'sat', hasReviewPage: true, masker: false },
  act: { kind: 'act', letters: 'act', markWord: 'flag', gridFormat: 'sat', hasReviewPage: true, masker: true },
  shsat: {
    kind: 'shsat',
    letters: 'plain',
    markWord: 'flag',
    gridFormat: 'shsat',
    hasReviewPage: false,
    masker: false,
  },
};

export interface SectionTools {
  highlighter: boolean;
  calculator: boolean;
  reference: boolean;
}

/** Tools of a section (exams.md): SAT Math has the calculator and reference sheet; SHSAT has no calculator. */
export const toolsFor = (kind: RunnerVariant['kind'], section: Section): SectionTools => {
  const math = section === 'math';
  switch (kind) {
    case 'sat':
      return { highlighter: !math, calculator: math, reference: math };
    case 'act':
      return { highlighter: true, calculator: math, reference: false };
    case 'shsat':
      return { highlighter: !math, calculator: false, reference: false };
  }
};
