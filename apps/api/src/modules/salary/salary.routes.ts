import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BillingTeacherParams,
  GenerateSalaryBills,
  GenerateSalaryBillsResult,
  PaySalaryBill,
  SalaryAdjustmentInput,
  SalaryAdjustmentParams,
  SalaryBillDetail,
  SalaryBillList,
  SalaryBillListQuery,
  SalaryBillParams,
  SsnRevealed,
  TeacherBillingInput,
  TeacherBillingView,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, tenantAdmins } from '../../http/route-helpers.ts';
import {
  addSalaryAdjustment,
  approveSalaryBill,
  findMySalaryBills,
  findSalaryBills,
  generateSalaryBills,
  getSalaryBill,
  paySalaryBill,
  recomputeSalaryBill,
  removeSalaryAdjustment,
} from './salary-bills.service.ts';
import { getOwnBilling, getTeacherBilling, revealTeacherSsn, saveOwnBilling } from './teacher-billing.service.ts';

const tags = ['salary'];

/**
 * Salary bills and teachers' billing details (issue 20, decision 0045). Admins (company admins, super
 * admins) manage every bill and reveal SSNs (anyone else 403); a teacher reads their own bills (another's
 * is a 404) and edits their own billing details.
 */
export const salaryRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = { access: ['teacher', 'super_admin', 'company_admin'] } as const;
  const teachers = { access: 'teacher' } as const;

  app.get(
    '/api/salary-bills',
    { config: tenantAdmins, schema: { tags, querystring: SalaryBillListQuery, response: { 200: SalaryBillList } } },
    (req) => findSalaryBills(deps, { ...callerOf(req), query: req.query }),
  );
  app.get('/api/salary-bills/mine', { config: teachers, schema: { tags, response: { 200: SalaryBillList } } }, (req) =>
    findMySalaryBills(deps, callerOf(req)),
  );
  app.post(
    '/api/salary-bills/generate',
    { config: tenantAdmins, schema: { tags, body: GenerateSalaryBills, response: { 200: GenerateSalaryBillsResult } } },
    (req) => generateSalaryBills(deps, { ...callerOf(req), period: req.body.period }),
  );
  app.get(
    '/api/salary-bills/:id',
    { config: readers, schema: { tags, params: SalaryBillParams, response: { 200: SalaryBillDetail } } },
    (req) => getSalaryBill(deps, { ...callerOf(req), billId: req.params.id }),
  );
  app.post(
    '/api/salary-bills/:id/recompute',
    { config: tenantAdmins, schema: { tags, params: SalaryBillParams, response: { 200: SalaryBillDetail } } },
    (req) => recomputeSalaryBill(deps, { ...callerOf(req), billId: req.params.id }),
  );
  app.post(
    '/api/salary-bills/:id/adjustments',
    {
      config: tenantAdmins,
      schema: { tags, params: SalaryBillParams, body: SalaryAdjustmentInput, response: { 200: SalaryBillDetail } },
    },
    (req) => addSalaryAdjustment(deps, { ...callerOf(req), billId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/salary-bills/:id/adjustments/:adjustmentId',
    { config: tenantAdmins, schema: { tags, params: SalaryAdjustmentParams, response: { 200: SalaryBillDetail } } },
    (req) =>
      removeSalaryAdjustment(deps, { ...callerOf(req), billId: req.params.id, adjustmentId: req.params.adjustmentId }),
  );
  app.post(
    '/api/salary-bills/:id/approve',
    { config: tenantAdmins, schema: { tags, params: SalaryBillParams, response: { 200: SalaryBillDetail } } },
    (req) => approveSalaryBill(deps, { ...callerOf(req), billId: req.params.id }),
  );
  app.post(
    '/api/salary-bills/:id/pay',
    {
      config: tenantAdmins,
      schema: { tags, params: SalaryBillParams, body: PaySalaryBill, response: { 200: SalaryBillDetail } },
    },
    (req) => paySalaryBill(deps, { ...callerOf(req), billId: req.params.id, input: req.body }),
  );

  // Billing details
  app.get(
    '/api/teacher-billing',
    { config: teachers, schema: { tags, response: { 200: TeacherBillingView } } },
    (req) => getOwnBilling(deps, callerOf(req)),
  );
  app.put(
    '/api/teacher-billing',
    { config: teachers, schema: { tags, body: TeacherBillingInput, response: { 200: TeacherBillingView } } },
    (req) => saveOwnBilling(deps, { ...callerOf(req), input: req.body }),
  );
  app.get(
    '/api/teachers/:id/billing',
    { config: tenantAdmins, schema: { tags, params: BillingTeacherParams, response: { 200: TeacherBillingView } } },
    (req) => getTeacherBilling(deps, { ...callerOf(req), teacherId: req.params.id }),
  );
  app.post(
    '/api/teachers/:id/billing/reveal-ssn',
    { config: tenantAdmins, schema: { tags, params: BillingTeacherParams, response: { 200: SsnRevealed } } },
    (req) => revealTeacherSsn(deps, { ...callerOf(req), teacherId: req.params.id }),
  );
};
