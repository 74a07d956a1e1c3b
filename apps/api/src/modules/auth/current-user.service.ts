import type { Lang } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { updateUserFields } from '../users/user-rows.service.ts';
import { getSessionUser } from '../users/users.service.ts';

/** The signed-in user as the app keeps them (`GET /api/me`). */
export const getCurrentUser = (
  deps: Pick<Deps, 'db' | 'storage'>,
  options: { tenant: TenantContext; userId: string },
) => withTenant(deps.db, options.tenant.id, (tx) => getSessionUser(tx, deps.storage, options.tenant, options.userId));

/** Sets the signed-in user's language, and answers the session user with it (`PATCH /api/lang`). */
export const updateCurrentUserLang = (
  deps: Pick<Deps, 'db' | 'storage'>,
  options: { tenant: TenantContext; userId: string; lang: Lang },
) =>
  withTenant(deps.db, options.tenant.id, async (tx) => {
    await updateUserFields(tx, options.userId, { lang: options.lang });
    return getSessionUser(tx, deps.storage, options.tenant, options.userId);
  });
