import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TestSettingsUpdate, TestSettingsView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import { getTestSettings, updateOwnTestSettings } from './test-settings.service.ts';

const tags = ['profile'];

/**
 * The spec's test settings (version, layout; the system check is the browser's), under the profile's
 * settings: spec §7 names no call for them. Every signed-in user has their own; nobody reads another's.
 */
export const testSettingsRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/profile/test-settings',
    { config: { access: 'user' }, schema: { tags, response: { 200: TestSettingsView } } },
    (req) => getTestSettings(deps, callerOf(req)),
  );
  app.patch(
    '/api/profile/test-settings',
    {
      config: { access: 'user' },
      schema: { tags, body: TestSettingsUpdate, response: { 200: TestSettingsView } },
    },
    (req) => updateOwnTestSettings(deps, { ...callerOf(req), input: req.body }),
  );
};
