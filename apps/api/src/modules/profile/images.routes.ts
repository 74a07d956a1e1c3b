import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, ImageUpload, Ok } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { deleteImage, uploadAvatar, uploadContentImage } from './images.service.ts';
import { readImageFile } from './read-image.ts';
import { callerOf } from '../../http/route-helpers.ts';

const tags = ['profile'];

/** Avatar and rich-text images: multipart field `file`, PNG/JPEG/GIF/WebP by content, at most 5 MB. */
export const imageRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/image',
    { config: { access: 'user' }, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImageUpload } } },
    async (req) => uploadAvatar(deps, { ...callerOf(req), data: await readImageFile(req) }),
  );
  app.post(
    '/api/images',
    { config: { access: 'user' }, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ImageUpload } } },
    async (req) => uploadContentImage(deps, { ...callerOf(req), data: await readImageFile(req) }),
  );
  app.delete(
    '/api/image/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (req) => {
      await deleteImage(deps, { ...callerOf(req), id: req.params.id });
      return { ok: true as const };
    },
  );
};
