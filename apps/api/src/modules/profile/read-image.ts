import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@prepwell/contracts';
import { readMultipart } from '../../lib/multipart.ts';

/** An image upload: the multipart field `file`, at most IMAGE_MAX_BYTES (413 naming the image limit). */
export const readImageFile = async (req: FastifyRequest): Promise<Buffer> =>
  (await readMultipart(req, { maxFileBytes: IMAGE_MAX_BYTES, file: 'required' })).file.data;
