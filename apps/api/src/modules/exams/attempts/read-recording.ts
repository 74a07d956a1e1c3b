import type { FastifyRequest } from 'fastify';
import { Epoch } from '@prepwell/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { readMultipart } from '../../../lib/multipart.ts';
import { RECORDING_MAX_BYTES } from './recordings.service.ts';

/**
 * A recording upload: the multipart field `file` (at most RECORDING_MAX_BYTES, 413 naming that limit) and
 * an optional `epoch` field. The audio type is checked by content when stored.
 */
export const readRecordingUpload = async (
  req: FastifyRequest,
): Promise<{ data: Buffer; epoch: number | undefined }> => {
  const { fields, file } = await readMultipart(req, {
    maxFileBytes: RECORDING_MAX_BYTES,
    file: 'required',
    fields: ['epoch'],
  });
  const epoch = fields.epoch === undefined ? undefined : Epoch.safeParse(Number(fields.epoch));
  if (epoch && !epoch.success)
    throw new AppError('validation_failed', { fields: [{ path: 'epoch', key: 'invalid_value' }] });
  return { data: file.data, epoch: epoch?.data };
};
