import type { TestSettingsUpdate, TestSettingsView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { selectTestSettings, updateTestSettings } from './test-settings.repository.ts';

export interface TestSettingsContext {
  actor: { id: string };
  /** The request's tenant (the actor's own). */
  tenant: TenantContext;
}

const present = (row: TestSettingsView | undefined): TestSettingsView => {
  if (!row) throw new AppError('not_found');
  return { version: row.version, layout: row.layout };
};

/** `GET /profile/test-settings`: the signed-in user's version and layout (defaults: digital, comfortable). */
export const getTestSettings = (deps: Pick<Deps, 'db'>, ctx: TestSettingsContext) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => present(await selectTestSettings(tx, ctx.actor.id)));

/** `PATCH /profile/test-settings`: changes the given settings of the signed-in user, returns them all. */
export const updateOwnTestSettings = (
  deps: Pick<Deps, 'db'>,
  ctx: TestSettingsContext & { input: TestSettingsUpdate },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) =>
    present(
      await updateTestSettings(tx, ctx.actor.id, {
        ...(ctx.input.version ? { testVersion: ctx.input.version } : {}),
        ...(ctx.input.layout ? { testLayout: ctx.input.layout } : {}),
      }),
    ),
  );
