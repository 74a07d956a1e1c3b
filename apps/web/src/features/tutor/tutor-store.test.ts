import { afterEach, describe, expect, it } from 'vitest';
import {
  dispatchTutor,
  focusTutorQuestion,
  hostTutor,
  resetTutorStore,
  setTutorQuestion,
  tutorSnapshot,
  type TutorQuestionContext,
} from './tutor-store.ts';

/** The shell's tutor context (issue 17): the question in view, the panel that follows it, put away without one. */
const question = (id: string, over: Partial<TutorQuestionContext> = {}): TutorQuestionContext => ({
  questionId: id,
  userExamId: null,
  wrong: false,
  ...over,
});

afterEach(() => resetTutorStore());

describe('the tutor store', () => {
  it('offers the newest registered question; a change in place keeps the panel on it', () => {
    const page = {};
    const button = {};
    expect(tutorSnapshot().question).toBeNull();
    setTutorQuestion(page, question('q1'));
    expect(tutorSnapshot().question?.questionId).toBe('q1');
    setTutorQuestion(button, question('q2', { questionNumber: 3, wrong: true }));
    expect(tutorSnapshot().question).toEqual({ questionId: 'q2', questionNumber: 3, userExamId: null, wrong: true });
    dispatchTutor({ type: 'open' });
    // The review moves to the next question: the same registration changes, the panel stays open on it.
    setTutorQuestion(button, question('q3', { questionNumber: 4 }));
    expect(tutorSnapshot().question?.questionId).toBe('q3');
    expect(tutorSnapshot().panel.view).toBe('open');
    // A button brings its own question to the front.
    focusTutorQuestion(page);
    expect(tutorSnapshot().question?.questionId).toBe('q1');
  });

  it('puts the panel away (hidden) when no question is in view, and only then', () => {
    const a = {};
    const b = {};
    setTutorQuestion(a, question('q1'));
    setTutorQuestion(b, question('q2'));
    dispatchTutor({ type: 'open' });
    dispatchTutor({ type: 'minimize' });
    setTutorQuestion(b, null);
    expect(tutorSnapshot().question?.questionId).toBe('q1');
    expect(tutorSnapshot().panel.view).toBe('minimized');
    setTutorQuestion(a, null);
    expect(tutorSnapshot().question).toBeNull();
    expect(tutorSnapshot().panel.view).toBe('hidden');
    // Removing what is not registered changes nothing.
    setTutorQuestion({}, null);
    expect(tutorSnapshot().question).toBeNull();
  });

  it('publishes a new state only when something changed, and counts the shells that host the panel', () => {
    const token = {};
    setTutorQuestion(token, question('q1'));
    const before = tutorSnapshot();
    setTutorQuestion(token, question('q1'));
    expect(tutorSnapshot()).toBe(before);
    dispatchTutor({ type: 'restore' }); // nothing to restore
    expect(tutorSnapshot()).toBe(before);
    const unhost = hostTutor();
    expect(tutorSnapshot().hosts).toBe(1);
    unhost();
    expect(tutorSnapshot().hosts).toBe(0);
  });
});
