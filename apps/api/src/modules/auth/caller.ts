import type { TenantContext } from '../tenants/tenants.service.ts';
import type { AuthUser } from './session-cache.ts';

/**
 * Who calls a use case: the request's tenant and the signed-in user, the start of a service's options (a route
 * passes `callerOf(req)`). A use case that takes more extends it: `interface ClassTestContext extends Caller`.
 */
export interface Caller {
  tenant: TenantContext;
  actor: AuthUser;
}
