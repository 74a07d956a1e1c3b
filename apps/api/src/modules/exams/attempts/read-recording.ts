import type { FastifyRequest } from 'fastify';
import { Epoch } from '@prepwell/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { RECORDING_MAX_BYTES } from './recordings.service.ts';

const fileRequired = () => new AppError('validation_failed', { fields: [{ path: 'file', key: 'required' }] });
const tooLarge = () => new AppError('file_too_large', { vars: { max: `${RECORDING_MAX_BYTES / 1024 / 1024} MB` } });

/** Over the limit → 413 with the recording limit; a malformed body (bad boundary, cut off) → 400, never 500. */
const mapError = (error: unknown): never => {
  const e = error as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw tooLarge();
  if (error instanceof AppError) throw error;
  throw new AppError('bad_request');
};

/**
 * Reads a recording upload: the multipart file field `file` (into memory, at most RECORDING_MAX_BYTES)
 * and an optional `epoch` field sent before it. The audio type is checked by content when stored.
 */
export const readRecordingUpload = async (req: FastifyRequest): Promise<{ data: Buffer; epoch: number | undefined }> => {
  if (!req.isMultipart()) throw fileRequired();
  const file = await req.file({ limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 5 } }).catch(mapError);
  if (!file) throw fileRequired();
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw fileRequired();
  }
  const field = file.fields.epoch;
  const raw = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  const epoch = raw === undefined ? undefined : Epoch.safeParse(Number(raw));
  if (epoch && !epoch.success) {
    file.file.resume();
    throw new AppError('validation_failed', { fields: [{ path: 'epoch', key: 'invalid_value' }] });
  }
  return { data: await file.toBuffer().catch(mapError), epoch: epoch?.data };
};
