import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { ExportRequest } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadQuestionsForExport } from '../questions/question-bank.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { buildQtiPackage, imageUrlsOf, type ExportImage } from './formats/qti-export.ts';

/**
 * `POST /api/questions/export`: the selected questions (own or shared, as the caller's tenant sees them)
 * or a label's, as a QTI 3.0 content package with the images their texts show. Nothing found is a 404.
 */
export const exportQuestions = async (
  deps: Pick<Deps, 'db' | 'storage'>,
  options: { tenant: Pick<TenantContext, 'id'>; request: ExportRequest },
): Promise<Buffer> => {
  const questions = await withTenant(deps.db, options.tenant.id, (tx) => loadQuestionsForExport(tx, options.request));
  if (questions.length === 0) throw new AppError('not_found');
  const images: ExportImage[] = [];
  for (const url of imageUrlsOf(questions)) {
    const relative = normalize(decodeURIComponent(url.slice('/uploads/'.length)));
    if (relative.startsWith('..') || relative.startsWith(sep)) continue;
    const data = await readFile(join(deps.storage.root, relative)).catch(() => null);
    if (data) images.push({ url, data });
  }
  return Buffer.from(buildQtiPackage(questions, images));
};
