import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isCompanyAdmin, isParent, isStudent, isSuperAdmin, isTeacher } from '@prepwell/contracts';
import { AppError } from '../lib/app-error.ts';

/**
 * Who may call a route. Every /api route declares one in `config.access`; a route without it stops
 * the server at start-up (and a test walks all routes). Deny by default.
 */
export type Access = 'public' | 'user' | 'super_admin' | 'teacher' | 'company_admin' | 'parent' | 'student' | readonly AccessRole[];
type AccessRole = 'super_admin' | 'teacher' | 'company_admin' | 'parent' | 'student';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) {
      undeclaredRoutes.push(`${String(route.method)} ${route.url}`);
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
    }
    const previous = route.preValidation;
    const guard = async (req: FastifyRequest) => checkAccess(req, access);
    route.preValidation = previous ? [guard, ...(Array.isArray(previous) ? previous : [previous])] : [guard];
  });
};
