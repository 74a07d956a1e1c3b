import type { TutorQuestion } from './tutor-prompt.ts';

/** The demo SAT question "If 3x + 7 = 22…" (key A) as the tutor sees it, for the unit tests. */
export const LINEAR: TutorQuestion = {
  id: 'q1',
  type: 'multiple_choice',
  stem: 'If $3x + 7 = 22$, what is the value of $x$?',
  choices: [
    { id: 'A', text: '5' },
    { id: 'B', text: '15' },
    { id: 'C', text: '22' },
    { id: 'D', text: '29' },
  ],
  answerKey: { kind: 'choice', correct: ['A'] },
  explanation:
    'Subtract 7 from both sides: $3x = 15$. Divide both sides by 3: $x = 5$. Choice B is the value of $3x$, not $x$.',
  domain: 'Algebra',
  skill: 'Linear equations in one variable',
  passage: null,
};
