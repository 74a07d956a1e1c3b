import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { coinTransactions } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { getBalance } from '../src/modules/ledger/ledger.service.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, TEST_PASSWORD, type TestApp } from './helpers.ts';
import { linkIn } from './smtp.ts';

/** Registration, verification and reset through HTTP, the way a person does them (rewards and referral tests). */

export const ip = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
const tag = () => randomUUID().slice(0, 8);

export interface ErrorBody {
  code: string;
  message: string;
  fieldErrors?: { path: string; message: string }[];
}
export interface Registered {
  id: string;
  email: string;
  token: string;
  headers: Record<string, string>;
}

export const registerPayload = (overrides: Record<string, unknown> = {}) => ({
  register_type: 'student',
  first_name: 'Ada',
  last_name: `Lovelace${tag()}`,
  username: `ada_${tag()}`,
  email: `ada-${tag()}@example.test`,
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  ...overrides,
});

export const registerRaw = (
  app: TestApp,
  tenant: TenantContext,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call<{ access_token: string; user: { id: string; email: string } } & ErrorBody>(app, {
    method: 'POST',
    url: '/api/register',
    headers: { 'x-tenant': tenant.slug, ...headers },
    payload,
    remoteAddress: ip(),
  });

export const register = async (
  app: TestApp,
  tenant: TenantContext,
  overrides: Record<string, unknown> = {},
): Promise<Registered> => {
  const res = await registerRaw(app, tenant, registerPayload(overrides));
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const { user, access_token: token } = res.body;
  return {
    id: user.id,
    email: user.email,
    token,
    headers: { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` },
  };
};

/** The newest link of a kind in the user's mailbox (the dev outbox). */
const mailLink = async (app: TestApp, tenant: TenantContext, email: string, path: string) => {
  const mailbox = await call<{ to: string; subject: string; text: string }[]>(app, {
    url: `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    headers: { 'x-tenant': tenant.slug },
  });
  const mail = mailbox.body.find((m) => m.text.includes(path));
  if (!mail) throw new Error(`no mail with ${path} for ${email}`);
  return linkIn(mail, path);
};

/** Follows the verification link of the registration e-mail. */
export const verifyByLink = async (app: TestApp, tenant: TenantContext, user: Registered) => {
  const url = await mailLink(app, tenant, user.email, '/email/verify/');
  const [, , , id, hash] = url.pathname.split('/');
  return call<ErrorBody>(app, {
    method: 'POST',
    url: `/api/auth/email/verify/${id}/${hash}`,
    headers: { 'x-tenant': tenant.slug },
    remoteAddress: ip(),
  });
};

/** Resets the password by the e-mailed link (which also proves the address). */
export const verifyByReset = async (app: TestApp, tenant: TenantContext, user: Registered) => {
  const sent = await call(app, {
    method: 'POST',
    url: '/api/send-reset-password-email',
    headers: { 'x-tenant': tenant.slug },
    payload: { email: user.email },
    remoteAddress: ip(),
  });
  if (sent.status !== 200) throw new Error(`reset mail: ${sent.status}`);
  const token = (await mailLink(app, tenant, user.email, '/reset-password')).searchParams.get('token');
  const password = 'Battery-staple-42';
  return call<ErrorBody>(app, {
    method: 'POST',
    url: '/api/reset-password',
    headers: { 'x-tenant': tenant.slug },
    payload: { token, password, password_confirmation: password },
    remoteAddress: ip(),
  });
};

export const balanceOf = (app: TestApp, tenant: TenantContext, userId: string) =>
  withTenant(app.deps.db, tenant.id, (tx) => getBalance(tx, userId));

export const transactionsOf = (
  app: TestApp,
  tenant: TenantContext,
  userId: string,
  type: 'email_verification' | 'referral_bonus',
) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx
      .select({ amount: coinTransactions.amount, reference: coinTransactions.reference })
      .from(coinTransactions)
      .where(and(eq(coinTransactions.userId, userId), eq(coinTransactions.type, type))),
  );
