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
import { callerOf, sendPrivateFile, tenantAdmins } from '../../http/route-helpers.ts';
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
  const user = { access: 'user' } as const;
  const bill = { 200: TuitionBillView };

  app.get(
    '/api/tuition-bills',
    { config: tenantAdmins, schema: { tags, querystring: TuitionBillListQuery, response: { 200: TuitionBillPage } } },
    (req) => findBills(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/tuition-bills',
    { config: tenantAdmins, schema: { tags, body: TuitionBillInput, response: bill } },
    (req) => createBill(deps, { ...callerOf(req), input: req.body }),
  );
  app.get(
    '/api/tuition-bills/:id',
    { config: tenantAdmins, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => getBill(deps, { ...callerOf(req), billId: req.params.id }),
  );
  app.patch(
    '/api/tuition-bills/:id',
    { config: tenantAdmins, schema: { tags, params: TuitionBillParams, body: TuitionBillUpdate, response: bill } },
    (req) => changeBill(deps, { ...callerOf(req), billId: req.params.id, input: req.body }),
  );
  app.post(
    '/api/tuition-bills/:id/lines',
    { config: tenantAdmins, schema: { tags, params: TuitionBillParams, body: TuitionLineInput, response: bill } },
    (req) => addLine(deps, { ...callerOf(req), billId: req.params.id, input: req.body }),
  );
  app.patch(
    '/api/tuition-bills/:id/lines/:lineId',
    { config: tenantAdmins, schema: { tags, params: TuitionLineParams, body: TuitionLineUpdate, response: bill } },
    (req) => changeLine(deps, { ...callerOf(req), billId: req.params.id, lineId: req.params.lineId, input: req.body }),
  );
  app.delete(
    '/api/tuition-bills/:id/lines/:lineId',
    { config: tenantAdmins, schema: { tags, params: TuitionLineParams, response: bill } },
    (req) => removeLine(deps, { ...callerOf(req), billId: req.params.id, lineId: req.params.lineId }),
  );
  app.post(
    '/api/tuition-bills/:id/lines/:lineId/file',
    {
      config: tenantAdmins,
      schema: { tags, params: TuitionLineParams, consumes: ['multipart/form-data'], response: bill },
    },
    (req) =>
      attachLineFile(deps, {
        ...callerOf(req),
        billId: req.params.id,
        lineId: req.params.lineId,
        read: () => readMultipart(req, { maxFileBytes: TUITION_FILE_MAX_BYTES, file: 'required' }),
      }),
  );
  app.get(
    '/api/tuition-bills/:id/lines/:lineId/file',
    { config: user, schema: { tags, params: TuitionLineParams } },
    async (req, reply) => {
      const file = await openLineFile(deps, { ...callerOf(req), billId: req.params.id, lineId: req.params.lineId });
      return sendPrivateFile(reply, {
        type: file.mime,
        disposition: `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        body: file.stream,
        uploaded: { size: file.size },
      });
    },
  );
  app.post(
    '/api/tuition-bills/:id/issue',
    { config: tenantAdmins, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => issueBill(deps, { ...callerOf(req), billId: req.params.id, origin: originOf(deps, req) }),
  );
  app.post(
    '/api/tuition-bills/:id/void',
    { config: tenantAdmins, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => voidBill(deps, { ...callerOf(req), billId: req.params.id }),
  );
  app.post(
    '/api/tuition-bills/:id/payments',
    { config: tenantAdmins, schema: { tags, params: TuitionBillParams, body: TuitionPaymentInput, response: bill } },
    (req) => recordPayment(deps, { ...callerOf(req), billId: req.params.id, input: req.body }),
  );
  app.get(
    '/api/tuition-bills/:id/pdf',
    { config: user, schema: { tags, params: TuitionBillParams } },
    async (req, reply) => {
      const { pdf, fileName } = await billPdf(deps, { ...callerOf(req), billId: req.params.id, lang: req.lang });
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        disposition: `attachment; filename="${fileName}"`,
        body: pdf,
      });
    },
  );

  // The student's and the parents' own bills.
  app.get(
    '/api/my/tuition-bills',
    { config: user, schema: { tags, querystring: TuitionBillListQuery, response: { 200: TuitionBillPage } } },
    (req) => findMyBills(deps, { ...callerOf(req), query: req.query }),
  );
  app.get(
    '/api/my/tuition-bills/:id',
    { config: user, schema: { tags, params: TuitionBillParams, response: bill } },
    (req) => getMyBill(deps, { ...callerOf(req), billId: req.params.id }),
  );
};
