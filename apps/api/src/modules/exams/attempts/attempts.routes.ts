import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnswerParams,
  SaveAnswerRequest,
  SaveAnswerResponse,
  StartAttemptRequest,
  StartAttemptResponse,
  SubmitModuleResponse,
  UserExamParams,
  UserExamView,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { getAttempt, saveAnswer, startAttempt, submitModule } from './attempts.service.ts';

const tags = ['exams'];

/** Attempts (issue 3): start or resume, read with the server's clock, autosave, submit a module. Own attempts only. */
export const attemptRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/user-exams',
    { config: { access: 'user' }, schema: { tags, body: StartAttemptRequest, response: { 200: StartAttemptResponse } } },
    (req) => startAttempt(deps, { tenant: req.tenant, actor: req.user!, examId: req.body.examId }),
  );
  app.get(
    '/api/user-exams/:userExamId',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: UserExamView } } },
    (req) => getAttempt(deps, { tenant: req.tenant, actor: req.user!, userExamId: req.params.userExamId }),
  );
  app.put(
    '/api/user-exams/:userExamId/answers/:questionId',
    { config: { access: 'user' }, schema: { tags, params: AnswerParams, body: SaveAnswerRequest, response: { 200: SaveAnswerResponse } } },
    (req) =>
      saveAnswer(deps, { tenant: req.tenant, actor: req.user!, userExamId: req.params.userExamId, questionId: req.params.questionId, input: req.body }),
  );
  app.post(
    '/api/user-exams/:userExamId/submit-module',
    { config: { access: 'user' }, schema: { tags, params: UserExamParams, response: { 200: SubmitModuleResponse } } },
    (req) => submitModule(deps, { tenant: req.tenant, actor: req.user!, userExamId: req.params.userExamId }),
  );
};
