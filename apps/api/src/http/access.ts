import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCompanyAdmin, isParent, isStudent, isSuperAdmin, isTeacher } from '@prepwell/contracts';
import { AppError } from '../lib/app-error.ts';
import type { AuthUser } from '../modules/auth/session-cache.ts';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it stops
 * the server at start-up (and a test walks all routes). Deny by default.
 */
export type Access =
  'public' | 'user' | 'super_admin' | 'teacher' | 'company_admin' | 'parent' | 'student' | readonly AccessRole[];
type AccessRole = 'super_admin' | 'teacher' | 'company_admin' | 'parent' | 'student';

/**
 * `req.user` as the route's declared access makes it. Behind any access but 'public' the guard below has
 * let only a signed-in caller through, so the handler sees an `AuthUser`; on a public route, and wherever
 * the route is not known (hooks, plugins, helpers taking a plain `FastifyRequest`), it is `AuthUser | null`.
 * Fastify infers a route's `ContextConfig` from the `config` it is given, so `config: { access: 'teacher' }`
 * is all a route writes; an access known only as `Access` (not a literal) stays nullable.
 */
export type UserOf<ContextConfig> = ContextConfig extends { access: infer A }
  ? [A] extends [Exclude<Access, 'public'>]
    ? AuthUser
    : AuthUser | null
  : AuthUser | null;

/** A route's request behind a non-public access, for helpers that take it (`who(req)`). */
export type SignedInRequest = FastifyRequest & { user: AuthUser };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  // The type parameters up to ContextConfig, named as fastify names them: declarations of one interface must agree.
  interface FastifyRequest<RouteGeneric, RawServer, RawRequest, SchemaCompiler, TypeProvider, ContextConfig> {
    /** Set by request-context.ts from the bearer token; its type follows the route's `config.access` (UserOf). */
    user: UserOf<ContextConfig>;
  }
}

const fits: Record<AccessRole, (u: { roles: { name: string }[] }) => boolean> = {
  super_admin: isSuperAdmin,
  teacher: isTeacher,
  company_admin: isCompanyAdmin,
  parent: isParent,
  student: isStudent,
};

export const checkAccess = (req: FastifyRequest, access: Access) => {
  if (access === 'public') return;
  const user = req.user;
  if (!user) throw new AppError('unauthenticated');
  if (access === 'user') return;
  const allowed = typeof access === 'string' ? [access] : access;
  if (!allowed.some((role) => fits[role](user))) throw new AppError('forbidden');
};

/** Routes registered without an access rule, for the start-up check and the test. */
export const undeclaredRoutes: string[] = [];

export const registerAccess = (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) {
      // Outside /api and on the OpenAPI pages a route may declare none. One that declares an access is checked
      // wherever it lives, so its handler's `req.user` is what UserOf says.
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      undeclaredRoutes.push(`${String(route.method)} ${route.url}`);
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
    }
    const previous = route.preValidation;
    const guard = async (req: FastifyRequest) => checkAccess(req, access);
    route.preValidation = previous ? [guard, ...(Array.isArray(previous) ? previous : [previous])] : [guard];
  });
};
