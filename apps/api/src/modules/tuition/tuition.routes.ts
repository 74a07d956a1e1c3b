import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TUITION_FILE_MAX_BYTES,
  TuitionBillInput,
  TuitionBillListQuery,
  TuitionBillPage,
  TuitionBillParams,
  TuitionBillUpdate,
  TuitionBillView,
  TuitionLineInput,
  TuitionLineParams,
  TuitionLineUpdate,
  TuitionPaymentInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { originOf } from '../../http/request-context.ts';
import { readMultipart } from '../../lib/multipart.ts';
import {
  addLine,
  attachLineFile,
  billPdf,
  changeBill,
  changeLine,
  createBill,
  findBills,
  findMyBills,
  getBill,
  getMyBill,
  issueBill,
  openLineFile,
  recordPayment,
  removeLine,
  voidBill,
} from './tuition.service.ts';

const tags = ['tuition'];

/**
 * Tuition bills (issue 20, decision 0044): admins write, issue and record payments (`/api/tuition-bills`);
 * the student and their parents read issued bills (`/api/my/tuition-bills`) and pay them with a `tuition`
 * order (`POST /api/orders`). PDFs and line files go to admins and the bill's readers.
 */
export const tuitionRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = { access: ['super_admin', 'company_admin'] } as const;
  const user = { access: 'user' } as const;
  const who = (req: SignedInRequest) => ({ tenant: req.tenant, actor: req.user });
  const bill = { 200: TuitionBillView };

  app.get(
    '/api/tuition-bills',
    { config: admins, schema: { tags, querystring: TuitionBillListQuery, response: { 200: TuitionBillPage } } },
    (req) => findBills(deps, { ...who(req), query: req.query }),
  );
  app.post('/api/tuition-bills', { config: admins, schema: { tags, body: TuitionBillInput, response: bill } }, (req) =>
    createBill(deps, { ...who(req), input: req.body }),
  );
  app.get(
    '/api/tuition-bills/:id',
    { config: admins, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => getBill(deps, { ...who(req), billId: req.params.id }),
  );
  app.patch(
    '/api/tuition-bills/:id',
    { config: admins, schema: { tags, params: TuitionBillParams, body: TuitionBillUpdate, response: bill } },
    (req) => changeBill(deps, { ...who(req), billId: req.params.id, input: req.body }),
  );
  app.post(
    '/api/tuition-bills/:id/lines',
    { config: admins, schema: { tags, params: TuitionBillParams, body: TuitionLineInput, response: bill } },
    (req) => addLine(deps, { ...who(req), billId: req.params.id, input: req.body }),
  );
  app.patch(
    '/api/tuition-bills/:id/lines/:lineId',
    { config: admins, schema: { tags, params: TuitionLineParams, body: TuitionLineUpdate, response: bill } },
    (req) => changeLine(deps, { ...who(req), billId: req.params.id, lineId: req.params.lineId, input: req.body }),
  );
  app.delete(
    '/api/tuition-bills/:id/lines/:lineId',
    { config: admins, schema: { tags, params: TuitionLineParams, response: bill } },
    (req) => removeLine(deps, { ...who(req), billId: req.params.id, lineId: req.params.lineId }),
  );
  app.post(
    '/api/tuition-bills/:id/lines/:lineId/file',
    {
      config: admins,
      schema: { tags, params: TuitionLineParams, consumes: ['multipart/form-data'], response: bill },
    },
    (req) =>
      attachLineFile(deps, {
        ...who(req),
        billId: req.params.id,
        lineId: req.params.lineId,
        read: () => readMultipart(req, { maxFileBytes: TUITION_FILE_MAX_BYTES, file: 'required' }),
      }),
  );
  app.get(
    '/api/tuition-bills/:id/lines/:lineId/file',
    { config: user, schema: { tags, params: TuitionLineParams } },
    async (req, reply) => {
      const file = await openLineFile(deps, { ...who(req), billId: req.params.id, lineId: req.params.lineId });
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
  app.post(
    '/api/tuition-bills/:id/issue',
    { config: admins, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => issueBill(deps, { ...who(req), billId: req.params.id, origin: originOf(deps, req) }),
  );
  app.post(
    '/api/tuition-bills/:id/void',
    { config: admins, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => voidBill(deps, { ...who(req), billId: req.params.id }),
  );
  app.post(
    '/api/tuition-bills/:id/payments',
    { config: admins, schema: { tags, params: TuitionBillParams, body: TuitionPaymentInput, response: bill } },
    (req) => recordPayment(deps, { ...who(req), billId: req.params.id, input: req.body }),
  );
  app.get(
    '/api/tuition-bills/:id/pdf',
    { config: user, schema: { tags, params: TuitionBillParams } },
    async (req, reply) => {
      const { pdf, fileName } = await billPdf(deps, { ...who(req), billId: req.params.id, lang: req.lang });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // The student's and the parents' own bills.
  app.get(
    '/api/my/tuition-bills',
    { config: user, schema: { tags, querystring: TuitionBillListQuery, response: { 200: TuitionBillPage } } },
    (req) => findMyBills(deps, { ...who(req), query: req.query }),
  );
  app.get(
    '/api/my/tuition-bills/:id',
    { config: user, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => getMyBill(deps, { ...who(req), billId: req.params.id }),
  );
};
