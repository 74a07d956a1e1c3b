import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@prepwell/contracts';
import { AppError } from '../../lib/app-error.ts';

const fileRequired = () => new AppError('validation_failed', { fields: [{ path: 'file', key: 'required' }] });
const tooLarge = () => new AppError('file_too_large', { vars: { max: `${IMAGE_MAX_BYTES / 1024 / 1024} MB` } });

/**
 * Reads the multipart field `file` of an image upload into memory, stopping at IMAGE_MAX_BYTES (413
 * `file_too_large` with the image limit). The type is checked by content later, when it is stored.
 */
export const readImageFile = async (req: FastifyRequest): Promise<Buffer> => {
  if (!req.isMultipart()) throw fileRequired();
  const file = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } }).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  });
  if (!file) throw fileRequired();
  if (file.fieldname !== 'file') {
    file.file.resume();
    throw fileRequired();
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
};
