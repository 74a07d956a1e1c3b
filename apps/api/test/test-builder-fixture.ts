import type {
  ErrorBody,
  QuestionInputRaw,
  Section,
  TestInputRaw,
  TestPage,
  TestStructure,
  TestWriteResult,
} from '@prepwell/contracts';
import { call, type TestApp, type TestUser } from './helpers.ts';
import { createQuestion } from './questions-fixture.ts';

/** The test builder's API as a client calls it (test-builder.test.ts, and whoever needs a built test). */
type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;

export const builderApi = (app: TestApp) => {
  const send = <T>(user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call<Body<T>>(app, {
      method,
      url,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  return {
    send,
    create: (user: TestUser, input: TestInputRaw) => send<TestWriteResult>(user, 'POST', '/api/tests', input),
    structure: (user: TestUser, id: string) => send<TestStructure>(user, 'GET', `/api/tests/${id}/structure`),
    patch: (user: TestUser, id: string, patch: Partial<TestInputRaw>) =>
      send<TestWriteResult>(user, 'PATCH', `/api/tests/${id}`, patch),
    remove: (user: TestUser, id: string) => send<unknown>(user, 'DELETE', `/api/tests/${id}`),
    publish: (user: TestUser, id: string) => send<TestWriteResult>(user, 'POST', `/api/tests/${id}/publish`),
    draft: (user: TestUser, id: string) => send<TestWriteResult>(user, 'POST', `/api/tests/${id}/draft`),
    duplicate: (user: TestUser, id: string) => send<TestWriteResult>(user, 'POST', `/api/tests/${id}/duplicate`),
    list: (user: TestUser, query = '') => send<TestPage>(user, 'GET', `/api/tests${query}`),
  };
};
export type BuilderApi = ReturnType<typeof builderApi>;

let serial = 0;

/** `n` active bank questions of `author`'s tenant (SAT multiple choice, key B), each with its own stem. */
export const bankQuestions = async (
  app: TestApp,
  author: TestUser,
  n: number,
  over: Partial<QuestionInputRaw> = {},
): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    serial++;
    ids.push(
      (await createQuestion(app, author, { stem: `Builder item ${serial}: what is $${serial} + 2$?`, ...over })).id,
    );
  }
  return ids;
};

/** A one-section, one-module SAT test (type `module`) of these questions, with a title of its own. */
export const moduleTestInput = (
  questionIds: string[],
  over: Partial<TestInputRaw> = {},
  section: Section = 'math',
): TestInputRaw => ({
  title: `Builder test ${Date.now().toString(36)}-${(serial++).toString(36)}`,
  kind: 'sat',
  type: 'module',
  version: 'sat_digital',
  sections: [
    {
      section,
      title: 'Math',
      modules: [{ title: 'Module 1', position: 1, minutes: 20, questionIds }],
    },
  ],
  ...over,
});

/** An adaptive SAT Math section: module 1, then an easier and a harder module 2. */
export const adaptiveTestInput = (
  ids: { module1: string[]; easier: string[]; harder: string[] },
  harderAtOrAbove: number | null,
): TestInputRaw =>
  moduleTestInput([], {
    sections: [
      {
        section: 'math',
        title: 'Math',
        adaptive: true,
        harderAtOrAbove,
        modules: [
          { title: 'Module 1', position: 1, minutes: 20, questionIds: ids.module1 },
          { title: 'Module 2', position: 2, route: 'easier', minutes: 20, questionIds: ids.easier },
          { title: 'Module 2', position: 2, route: 'harder', minutes: 20, questionIds: ids.harder },
        ],
      },
    ],
  });
