import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { sendPrivateFile } from '../../http/route-helpers.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { getTestPdf } from './test-pdf.service.ts';

/** `answers=true` adds the answer key; anything but `true` or `false` is a 422. */
const PdfQuery = z.object({ answers: z.enum(['true', 'false']).default('false') });

/**
 * Issue 14: the printable booklet of a test (decision 0029). Educators (teachers and organization admins
 * of the tenant) and super admins; students and parents are 403; a test the tenant cannot see is 404.
 */
export const testPdfRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tests/:id/pdf',
    {
      config: { access: ['teacher', 'super_admin'] },
      schema: { tags: ['tests'], params: IdParams, querystring: PdfQuery },
    },
    async (req, reply) => {
      const pdf = await getTestPdf(deps, {
        tenant: req.tenant,
        lang: req.lang,
        testId: req.params.id,
        answers: req.query.answers === 'true',
      });
      return sendPrivateFile(reply, {
        type: 'application/pdf',
        disposition: attachmentDisposition(pdf.fileName),
        body: pdf.body,
      });
    },
  );
};
