import type { AnswerValue, ErrorBody, RunnerQuestion, UserExamView } from '@prepwell/contracts';
import { call, type TestApp, type TestUser } from './helpers.ts';

/**
 * Shared by score-tables, regrade and combine tests: the API as an educator or a student calls it, and
 * an attempt taken to its end through the public attempt routes.
 */
type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;

export const apiOf = (app: TestApp) => ({
  send: <T>(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    call<Body<T>>(app, {
      method,
      url,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    }),
});

/** Students here are Pro: the free tier's daily limits stay out of the way. */
export const PRO = { proUntil: '2999-12-31' };

/**
 * Starts `testId` for `user` and takes every module: started when it waits, answered as `answerOf` says
 * (undefined leaves a question blank), submitted. `stopAfter` modules ends early (the attempt stays open).
 */
export const takeTest = async (
  app: TestApp,
  user: TestUser,
  testId: string,
  answerOf: (q: RunnerQuestion) => AnswerValue | undefined,
  options: { stopAfter?: number } = {},
): Promise<string> => {
  const { send } = apiOf(app);
  const started = await send<{ userExamId: string }>(user, 'POST', '/api/user-exams', { examId: testId });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const id = started.body.userExamId;
  for (let step = 0; step < 12; step++) {
    if (options.stopAfter !== undefined && step >= options.stopAfter) return id;
    let view = (await send<UserExamView>(user, 'GET', `/api/user-exams/${id}`)).body;
    if (view.status !== 'in_progress') return id;
    if (view.phase === 'ready' || view.phase === 'break') {
      await send(user, 'POST', `/api/user-exams/${id}/start-module`, {});
      view = (await send<UserExamView>(user, 'GET', `/api/user-exams/${id}`)).body;
    }
    for (const q of view.current!.questions) {
      const answer = answerOf(q);
      if (answer === undefined) continue;
      const saved = await send(user, 'PUT', `/api/user-exams/${id}/answers/${q.id}`, { answer, seq: 1 });
      if (saved.status !== 200) throw new Error(`save: ${saved.status} ${JSON.stringify(saved.body)}`);
    }
    const submitted = await send(user, 'POST', `/api/user-exams/${id}/submit-module`, {
      moduleId: view.current!.moduleId,
    });
    if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  }
  throw new Error('the attempt did not complete');
};

/** The question number in a stem written by attempts-fixtures `mcq(n)`: "Question n: …". */
export const numberOf = (q: RunnerQuestion) => Number(/^Question (\d+)/.exec(q.stem)?.[1]);
