import { Ok, ParentLinkCodeRequest, ParentLinkCodeView, ParentLinkList, ParentLinkView } from '@prepwell/contracts';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';
import { sessionQueries } from '../session/session.api.ts';

const seg = (id: string) => encodeURIComponent(id);

/**
 * Parent links with the student's consent (decision 0018): the caller's links (a student's requests and
 * parent, or a parent's requests), one link (the e-mail's page), and a student's links as educators see them.
 */
export const parentLinkQueries = {
  all: () => [tenantScope(), 'parent-links'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...parentLinkQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => apiGet('parent-links', ParentLinkList, { signal, background: true }),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...parentLinkQueries.all(), 'one', id] as const,
      queryFn: ({ signal }) => apiGet(`parent-links/${seg(id)}`, ParentLinkView, { signal, notFound: 'caller' }),
      retry: false,
    }),
  ofStudent: (studentId: string) =>
    queryOptions({
      queryKey: [...parentLinkQueries.all(), 'student', studentId] as const,
      queryFn: ({ signal }) =>
        apiGet(`parent-links/students/${seg(studentId)}`, ParentLinkList, {
          signal,
          background: true,
          notFound: 'caller',
        }),
    }),
};

/** After a change: every link list, and what follows from links (profiles, dashboards, the session's finish_bind). */
export const refreshParentLinks = async (client: QueryClient) => {
  await Promise.all([
    client.invalidateQueries({ queryKey: parentLinkQueries.all() }),
    client.invalidateQueries({ queryKey: [tenantScope(), 'profile'] }),
    client.invalidateQueries({ queryKey: [tenantScope(), 'dashboard'] }),
    client.invalidateQueries({ queryKey: sessionQueries.me().queryKey }),
  ]);
};

export const parentLinkMutations = {
  /** The student accepts a request. */
  accept: () =>
    mutationOptions({ mutationFn: (id: string) => apiPost(`parent-links/${seg(id)}/accept`, {}, ParentLinkView) }),
  /** Decline (pending) or remove (accepted): the student, the parent, or the student's educators. */
  remove: () => mutationOptions({ mutationFn: (id: string) => apiDelete(`parent-links/${seg(id)}`, Ok) }),
  /** A new one-time code for the signed-in student. */
  newCode: () => mutationOptions({ mutationFn: () => apiPost('parent-links/consent-code', {}, ParentLinkCodeView) }),
  /** The parent enters the student's code for their pending request (errors shown on the form). */
  enterCode: (id: string) =>
    mutationOptions({
      meta: { customErrorHandling: true },
      mutationFn: (code: string) =>
        apiPost(`parent-links/${seg(id)}/code`, ParentLinkCodeRequest.parse({ code }), ParentLinkView),
    }),
};
