import {
  OrderView,
  TuitionBillPage,
  TuitionBillView,
  type TuitionBillInput,
  type TuitionBillStatus,
  type TuitionLineInput,
  type TuitionPaymentInput,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetBlob, apiPost, apiUpload } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

export interface TuitionFilters {
  status: TuitionBillStatus | '';
  period: string;
  q: string;
}

const bill = (id: string) => `tuition-bills/${encodeURIComponent(id)}`;

/** Tuition bills (issue 20): the only place these screens call the API. */
export const tuitionQueries = {
  all: () => [tenantScope(), 'tuition'] as const,
  list: (f: TuitionFilters) =>
    queryOptions({
      queryKey: [...tuitionQueries.all(), 'list', f] as const,
      queryFn: ({ signal }) =>
        apiGet('tuition-bills', TuitionBillPage, {
          signal,
          query: {
            ...(f.status ? { status: f.status } : {}),
            ...(f.period ? { period: f.period } : {}),
            ...(f.q ? { q: f.q } : {}),
            per_page: 100,
          },
        }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tuitionQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(bill(id), TuitionBillView, { signal }),
    }),
  mine: () =>
    queryOptions({
      queryKey: [...tuitionQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => apiGet('my/tuition-bills', TuitionBillPage, { signal, query: { per_page: 100 } }),
    }),
  myDetail: (id: string) =>
    queryOptions({
      queryKey: [...tuitionQueries.all(), 'mine', id] as const,
      queryFn: ({ signal }) => apiGet(`my/${bill(id)}`, TuitionBillView, { signal }),
    }),
};

export const tuitionMutations = {
  create: () =>
    mutationOptions({ mutationFn: (input: TuitionBillInput) => apiPost('tuition-bills', input, TuitionBillView) }),
  addLine: (id: string) =>
    mutationOptions({
      mutationFn: (input: TuitionLineInput) => apiPost(`${bill(id)}/lines`, input, TuitionBillView),
    }),
  removeLine: (id: string) =>
    mutationOptions({
      mutationFn: (lineId: string) => apiDelete(`${bill(id)}/lines/${encodeURIComponent(lineId)}`, TuitionBillView),
    }),
  attach: (id: string) =>
    mutationOptions({
      mutationFn: ({ lineId, file }: { lineId: string; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return apiUpload(`${bill(id)}/lines/${encodeURIComponent(lineId)}/file`, form, TuitionBillView);
      },
    }),
  issue: (id: string) => mutationOptions({ mutationFn: () => apiPost(`${bill(id)}/issue`, {}, TuitionBillView) }),
  void: (id: string) => mutationOptions({ mutationFn: () => apiPost(`${bill(id)}/void`, {}, TuitionBillView) }),
  recordPayment: (id: string) =>
    mutationOptions({
      mutationFn: (input: TuitionPaymentInput) => apiPost(`${bill(id)}/payments`, input, TuitionBillView),
    }),
  /** A `tuition` order for what is still owed (one Idempotency-Key per click). */
  order: (id: string) =>
    mutationOptions({
      mutationFn: (method: 'card' | 'atm' | 'cvs') =>
        apiPost('orders', { kind: 'tuition', tuition_bill_id: id, method }, OrderView, {
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
    }),
  sandbox: () =>
    mutationOptions({
      mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'paid' | 'failed' }) =>
        apiPost(`payments/sandbox/${encodeURIComponent(orderId)}`, { outcome }, OrderView),
    }),
};

/** Downloads a file that needs the bearer token (the PDF, a line's file) under its name. */
export const downloadFile = async (path: string, fileName: string) => {
  const blob = await apiGetBlob(path.replace(/^\/api\//, ''));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
