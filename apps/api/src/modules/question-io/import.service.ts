import { randomUUID } from 'node:crypto';
import type { ImportJobView, Lang } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { iso } from '../../lib/clock.ts';
import { questionActorOf } from '../questions/questions.policy.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { removeImportFile, saveImportFile } from './import-files.ts';
import { insertImportJob, selectImportJob, type ImportJobRow } from './import-jobs.repository.ts';
import { detectFormat } from './formats/detect.ts';

/** The largest import file taken (multipart): a 5,000-row CSV is about 2 MB, a package with images more. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

interface Caller {
  tenant: Pick<TenantContext, 'id' | 'slug'>;
  user: { id: string; roles: { name: string }[] };
}

/**
 * `POST /api/questions/import`: keeps the file, queues a job and returns its id at once. A file that is
 * empty or of no format we read is refused here (422 `import_file_invalid`); everything else about it is
 * the job's to find and report.
 */
export const startImport = async (
  deps: Pick<Deps, 'db' | 'config'>,
  options: Caller & { lang: Lang; file: { data: Buffer; fileName: string }; dryRun: boolean },
): Promise<{ jobId: string }> => {
  if (options.file.data.length === 0) throw new AppError('import_file_invalid', { details: { field: 'file' } });
  const format = detectFormat(options.file.fileName, options.file.data);
  if (!format) throw new AppError('import_file_invalid', { details: { field: 'file' } });
  const id = randomUUID();
  const filePath = await saveImportFile(deps.config.dataDir, options.tenant.id, id, options.file.data);
  try {
    await withTenant(deps.db, options.tenant.id, (tx) =>
      insertImportJob(tx, {
        id,
        userId: options.user.id,
        dryRun: options.dryRun,
        format,
        fileName: options.file.fileName.slice(0, 255),
        filePath,
        shared: questionActorOf(options.tenant, options.user).writesShared,
        lang: options.lang,
      }),
    );
  } catch (error) {
    await removeImportFile(deps.config.dataDir, filePath);
    throw error;
  }
  return { jobId: id };
};

export const presentImportJob = (row: ImportJobRow): ImportJobView => ({
  id: row.id,
  status: row.status,
  dryRun: row.dryRun,
  format: row.format,
  fileName: row.fileName,
  total: row.total,
  imported: row.imported,
  updated: row.updated,
  errors: row.errors,
  createdAt: iso(row.createdAt)!,
  finishedAt: iso(row.finishedAt),
});

/**
 * `GET /api/imports/:jobId`: a job of the caller's tenant, read by any educator of it (a colleague may
 * follow an import started by another); another tenant's job is not found (row-level security).
 */
export const getImportJob = async (deps: Pick<Deps, 'db'>, options: Caller & { id: string }): Promise<ImportJobView> =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    const row = await selectImportJob(tx, options.id);
    if (!row) throw new AppError('not_found');
    return presentImportJob(row);
  });
