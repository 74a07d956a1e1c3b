import { IMAGE_MAX_BYTES, isLang, type ImportFormat, type ImportProblem } from '@prepwell/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_TYPES } from '../../lib/storage.ts';
import { deleteImage, storeImage } from '../profile/images.service.ts';
import { saveQuestionBatch } from '../questions/question-bank.service.ts';
import { getTenantById } from '../tenants/tenants.service.ts';
import { importFilePath, readImportFile } from './import-files.ts';
import { validateCandidate, type ParsedEntry, type ValidCandidate } from './import-item.ts';
import {
  fileProblem,
  ImportFileError,
  isSkip,
  localizeProblem,
  MAX_PROBLEMS,
  type RawProblem,
} from './import-problems.ts';
import type { ImportJobRow } from './import-jobs.repository.ts';
import { readGift } from './formats/gift.ts';
import { readMoodleXml } from './formats/moodle.ts';
import { readQtiItem } from './formats/qti-item.ts';
import { readQtiPackage } from './formats/qti-package.ts';
import { isZip } from './formats/safe-zip.ts';
import { parseXml } from './formats/safe-xml.ts';
import { readCsvEntries, readXlsxEntries } from './formats/sheet.ts';

/**
 * One import job from its file to its end (decision 0025). Pass 1 reads the file and validates every
 * question as the form would (schema, rules, labels, passage, images by content), collecting every
 * problem; CSV is read as a stream, so memory does not grow with the file. A dry run, or any problem,
 * ends there with nothing stored. Pass 2 reads the file again and saves every question in ONE
 * transaction of the tenant (saveQuestionBatch: labels by name, passages by text, a known source id
 * updates): any failure rolls all of it back. Package images are stored as uploads (checked by content)
 * just before that transaction and removed again if it fails.
 */
export interface ImportOutcome {
  status: 'completed' | 'failed';
  total: number;
  imported: number;
  updated: number;
  errors: ImportProblem[];
}

interface Source {
  entries: () => AsyncIterable<ParsedEntry> | Promise<AsyncIterable<ParsedEntry>>;
  files: Map<string, Uint8Array>;
}

async function* fromArray(entries: ParsedEntry[]) {
  yield* entries;
}

const utf8 = (data: Buffer) => new TextDecoder('utf-8').decode(data);

/** The file as a source of entries (read twice: once to validate, once to save). */
const openSource = async (deps: Pick<Deps, 'config'>, format: ImportFormat, filePath: string): Promise<Source> => {
  const empty = new Map<string, Uint8Array>();
  switch (format) {
    case 'csv':
      return { entries: () => readCsvEntries(importFilePath(deps.config.dataDir, filePath)), files: empty };
    case 'xlsx': {
      const data = await readImportFile(deps.config.dataDir, filePath);
      return { entries: () => readXlsxEntries(data), files: empty };
    }
    case 'qti': {
      const data = await readImportFile(deps.config.dataDir, filePath);
      if (isZip(data)) {
        const pkg = readQtiPackage(data);
        return { entries: () => fromArray(pkg.entries), files: pkg.files };
      }
      const entry = readQtiItem(parseXml(utf8(data)), { name: 'item', baseDir: null });
      return { entries: () => fromArray([entry]), files: empty };
    }
    case 'moodle_xml': {
      const parsed = readMoodleXml(utf8(await readImportFile(deps.config.dataDir, filePath)));
      return { entries: () => fromArray(parsed.entries), files: parsed.files };
    }
    case 'gift': {
      const entries = readGift(utf8(await readImportFile(deps.config.dataDir, filePath)));
      return { entries: () => fromArray(entries), files: empty };
    }
  }
};

/** Checks a package image by content: a PNG, JPEG, GIF or WebP of at most IMAGE_MAX_BYTES. */
const checkImage = async (data: Uint8Array | undefined) => {
  if (!data) return 'image_missing' as const;
  if (data.length > IMAGE_MAX_BYTES) return 'image_invalid' as const;
  const type = await fileTypeFromBuffer(data);
  return type && (IMAGE_TYPES as readonly string[]).includes(type.mime) ? null : ('image_invalid' as const);
};

interface Progress {
  total: (n: number) => Promise<void>;
  imported: (n: number) => Promise<void>;
}

/** Pass 1: every entry validated; returns the count and the problems (the first MAX_PROBLEMS). */
const validateAll = async (source: Source, progress: Progress) => {
  const problems: RawProblem[] = [];
  const skipped: RawProblem[] = [];
  const add = (p: RawProblem[]) => {
    for (const x of p) if (problems.length < MAX_PROBLEMS) problems.push(x);
  };
  const seenSourceIds = new Set<string>();
  const imageChecks = new Map<string, Promise<'image_missing' | 'image_invalid' | null>>();
  let total = 0;
  for await (const entry of await source.entries()) {
    total++;
    if (!('candidate' in entry)) {
      if (isSkip(entry.problems)) skipped.push(...entry.problems.slice(0, Math.max(0, MAX_PROBLEMS - skipped.length)));
      else add(entry.problems);
      continue;
    }
    const c = entry.candidate;
    const result = validateCandidate(c);
    add(result.problems);
    const sourceId = typeof c.input.sourceId === 'string' ? c.input.sourceId.trim() : '';
    if (sourceId !== '') {
      if (seenSourceIds.has(sourceId))
        add([
          {
            row: c.row,
            item: c.item,
            field: 'sourceId',
            code: 'duplicate_source_id',
            vars: { id: sourceId.slice(0, 200) },
          },
        ]);
      seenSourceIds.add(sourceId);
    }
    for (const path of c.images) {
      if (!imageChecks.has(path)) imageChecks.set(path, checkImage(source.files.get(path)));
      const bad = await imageChecks.get(path);
      if (bad) add([{ row: c.row, item: c.item, field: 'stem', code: bad, vars: { path: path.slice(0, 200) } }]);
    }
    if (total % 500 === 0) await progress.total(total);
  }
  if (total === 0) throw new ImportFileError('empty_file');
  await progress.total(total);
  return { total, problems, skipped };
};

const rewriteImages = (text: string, urls: Map<string, string>) =>
  text.replace(/pkg:([^"'\s>]+)/g, (whole, path: string) => urls.get(path) ?? whole);

const withImageUrls = (valid: ValidCandidate, urls: Map<string, string>): ValidCandidate => {
  if (valid.source.images.length === 0) return valid;
  const r = (t: string) => rewriteImages(t, urls);
  return {
    ...valid,
    input: {
      ...valid.input,
      stem: r(valid.input.stem),
      explanation: r(valid.input.explanation),
      sampleAnswer: r(valid.input.sampleAnswer),
      choices: valid.input.choices.map((c) => ({ ...c, text: r(c.text) })),
    },
    passage: valid.passage ? { ...valid.passage, body: r(valid.passage.body) } : null,
  };
};

/** Questions per saveQuestionBatch call (labels found once per batch); progress is written after each. */
const SAVE_BATCH = 100;

/** Runs a claimed job to its outcome (never throws for a problem of the file; rethrows a failure of ours). */
export const runImport = async (deps: Deps, job: ImportJobRow, progress: Progress): Promise<ImportOutcome> => {
  const lang = isLang(job.lang) ? job.lang : 'en';
  const localize = (problems: RawProblem[]) => problems.map((p) => localizeProblem(lang, p));
  const failed = (total: number, problems: RawProblem[]): ImportOutcome => ({
    status: 'failed',
    total,
    imported: 0,
    updated: 0,
    errors: localize(problems),
  });
  if (!job.format || !job.filePath)
    return failed(0, [{ row: null, item: null, field: 'file', code: 'unknown_format' }]);
  if (!job.userId) return failed(0, [{ row: null, item: null, field: 'file', code: 'interrupted' }]);
  const userId = job.userId;

  let source: Source;
  let checked: { total: number; problems: RawProblem[]; skipped: RawProblem[] };
  try {
    source = await openSource(deps, job.format, job.filePath);
    checked = await validateAll(source, progress);
  } catch (error) {
    if (error instanceof ImportFileError) return failed(0, [fileProblem(error)]);
    throw error;
  }
  if (checked.problems.length > 0) return failed(checked.total, [...checked.problems, ...checked.skipped]);
  const skipped = localize(checked.skipped);
  if (job.dryRun) return { status: 'completed', total: checked.total, imported: 0, updated: 0, errors: skipped };

  // Images first (each upload its own short transaction), then every question in one transaction.
  const urls = new Map<string, string>();
  const uploads: string[] = [];
  const paths = new Set<string>();
  for await (const entry of await source.entries())
    if ('candidate' in entry) for (const p of entry.candidate.images) paths.add(p);
  const removeUploads = async () => {
    if (uploads.length === 0) return;
    const tenant = await getTenantById(deps.db, job.tenantId);
    for (const id of uploads)
      await deleteImage(deps, { actor: { id: userId, roles: [] }, tenant, id }).catch(() => undefined);
  };
  try {
    for (const path of paths) {
      const { upload } = await storeImage(
        deps,
        { tenantId: job.tenantId, ownerId: userId, kind: 'image', data: Buffer.from(source.files.get(path)!) },
        async () => null,
      );
      uploads.push(upload.id);
      urls.set(path, deps.storage.url(upload.path));
    }
  } catch (error) {
    await removeUploads();
    if (error instanceof AppError)
      return failed(checked.total, [
        { row: null, item: null, field: 'file', code: 'image_invalid', vars: { path: '' } },
      ]);
    throw error;
  }

  let saved = 0;
  let updated = 0;
  try {
    await withTenant(deps.db, job.tenantId, async (tx) => {
      let batch: ValidCandidate[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const items = batch;
        batch = [];
        try {
          const out = await saveQuestionBatch(
            tx,
            { actorId: userId, shared: job.shared },
            items.map((v) => ({ input: v.input, labelNames: v.labelNames, passage: v.passage })),
          );
          updated += out.updated;
        } catch (error) {
          // Every item passed the same rules in pass 1, so this is rare (a source id naming a question the
          // caller may not change): the batch is named by its first and last position.
          if (!(error instanceof AppError)) throw error;
          const first = items[0]!.source;
          const last = items.at(-1)!.source;
          const where = {
            row: first.row,
            item: first.item === last.item ? first.item : `${first.item ?? ''}…${last.item ?? ''}`,
          };
          const fields = [...(error.options.fieldMessages ?? []), ...(error.options.fields ?? [])];
          throw new SaveProblem(
            fields.length > 0
              ? fields.map((f) => ({ ...where, field: f.path, code: String(f.key).split('.').pop()! }))
              : [{ ...where, field: 'question', code: 'save_failed', vars: { reason: error.code } }],
          );
        }
        saved += items.length;
        await progress.imported(saved);
      };
      for await (const entry of await source.entries()) {
        if (!('candidate' in entry)) {
          if (isSkip(entry.problems)) continue;
          throw new ImportFileError('file_unreadable');
        }
        const result = validateCandidate(entry.candidate);
        if (!result.valid) throw new SaveProblem(result.problems);
        batch.push(withImageUrls(result.valid, urls));
        if (batch.length >= SAVE_BATCH) await flush();
      }
      await flush();
    });
  } catch (error) {
    await removeUploads();
    if (error instanceof SaveProblem) return failed(checked.total, error.problems);
    if (error instanceof ImportFileError) return failed(checked.total, [fileProblem(error)]);
    throw error;
  }
  return { status: 'completed', total: checked.total, imported: saved, updated, errors: skipped };
};

class SaveProblem extends Error {
  constructor(readonly problems: RawProblem[]) {
    super('import problem');
  }
}
