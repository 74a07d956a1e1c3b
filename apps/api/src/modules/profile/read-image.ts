import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@prepwell/contracts';
import { AppError } from '../../lib/app-error.ts';

const fileRequired = () => new AppError('validation_failed', { fields: [{ path: 'file', key: 'required' }] });
const tooLarge = () => new AppError('file_too_large', { vars: { max: `${IMAGE_MAX_BYTES / 1024 / 1024} MB` } });

/** Over the limit → 413 with the image limit; a malformed body (bad boundary, cut off) → 400, never 500. */
const mapError = (error: unknown): never => {
  const e = error as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw tooLarge();
  if (error instanceof AppError) throw error;
  throw new AppError('bad_request');
};

/**
 * Reads the multipart field `file` of an image upload into memory, stopping at IMAGE_MAX_BYTES (413
 * `file_too_large` with the image limit). The type is checked by content later, when it is stored.
 */
export const readImageFile = async (req: FastifyRequest): Promise<Buffer> => {
  if (!req.isMultipart()) throw fileRequired();
  const file = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }).catch(mapError);
  if (!file) throw fileRequired();
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw fileRequired();
  }
  return file.toBuffer().catch(mapError);
};
