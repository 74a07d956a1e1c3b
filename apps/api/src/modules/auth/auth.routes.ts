import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponse,
  Available,
  Captcha,
  ChangePasswordRequest,
  CheckEmailRequest,
  CheckUsernameRequest,
  EmailRequest,
  Geo,
  InstructorCodeRequest,
  LangRequest,
  LoginRequest,
  Ok,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SessionUser,
  TokenLoginRequest,
  UrlResponse,
  UserIdRequest,
  Valid,
  VerifyEmailParams,
  IdParams,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { originOf } from '../../http/request-context.ts';
import { createCaptcha } from '../captcha/captcha.service.ts';
import { resolveUserTenant } from '../profile/user-target.service.ts';
import { lookupGeo } from './geo.ts';
import { loginUser, loginWithOneTimeToken, logoutUser, registerUser } from './auth.service.ts';
import { getCurrentUser, updateCurrentUserLang } from './current-user.service.ts';
import {
  changePassword,
  checkEmailAvailable,
  checkInstructorCode,
  checkUsernameAvailable,
  destroyAccount,
  issueUserLink,
  requestVerification,
  resetPassword,
  sendPasswordReset,
  verifyEmail,
} from './account.service.ts';
import { callerOf } from '../../http/route-helpers.ts';

const ok = { ok: true as const };

/** What a route that only does something answers, once `work` is done: `{ ok: true }`. */
const okAfter = async (work: Promise<unknown>) => {
  await work;
  return ok;
};
const tags = ['auth'];

export const authRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/register',
    { config: { access: 'public' }, schema: { tags, body: RegisterRequest, response: { 200: RegisterResponse } } },
    (req) => registerUser(deps, { tenant: req.tenant, input: req.body, origin: originOf(deps, req), lang: req.lang }),
  );

  app.post(
    '/api/login',
    { config: { access: 'public' }, schema: { tags, body: LoginRequest, response: { 200: AuthResponse } } },
    (req) => loginUser(deps, { tenant: req.tenant, input: req.body, ip: req.ip }),
  );

  app.post(
    '/api/ivy-way/login/token',
    { config: { access: 'public' }, schema: { tags, body: TokenLoginRequest, response: { 200: AuthResponse } } },
    (req) => loginWithOneTimeToken(deps, { tenant: req.tenant, token: req.body.token }),
  );

  app.post('/api/logout', { config: { access: 'user' }, schema: { tags, response: { 200: Ok } } }, (req) =>
    okAfter(logoutUser(deps, { tenant: req.tenant, tokenId: req.user.tokenId })),
  );

  app.get('/api/me', { config: { access: 'user' }, schema: { tags, response: { 200: SessionUser } } }, (req) =>
    getCurrentUser(deps, { tenant: req.tenant, userId: req.user.id }),
  );

  app.patch(
    '/api/lang',
    { config: { access: 'user' }, schema: { tags, body: LangRequest, response: { 200: SessionUser } } },
    (req) => updateCurrentUserLang(deps, { tenant: req.tenant, userId: req.user.id, lang: req.body.lang }),
  );

  app.post(
    '/api/auth/check-username',
    { config: { access: 'public' }, schema: { tags, body: CheckUsernameRequest, response: { 200: Available } } },
    (req) => checkUsernameAvailable(deps, req.tenant, req.body.username),
  );

  app.post(
    '/api/check-email',
    { config: { access: 'public' }, schema: { tags, body: CheckEmailRequest, response: { 200: Available } } },
    (req) => checkEmailAvailable(deps, req.tenant, req.body.email),
  );

  app.post(
    '/api/auth-instructor',
    { config: { access: 'public' }, schema: { tags, body: InstructorCodeRequest, response: { 200: Valid } } },
    async (req) => checkInstructorCode(req.tenant, req.body.code),
  );

  app.post(
    '/api/auth/email/verify/:id/:hash',
    { config: { access: 'public' }, schema: { tags, params: VerifyEmailParams, response: { 200: SessionUser } } },
    (req) => verifyEmail(deps, { tenant: req.tenant, id: req.params.id, hash: req.params.hash }),
  );

  app.post(
    '/api/auth/email/request-verify',
    { config: { access: 'user' }, schema: { tags, response: { 200: Ok } } },
    (req) =>
      okAfter(requestVerification(deps, { tenant: req.tenant, origin: originOf(deps, req), userId: req.user.id })),
  );

  app.post(
    '/api/send-verification-email',
    { config: { access: 'public' }, schema: { tags, body: EmailRequest, response: { 200: Ok } } },
    (req) =>
      okAfter(requestVerification(deps, { tenant: req.tenant, origin: originOf(deps, req), email: req.body.email })),
  );

  app.post(
    '/api/send-reset-password-email',
    { config: { access: 'public' }, schema: { tags, body: EmailRequest, response: { 200: Ok } } },
    (req) =>
      okAfter(sendPasswordReset(deps, { tenant: req.tenant, origin: originOf(deps, req), email: req.body.email })),
  );

  app.post(
    '/api/reset-password',
    { config: { access: 'public' }, schema: { tags, body: ResetPasswordRequest, response: { 200: Ok } } },
    (req) => okAfter(resetPassword(deps, { tenant: req.tenant, token: req.body.token, password: req.body.password })),
  );

  app.patch(
    '/api/password',
    { config: { access: 'user' }, schema: { tags, body: ChangePasswordRequest, response: { 200: Ok } } },
    (req) =>
      okAfter(
        changePassword(deps, {
          tenant: req.tenant,
          userId: req.user.id,
          tokenId: req.user.tokenId,
          ip: req.ip,
          input: req.body,
        }),
      ),
  );

  // A super admin's links work for users of every tenant: the link opens the app on the user's own tenant.
  const userLinks = [
    ['/api/set-url', 'login'],
    ['/api/reset-url', 'set_password'],
  ] as const;
  for (const [path, kind] of userLinks)
    app.post(
      path,
      { config: { access: 'super_admin' }, schema: { tags, body: UserIdRequest, response: { 200: UrlResponse } } },
      async (req) =>
        issueUserLink(deps, {
          tenant: await resolveUserTenant(deps, { ...callerOf(req), userId: req.body.user_id }),
          origin: originOf(deps, req),
          userId: req.body.user_id,
          kind,
        }),
    );

  app.delete(
    '/api/account/destroy/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => okAfter(destroyAccount(deps, { ...callerOf(req), userId: req.params.id })),
  );

  app.get('/api/captcha', { config: { access: 'public' }, schema: { tags, response: { 200: Captcha } } }, () =>
    createCaptcha(deps),
  );

  app.get(
    '/api/ip-geo',
    {
      config: { access: 'public' },
      schema: { tags, querystring: z.object({ ip: z.ipv4().optional() }), response: { 200: Geo } },
    },
    async (req) => lookupGeo(req.query.ip ?? req.ip),
  );
};
