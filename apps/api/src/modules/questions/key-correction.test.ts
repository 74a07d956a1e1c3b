import { QuestionInput } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { isKeyCorrection } from './key-correction.ts';
import type { QuestionRow } from './questions.repository.ts';

/** A stored question in the plain authored form, as the seed and the API write it. */
const row = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'sat',
  section: 'math',
  subject: 'Arithmetic',
  source: '',
  sourceId: null,
  type: 'multiple_choice',
  task: null,
  stem: 'If $x + 5 = 12$, what is $x$?\n\nChoose one.',
  choices: [
    { id: 'A', text: '6' },
    { id: 'B', text: '7' },
  ],
  answerKey: { kind: 'choice', correct: ['A'] },
  sampleAnswer: '',
  explanation: 'Subtract 5.',
  difficulty: 'easy',
  irtA: null,
  irtB: null,
  irtC: null,
  passageId: null,
  media: null,
  solution: null,
} as unknown as QuestionRow;

/** What the editor sends back: the same text in its HTML form. */
const fromEditor = (changes: Partial<Record<string, unknown>>) =>
  QuestionInput.parse({
    kind: 'sat',
    section: 'math',
    subject: 'Arithmetic',
    type: 'multiple_choice',
    stem: '<p>If <span data-math="inline">x + 5 = 12</span>, what is <span data-math="inline">x</span>?</p><p>Choose one.</p>',
    choices: [
      { id: 'A', text: '<p>6</p>' },
      { id: 'B', text: '<p>7</p>' },
    ],
    answerKey: { kind: 'choice', correct: ['B'] },
    explanation: '<p>Subtract 5 from both sides.</p>',
    difficulty: 'easy',
    ...changes,
  });

describe('key corrections (a key-only edit is applied in place)', () => {
  it('sees the editor’s HTML of an unchanged stem and choices as the same question', () => {
    expect(isKeyCorrection(row, [], fromEditor({}))).toBe(true);
  });

  it('is not a correction when the key stays or anything a student sees changes', () => {
    expect(isKeyCorrection(row, [], fromEditor({ answerKey: { kind: 'choice', correct: ['A'] } }))).toBe(false);
    expect(isKeyCorrection(row, [], fromEditor({ stem: '<p>If x + 6 = 12, what is x?</p>' }))).toBe(false);
    expect(
      isKeyCorrection(
        row,
        [],
        fromEditor({
          choices: [
            { id: 'A', text: '6' },
            { id: 'B', text: '8' },
          ],
        }),
      ),
    ).toBe(false);
    expect(isKeyCorrection(row, [], fromEditor({ difficulty: 'hard' }))).toBe(false);
    expect(isKeyCorrection(row, ['00000000-0000-4000-8000-000000000009'], fromEditor({}))).toBe(false);
  });
});
