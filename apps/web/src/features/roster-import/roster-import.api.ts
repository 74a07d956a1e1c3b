import { RosterImportList, RosterImportView, type RosterRunRequest } from '@prepwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost, apiUpload } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { tenantScope } from '../../lib/storage.ts';

/** Roster import (issue 19): the only place its screen calls the API. */
export const rosterImportQueries = {
  all: () => [tenantScope(), 'roster-imports'] as const,
  list: () =>
    queryOptions({
      queryKey: [...rosterImportQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => apiGet('roster-imports', RosterImportList, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...rosterImportQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiGet(`roster-imports/${encodeURIComponent(id)}`, RosterImportView, { signal }),
    }),
};

export const rosterImportMutations = {
  /** POST /api/roster-imports: the file is checked (the dry run) and stored; nothing else is written. */
  upload: () =>
    mutationOptions({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.set('file', file, file.name);
        return apiUpload('roster-imports', form, RosterImportView);
      },
      meta: { customErrorHandling: true },
    }),
  run: (id: string) =>
    mutationOptions({
      mutationFn: (input: RosterRunRequest) =>
        apiPost(`roster-imports/${encodeURIComponent(id)}/run`, input, RosterImportView),
      meta: { customErrorHandling: true },
    }),
};

/** GET /api/roster-imports/template?format=csv|xlsx. */
export const downloadRosterTemplate = async (format: 'csv' | 'xlsx'): Promise<void> =>
  saveBlob(await apiGetBlob('roster-imports/template', { query: { format } }), `roster-template.${format}`);
