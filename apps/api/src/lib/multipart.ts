import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { fileTooLarge } from './file-limits.ts';
import { assertStorableText } from './text-hygiene.ts';

export { fileTooLarge, formatByteLimit } from './file-limits.ts';

const FILE_FIELD = 'file';

export interface MultipartSpec<F extends string> {
  /** The largest file taken; a bigger one stops the read with a 413 naming this limit. */
  maxFileBytes: number;
  /** Whether the request must carry a file (in the field `file`); absent → 422 `file` required. */
  file: 'required' | 'optional';
  /** Text fields kept; any other text field is ignored. Each value is checked by assertStorableText. */
  fields?: readonly F[];
}

export interface MultipartFile {
  data: Buffer;
  /** The name the client gave the file (`file` when it gave none), checked by assertStorableText. */
  fileName: string;
}

export interface MultipartBody<F extends string, File> {
  fields: Partial<Record<F, string>>;
  file: File;
}

const fileRequired = () => new AppError('validation_failed', { fields: [{ path: FILE_FIELD, key: 'required' }] });

/**
 * @fastify/multipart's errors as ours: the file over its limit → 413 naming `maxFileBytes`; anything else
 * the parser refuses (a second file, too many parts, a bad boundary, a body cut off) → 400, never 500.
 */
const mapError = (error: unknown, maxFileBytes: number): never => {
  if (error instanceof AppError) throw error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxFileBytes);
  throw new AppError('bad_request');
};

/**
 * The one multipart reader (images, recordings, class materials): the file of the field `file` read into
 * memory up to `maxFileBytes`, and the listed text fields, with one mapping of errors. A file sent under
 * another name is drained and refused (422: `file` required when a file must come, else `unknown_field`
 * on its name). Text fields and the file name are refused when PostgreSQL could not store them (422
 * `invalid_characters`). The file's type is checked by content later, when it is stored.
 */
export async function readMultipart<F extends string = never>(
  req: FastifyRequest,
  spec: MultipartSpec<F> & { file: 'required' },
): Promise<MultipartBody<F, MultipartFile>>;
export async function readMultipart<F extends string = never>(
  req: FastifyRequest,
  spec: MultipartSpec<F>,
): Promise<MultipartBody<F, MultipartFile | null>>;
export async function readMultipart<F extends string>(
  req: FastifyRequest,
  spec: MultipartSpec<F>,
): Promise<MultipartBody<F, MultipartFile | null>> {
  if (!req.isMultipart()) {
    if (spec.file === 'required') throw fileRequired();
    throw new AppError('bad_request');
  }
  const wanted: readonly string[] = spec.fields ?? [];
  const fields: Partial<Record<F, string>> = {};
  let file: MultipartFile | null = null;
  let stray: string | null = null;
  try {
    // One file at most; the text fields asked for and a few more (ignored) before the parser refuses.
    for await (const part of req.parts({
      limits: { fileSize: spec.maxFileBytes, files: 1, fields: wanted.length + 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          stray ??= part.fieldname;
          continue;
        }
        file = { data: await part.toBuffer(), fileName: part.filename || FILE_FIELD };
      } else if (wanted.includes(part.fieldname) && typeof part.value === 'string')
        fields[part.fieldname as F] = part.value;
    }
  } catch (error) {
    mapError(error, spec.maxFileBytes);
  }
  if (!file && spec.file === 'required') throw fileRequired();
  if (stray !== null) throw new AppError('validation_failed', { fields: [{ path: stray, key: 'unknown_field' }] });
  assertStorableText({ ...fields, ...(file ? { [FILE_FIELD]: file.fileName } : {}) });
  return { fields, file };
}
