import type { ErrorBody, QuestionInput, QuestionInputRaw, QuestionView } from '@prepwell/contracts';
import { call, type TestApp, type TestUser } from './helpers.ts';

/** The question bank's API as a client calls it (questions*.test.ts, cross-tenant walker's objects). */
type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;

export const bankApi = (app: TestApp) => {
  const send = <T>(user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call<Body<T>>(app, {
      method,
      url,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  return { send };
};

/** A valid SAT math multiple-choice question; key B. */
export const mcqInput = (over: Partial<QuestionInputRaw> = {}): QuestionInputRaw => ({
  kind: 'sat',
  section: 'math',
  type: 'multiple_choice',
  stem: 'What is $2 + 2$?',
  choices: [
    { id: 'A', text: '3' },
    { id: 'B', text: '4' },
    { id: 'C', text: '5' },
    { id: 'D', text: '22' },
  ],
  answerKey: { kind: 'choice', correct: ['B'] },
  explanation: 'Two and two make four.',
  ...over,
});

export const createQuestion = async (app: TestApp, user: TestUser, over: Partial<QuestionInputRaw> = {}) => {
  const res = await bankApi(app).send<QuestionView>(user, 'POST', '/api/questions', mcqInput(over));
  if (res.status !== 200) throw new Error(`create question: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** A label, a passage and a question using both, made through the API by `author` (cross-tenant walker). */
export const createBankObjects = async (app: TestApp, author: TestUser) => {
  const { send } = bankApi(app);
  const label = await send<{ id: string }>(author, 'POST', '/api/labels', { name: `Label ${Date.now()}` });
  const passage = await send<{ id: string }>(author, 'POST', '/api/passages', {
    title: 'A passage',
    body: `A passage of tenant ${author.tenant.slug}.`,
  });
  if (label.status !== 200 || passage.status !== 200) throw new Error('bank objects: label or passage refused');
  const question = await createQuestion(app, author, {
    section: 'english',
    labelIds: [label.body.id],
    passageId: passage.body.id,
  });
  return { authorId: author.id, labelId: label.body.id, passageId: passage.body.id, questionId: question.id };
};

/** The fields of a view that the bank's form (PATCH) sends back. */
export const inputOfView = (v: QuestionView): QuestionInput => ({
  kind: v.kind,
  section: v.section,
  subject: v.subject,
  source: v.source,
  sourceId: v.sourceId,
  type: v.type,
  task: v.task,
  stem: v.stem,
  choices: v.choices,
  answerKey: v.answerKey,
  sampleAnswer: v.sampleAnswer,
  explanation: v.explanation,
  labelIds: v.labels.map((l) => l.id),
  difficulty: v.difficulty,
  irt: v.irt,
  passageId: v.passage?.id ?? null,
  media: v.media,
  solution: v.solution,
});
