import { MailView } from '@prepwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type Parser } from '../../lib/api-client.ts';
import { tenantScope } from '../../lib/storage.ts';

const MailList: Parser<MailView[]> = {
  parse: (data) => {
    if (!Array.isArray(data)) throw new TypeError('Expected a list of mails');
    return data.map((item) => MailView.parse(item));
  },
};

export const devMailboxQueries = {
  list: (to: string) =>
    queryOptions({
      queryKey: [tenantScope(), 'dev-mailbox', to] as const,
      queryFn: ({ signal }) => apiGet('dev/mailbox', MailList, { signal, query: { to }, notFound: 'caller' }),
      staleTime: 5_000,
    }),
};
