import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * An import's file waits under DATA_DIR/private/imports (never served) from the upload until its job
 * ends, so the job survives a restart of the process that accepted it. Paths in the job row are relative
 * to that folder.
 */
const rootOf = (dataDir: string) => resolve(dataDir, 'private', 'imports');

export const saveImportFile = async (dataDir: string, tenantId: string, jobId: string, data: Buffer) => {
  const relative = join(tenantId, jobId);
  const target = join(rootOf(dataDir), relative);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, data);
  return relative;
};

export const importFilePath = (dataDir: string, relative: string) => join(rootOf(dataDir), relative);

export const readImportFile = (dataDir: string, relative: string) => readFile(importFilePath(dataDir, relative));

export const importFileExists = async (dataDir: string, relative: string) =>
  (await stat(importFilePath(dataDir, relative)).catch(() => null))?.isFile() ?? false;

export const removeImportFile = async (dataDir: string, relative: string) => {
  await unlink(importFilePath(dataDir, relative)).catch(() => undefined);
};
