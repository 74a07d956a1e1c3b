import { describe, expect, it } from 'vitest';
import { LANGS } from '@prepwell/contracts';
import {
  guessedChoice,
  offlineAnswer,
  offlineExplanation,
  providerFailureMessage,
  tutorModeOf,
} from './offline-tutor.ts';
import { LINEAR } from './tutor.fixture.ts';

const answer = (message: string, extra: Partial<Parameters<typeof offlineAnswer>[0]> = {}) =>
  offlineAnswer({ question: LINEAR, work: null, lang: 'en', message, priorUserTurns: 0, ...extra });

describe('what the student asks for', () => {
  it('a one-click intent wins, then the words, then hint first and explanation from the second try', () => {
    expect(tutorModeOf({ intent: 'explain', message: 'hint', priorUserTurns: 0 })).toBe('explain');
    expect(tutorModeOf({ message: 'Why is my answer wrong?', priorUserTurns: 0 })).toBe('why_wrong');
    expect(tutorModeOf({ message: '为什么我的答案错了', priorUserTurns: 0 })).toBe('why_wrong');
    expect(tutorModeOf({ message: '為什麼錯了', priorUserTurns: 0 })).toBe('why_wrong');
    expect(tutorModeOf({ message: 'Can you explain it?', priorUserTurns: 0 })).toBe('explain');
    expect(tutorModeOf({ message: '请给我解析', priorUserTurns: 0 })).toBe('explain');
    expect(tutorModeOf({ message: 'just a hint please', priorUserTurns: 3 })).toBe('hint');
    expect(tutorModeOf({ message: 'I am stuck', priorUserTurns: 0 })).toBe('hint');
    expect(tutorModeOf({ message: 'still stuck', priorUserTurns: 1 })).toBe('explain');
  });

  it('recognises a proposed choice, not an article', () => {
    expect(guessedChoice('B', LINEAR.choices)).toBe('B');
    expect(guessedChoice('Is it C?', LINEAR.choices)).toBe('C');
    expect(guessedChoice('I think D is right', LINEAR.choices)).toBe('D');
    expect(guessedChoice('选A', LINEAR.choices)).toBe('A');
    expect(guessedChoice('A number is added to both sides', LINEAR.choices)).toBeNull();
    expect(guessedChoice('is it E?', LINEAR.choices)).toBeNull();
  });
});

describe('the offline tutor', () => {
  it('says plainly it is offline, in each language', () => {
    expect(answer('help')).toMatch(/^\(Offline tutor: no AI model is connected/);
    expect(answer('help', { lang: 'cn' })).toMatch(/^（离线导师/);
    expect(answer('help', { lang: 'tw' })).toMatch(/^（離線導師/);
  });

  it('gives a hint (the skill and the first step) and asks the student to try', () => {
    const hint = answer('I am stuck');
    expect(hint).toContain(
      'Hint: this question tests Linear equations in one variable. Start here: Subtract 7 from both sides: 3x = 15.',
    );
    expect(hint).toContain('Try it now and tell me your answer');
    expect(hint).not.toContain('Divide both sides');
    expect(answer('我不会', { lang: 'cn' })).toContain(
      '提示：这道题考查的是「Linear equations in one variable」。先从这一步开始：',
    );
  });

  it('explains fully when asked or on the second try', () => {
    for (const text of [answer('explain please'), answer('still lost', { priorUserTurns: 1 })]) {
      expect(text).toContain('The correct answer is A.');
      expect(text).toContain('Divide both sides by 3: x = 5.');
      expect(text).toContain('Skill: Linear equations in one variable.');
    }
  });

  it('checks a guess: right is confirmed with the explanation; wrong gets a hint first, the explanation after', () => {
    expect(answer('Is it A?')).toMatch(/Yes — A is correct![\s\S]*Divide both sides by 3/);
    const wrong = answer('Is it B?');
    expect(wrong).toMatch(/Not quite: B is not the answer\.[\s\S]*Hint:/);
    expect(wrong).not.toContain('The correct answer is A');
    expect(answer('Then C?', { priorUserTurns: 1 })).toMatch(/Not quite: C[\s\S]*The correct answer is A\./);
  });

  it('"why is my answer wrong" compares with the key and quotes the explanation', () => {
    const text = answer('why?', { intent: 'why_wrong', work: { answer: 'B', eliminated: ['A'] } });
    expect(text).toContain('You answered B, but the correct answer is A.');
    expect(text).toContain('Note: you crossed out A, which is the correct choice.');
    expect(text).toContain('Choice B is the value of 3x, not x.');
    expect(answer('why?', { intent: 'why_wrong', work: { answer: 'A', eliminated: [] } })).toContain(
      'Your answer A is actually correct.',
    );
    expect(answer('why?', { intent: 'why_wrong' })).toMatch(
      /I cannot see an answer from you[\s\S]*The correct answer is A\./,
    );
    expect(answer('为什么错', { lang: 'cn', work: { answer: 'B', eliminated: [] } })).toContain(
      '你选的是 B，但正确答案是 A。',
    );
  });

  it('never fails, whatever the question lacks', () => {
    const bare = {
      ...LINEAR,
      explanation: '',
      skill: null,
      domain: null,
      choices: [],
      answerKey: { kind: 'rated' as const, max: 5 },
    };
    for (const lang of LANGS)
      for (const message of ['hint', 'explain', 'why is my answer wrong', 'B', '']) {
        const text = offlineAnswer({
          question: bare,
          work: { answer: null, eliminated: [] },
          lang,
          message,
          priorUserTurns: 0,
        });
        expect(text.length).toBeGreaterThan(20);
      }
    expect(offlineAnswer({ question: bare, work: null, lang: 'en', message: 'explain', priorUserTurns: 0 })).toMatch(
      /rated from 0 to 5[\s\S]*no written explanation/,
    );
  });

  it('rewrites the explanation for the chat (GET exp offline)', () => {
    expect(offlineExplanation({ question: LINEAR, work: null, lang: 'en' })).toMatch(
      /Offline tutor[\s\S]*The correct answer is A\.[\s\S]*3x = 15/,
    );
    expect(offlineExplanation({ question: LINEAR, work: { answer: 'C', eliminated: [] }, lang: 'tw' })).toContain(
      '你選的是 C，但正確答案是 A。',
    );
  });

  it('a hint never gives the answer away, even when the explanation starts with it (issue 17); "explain" does', () => {
    // The seed's own explanations state the answer in their first sentence.
    const solved = {
      ...LINEAR,
      stem: 'If $5x - 3 = 2x + 12$, what is the value of $x$?',
      choices: [
        { id: 'A', text: '3' },
        { id: 'B', text: '5' },
        { id: 'C', text: '9' },
        { id: 'D', text: '15' },
      ],
      answerKey: { kind: 'choice' as const, correct: ['B'] },
      explanation: 'Subtract $2x$ from both sides and add 3: $3x = 15$, so $x = 5$. Choice D is the value of $3x$.',
    };
    const grid = {
      ...LINEAR,
      type: 'grid_in' as const,
      choices: [],
      answerKey: { kind: 'grid' as const, accept: ['40'] },
      explanation: 'Divide the part by the whole, $\\dfrac{24}{60}$; the result is 40 percent. Enter 40.',
    };
    const named = {
      ...solved,
      explanation: 'Choice B is the best answer because $3x = 15$ gives $x = 5$.',
      skill: null,
      domain: null,
    };
    for (const lang of LANGS)
      for (const message of ['hint', 'Give me a hint, not the answer', '给我一点提示', 'I am stuck', 'Is it A?']) {
        const s = offlineAnswer({ question: solved, work: null, lang, message, priorUserTurns: 0 });
        expect(s, `${lang}: ${message}`).not.toMatch(/x = 5|(?<![A-Za-z])B(?![A-Za-z])|Choice|correct answer/);
        const g = offlineAnswer({ question: grid, work: null, lang, message, priorUserTurns: 0 });
        expect(g, `${lang}: ${message}`).not.toMatch(/40|Enter/);
        const n = offlineAnswer({ question: named, work: null, lang, message, priorUserTurns: 0 });
        expect(n, `${lang}: ${message}`).not.toMatch(/x = 5|(?<![A-Za-z])B(?![A-Za-z])|best answer/);
      }
    // The step before the answer is kept; a sentence that opens with the answer gives no step at all.
    expect(answer('hint', { question: solved })).toContain(
      'Start here: Subtract 2x from both sides and add 3: 3x = 15',
    );
    expect(answer('hint', { question: grid })).toContain('Start here: Divide the part by the whole, 24/60');
    expect(answer('hint', { question: named })).toContain('Hint: reread the question');
    // A hint is asked for even after several turns; "explain" or "show the solution" then gives it all.
    expect(answer('one more hint', { question: solved, priorUserTurns: 2 })).not.toContain('x = 5');
    for (const message of ['explain', 'show me the solution', '请讲解'])
      expect(answer(message, { question: solved })).toMatch(/The correct answer is B\.[\s\S]*x = 5/);
  });

  it('has a clear failure message per language', () => {
    for (const lang of LANGS) {
      expect(providerFailureMessage(lang, 'error')).not.toBe(providerFailureMessage(lang, 'timeout'));
      expect(providerFailureMessage(lang, 'error').length).toBeGreaterThan(10);
    }
  });
});
