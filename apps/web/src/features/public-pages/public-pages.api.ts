import {
  ContactCreated,
  ContactMessagePage,
  ContactMessageView,
  type ContactMessageStatus,
  type ContactRequest,
} from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

/** The public Contact form and the admins' list of its messages (issue 17): the only place these screens call the API. */
export const contactQueries = {
  all: () => [tenantScope(), 'contact-messages'] as const,
  list: (page: number, status: ContactMessageStatus) =>
    queryOptions({
      queryKey: [...contactQueries.all(), { page, status }] as const,
      queryFn: ({ signal }) => apiGet('contact-messages', ContactMessagePage, { signal, query: { page, status } }),
    }),
};

export const contactMutations = {
  send: () =>
    mutationOptions({
      mutationFn: (input: ContactRequest) => apiPost('contact', input, ContactCreated),
      meta: { customErrorHandling: true },
    }),
  markRead: () =>
    mutationOptions({
      mutationFn: ({ id, read }: { id: string; read: boolean }) =>
        apiPatch(`contact-messages/${encodeURIComponent(id)}`, { read }, ContactMessageView),
    }),
};
