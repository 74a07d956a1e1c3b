import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParams,
  LabelInput,
  LabelList,
  LabelPatch,
  LabelView,
  Ok,
  PassageInput,
  PassageListQuery,
  PassagePage,
  PassageView,
  QuestionInput,
  QuestionListQuery,
  QuestionPage,
  QuestionPreview,
  QuestionStats,
  QuestionView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import { createLabel, deleteLabel, findLabels, updateLabel } from './labels.service.ts';
import { createPassage, deletePassage, findPassages, updatePassage } from './passages.service.ts';
import {
  createQuestion,
  deleteQuestion,
  duplicateQuestion,
  findQuestions,
  getQuestion,
  getQuestionStats,
  previewQuestion,
  updateQuestion,
} from './questions.service.ts';

/**
 * Issue 13: the question bank (questions, labels, passages, statistics). Educators (teachers and
 * organization admins) and super admins; students and parents are 403. Who may change a row (the shared
 * catalogue is read-only but to a super admin on main) is questions.policy.ts.
 */
const access = ['teacher', 'super_admin'] as const;
const tags = ['questions'];

export const questionRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/questions',
    { config: { access }, schema: { tags, querystring: QuestionListQuery, response: { 200: QuestionPage } } },
    (req) => findQuestions(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/questions',
    { config: { access }, schema: { tags, body: QuestionInput, response: { 200: QuestionView } } },
    (req) => createQuestion(deps, { ...callerOf(req), input: req.body }),
  );
  app.post(
    '/api/questions/preview',
    { config: { access }, schema: { tags, body: QuestionInput, response: { 200: QuestionPreview } } },
    (req) => previewQuestion(deps, { ...callerOf(req), input: req.body }),
  );
  app.get(
    '/api/questions/:id',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: QuestionView } } },
    (req) => getQuestion(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.patch(
    '/api/questions/:id',
    { config: { access }, schema: { tags, params: IdParams, body: QuestionInput, response: { 200: QuestionView } } },
    (req) => updateQuestion(deps, { ...callerOf(req), id: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/questions/:id',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteQuestion(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.post(
    '/api/questions/:id/duplicate',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: QuestionView } } },
    (req) => duplicateQuestion(deps, { ...callerOf(req), id: req.params.id }),
  );
  app.get(
    '/api/questions/:id/stats',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: QuestionStats } } },
    (req) => getQuestionStats(deps, { ...callerOf(req), id: req.params.id }),
  );

  // Labels
  app.get('/api/labels', { config: { access }, schema: { tags, response: { 200: LabelList } } }, (req) =>
    findLabels(deps, callerOf(req)),
  );
  app.post(
    '/api/labels',
    { config: { access }, schema: { tags, body: LabelInput, response: { 200: LabelView } } },
    (req) => createLabel(deps, { ...callerOf(req), name: req.body.name }),
  );
  app.patch(
    '/api/labels/:id',
    { config: { access }, schema: { tags, params: IdParams, body: LabelPatch, response: { 200: LabelView } } },
    (req) => updateLabel(deps, { ...callerOf(req), id: req.params.id, patch: req.body }),
  );
  app.delete(
    '/api/labels/:id',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteLabel(deps, { ...callerOf(req), id: req.params.id }),
  );

  // Passages
  app.get(
    '/api/passages',
    { config: { access }, schema: { tags, querystring: PassageListQuery, response: { 200: PassagePage } } },
    (req) => findPassages(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/passages',
    { config: { access }, schema: { tags, body: PassageInput, response: { 200: PassageView } } },
    (req) => createPassage(deps, { ...callerOf(req), input: req.body }),
  );
  app.patch(
    '/api/passages/:id',
    { config: { access }, schema: { tags, params: IdParams, body: PassageInput, response: { 200: PassageView } } },
    (req) => updatePassage(deps, { ...callerOf(req), id: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/passages/:id',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deletePassage(deps, { ...callerOf(req), id: req.params.id }),
  );
};
