import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnswerParams,
  AttemptWriteRequest,
  CheckAnswerResponse,
  Ok,
  RecordingResponse,
  SaveAnswerRequest,
  SaveAnswerResponse,
  StartAttemptRequest,
  StartAttemptResponse,
  SubmitModuleRequest,
  SubmitModuleResponse,
  UserExamParams,
  UserExamView,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { checkAnswer, saveAnswer } from './answers.service.ts';
import { restartAttempt, startAttempt } from './attempt-start.service.ts';
import { submitModule } from './attempt-submit.service.ts';
import {
  getAttempt,
  heartbeatAttempt,
  leaveAttempt,
  openAttempt,
  pauseAttempt,
  resumeAttempt,
  startModule,
} from './attempts.service.ts';
import { readRecordingUpload } from './read-recording.ts';
import { uploadRecording } from './recordings.service.ts';
import { callerOf } from '../../../http/route-helpers.ts';

const tags = ['exams'];
const access = 'user' as const;

/**
 * Attempts (issue 3, decisions 0007 and 0008): start, resume and restart; sessions (open, leave, heartbeat); the
 * module clock (start-module, submit-module, practice pause/resume); autosave, practice check and spoken
 * recordings. Own attempts only: anyone else's is 404.
 */
export const attemptRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/api/user-exams/:userExamId';
  // Fastify validates a missing body as null; the writes' bodies are all optional, so a bare POST (curl -X POST) sends {}.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined && req.method !== 'GET' && !req.isMultipart()) req.body = {};
  });

  app.post(
    '/api/user-exams',
    { config: { access }, schema: { tags, body: StartAttemptRequest, response: { 200: StartAttemptResponse } } },
    (req) => startAttempt(deps, { ...callerOf(req), examId: req.body.examId }),
  );
  app.get(
    base,
    { config: { access }, schema: { tags, params: UserExamParams, response: { 200: UserExamView } } },
    (req) => getAttempt(deps, { ...callerOf(req), userExamId: req.params.userExamId }),
  );
  app.post(
    `${base}/open`,
    {
      config: { access },
      schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: UserExamView } },
    },
    (req) =>
      openAttempt(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.post(
    `${base}/leave`,
    { config: { access }, schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: Ok } } },
    (req) =>
      leaveAttempt(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.post(
    `${base}/heartbeat`,
    { config: { access }, schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: Ok } } },
    (req) =>
      heartbeatAttempt(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.post(
    `${base}/start-module`,
    {
      config: { access },
      schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: UserExamView } },
    },
    (req) =>
      startModule(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.put(
    `${base}/answers/:questionId`,
    {
      config: { access },
      schema: { tags, params: AnswerParams, body: SaveAnswerRequest, response: { 200: SaveAnswerResponse } },
    },
    (req) =>
      saveAnswer(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        questionId: req.params.questionId,
        input: req.body,
      }),
  );
  app.post(
    `${base}/submit-module`,
    {
      config: { access },
      schema: { tags, params: UserExamParams, body: SubmitModuleRequest, response: { 200: SubmitModuleResponse } },
    },
    (req) => submitModule(deps, { ...callerOf(req), userExamId: req.params.userExamId, input: req.body }),
  );
  app.post(
    `${base}/restart`,
    {
      config: { access },
      schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: StartAttemptResponse } },
    },
    (req) =>
      restartAttempt(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.post(
    `${base}/pause`,
    {
      config: { access },
      schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: UserExamView } },
    },
    (req) =>
      pauseAttempt(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.post(
    `${base}/resume`,
    {
      config: { access },
      schema: { tags, params: UserExamParams, body: AttemptWriteRequest, response: { 200: UserExamView } },
    },
    (req) =>
      resumeAttempt(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        epoch: req.body.epoch,
      }),
  );
  app.post(
    `${base}/check/:questionId`,
    {
      config: { access },
      schema: { tags, params: AnswerParams, body: AttemptWriteRequest, response: { 200: CheckAnswerResponse } },
    },
    (req) =>
      checkAnswer(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        questionId: req.params.questionId,
        epoch: req.body.epoch,
      }),
  );
  // Multipart: the file field `file`, and an optional `epoch` field before it.
  app.post(
    `${base}/recordings/:questionId`,
    {
      config: { access },
      schema: { tags, consumes: ['multipart/form-data'], params: AnswerParams, response: { 200: RecordingResponse } },
    },
    (req) =>
      uploadRecording(deps, {
        tenant: req.tenant,
        actor: req.user,
        userExamId: req.params.userExamId,
        questionId: req.params.questionId,
        read: () => readRecordingUpload(req),
      }),
  );
};
