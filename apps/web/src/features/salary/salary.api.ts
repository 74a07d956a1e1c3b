import {
  GenerateSalaryBillsResult,
  SalaryBillDetail,
  SalaryBillList,
  SsnRevealed,
  TeacherBillingView,
  type PaySalaryBill,
  type SalaryAdjustmentInput,
  type SalaryBillStatus,
  type TeacherBillingInput,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

export interface SalaryFilters {
  period: string;
  status: SalaryBillStatus | '';
}

const bill = (id: string) => `salary-bills/${encodeURIComponent(id)}`;

/** Salary bills and billing details (issue 20): the only place these screens call the API. */
export const salaryQueries = {
  all: () => [tenantScope(), 'salary'] as const,
  list: (f: SalaryFilters) =>
    queryOptions({
      queryKey: [...salaryQueries.all(), 'list', f] as const,
      queryFn: ({ signal }) =>
        apiGet('salary-bills', SalaryBillList, {
          signal,
          query: { ...(f.period ? { period: f.period } : {}), ...(f.status ? { status: f.status } : {}) },
        }),
    }),
  mine: () =>
    queryOptions({
      queryKey: [...salaryQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => apiGet('salary-bills/mine', SalaryBillList, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...salaryQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(bill(id), SalaryBillDetail, { signal }),
    }),
  ownBilling: () =>
    queryOptions({
      queryKey: [...salaryQueries.all(), 'billing', 'own'] as const,
      queryFn: ({ signal }) => apiGet('teacher-billing', TeacherBillingView, { signal }),
    }),
  teacherBilling: (teacherId: string) =>
    queryOptions({
      queryKey: [...salaryQueries.all(), 'billing', teacherId] as const,
      queryFn: ({ signal }) =>
        apiGet(`teachers/${encodeURIComponent(teacherId)}/billing`, TeacherBillingView, { signal }),
    }),
};

export const salaryMutations = {
  generate: () =>
    mutationOptions({
      mutationFn: (period: string) => apiPost('salary-bills/generate', { period }, GenerateSalaryBillsResult),
    }),
  action: (id: string) =>
    mutationOptions({
      mutationFn: (action: 'recompute' | 'approve') => apiPost(`${bill(id)}/${action}`, {}, SalaryBillDetail),
    }),
  pay: (id: string) =>
    mutationOptions({
      mutationFn: (input: PaySalaryBill) => apiPost(`${bill(id)}/pay`, input, SalaryBillDetail),
    }),
  addAdjustment: (id: string) =>
    mutationOptions({
      mutationFn: (input: SalaryAdjustmentInput) => apiPost(`${bill(id)}/adjustments`, input, SalaryBillDetail),
      meta: { customErrorHandling: true },
    }),
  removeAdjustment: (id: string) =>
    mutationOptions({
      mutationFn: (adjustmentId: string) =>
        apiDelete(`${bill(id)}/adjustments/${encodeURIComponent(adjustmentId)}`, SalaryBillDetail),
    }),
  saveOwnBilling: () =>
    mutationOptions({
      mutationFn: (input: TeacherBillingInput) => apiPut('teacher-billing', input, TeacherBillingView),
      meta: { customErrorHandling: true },
    }),
  revealSsn: (teacherId: string) =>
    mutationOptions({
      mutationFn: () => apiPost(`teachers/${encodeURIComponent(teacherId)}/billing/reveal-ssn`, {}, SsnRevealed),
    }),
};
