import { useEffect, useRef } from 'react';
import { setTutorQuestion, type TutorQuestionContext } from './tutor-store.ts';

/**
 * Issue 17: a page registers the question it shows, so the shell offers the AI tutor on it (tutor-store.ts).
 * `null` while there is none (loading); the registration goes when the component unmounts. Returns the
 * registration's token (a button of the page brings its question to the front with it).
 */
export function useTutorQuestion(question: TutorQuestionContext | null): object {
  const token = useRef<object>({}).current;
  const { questionId, questionNumber, userExamId, wrong } = question ?? {};
  useEffect(() => {
    setTutorQuestion(
      token,
      questionId === undefined
        ? null
        : {
            questionId,
            ...(questionNumber === undefined ? {} : { questionNumber }),
            userExamId: userExamId ?? null,
            wrong: wrong ?? false,
          },
    );
  }, [token, questionId, questionNumber, userExamId, wrong]);
  useEffect(() => () => setTutorQuestion(token, null), [token]);
  return token;
}
