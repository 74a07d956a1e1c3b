import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeOrThrow, tooMany } from '../../lib/limiters.ts';
import { passwordCheckGate, waitsAfterFailure, type WaitScope } from '../../lib/login-throttle.ts';
import { captchaChallenge, hasCaptchaAnswer, verifyCaptcha, type CaptchaAnswer } from '../captcha/captcha.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';

type ThrottleDeps = Pick<Deps, 'db' | 'config' | 'limiters'>;

/**
 * The account a password check counts against: the user when there is one (so e-mail, username and a
 * password change share one count), else the identifier typed, so unknown names are throttled alike.
 */
export const throttleAccountKey = (tenantId: string, account: { userId: string } | { identifier: string }) =>
  'userId' in account ? `${tenantId}:user:${account.userId}` : `${tenantId}:${account.identifier}`;

/** The key of a scope in `limiters.loginWait` and `limiters.loginInFlight`. */
export const throttleWaitKey = (scope: WaitScope, key: string) => `${scope}:${key}`;

export interface AdmittedPasswordCheck {
  /** The password was right: the account's failures are forgotten. */
  passed: () => Promise<void>;
  /** The password was wrong: it counts, and the waits that follow it start. */
  failed: () => Promise<void>;
}

/** Asks for the captcha, or checks the answer given (a built-in captcha is used up either way). */
const requireCaptcha = async (deps: ThrottleDeps, tenant: TenantContext, answer: CaptchaAnswer) => {
  const challenge = captchaChallenge(deps, tenant);
  if (!challenge) return;
  const details = { field: 'captcha', captcha: challenge };
  if (!hasCaptchaAnswer(answer)) throw new AppError('captcha_required', { details });
  try {
    await verifyCaptcha(deps, tenant, answer);
  } catch (e) {
    if (e instanceof AppError && e.code === 'captcha_invalid') throw new AppError('captcha_invalid', { details });
    throw e;
  }
};

/**
 * Lets one password check run under the throttle of decision 0019, or throws: `captcha_required` or
 * `captcha_invalid` (with `details.captcha`: which captcha to show), or 429 with Retry-After while a wait
 * runs or too many checks run at once. A right captcha answer replaces any wait. The caller then reports
 * the outcome (`passed` or `failed`) exactly once.
 */
export const admitPasswordCheck = async (
  deps: ThrottleDeps,
  options: { tenant: TenantContext; accountKey: string; ip: string; answer: CaptchaAnswer },
): Promise<AdmittedPasswordCheck> => {
  const { loginAccount, loginIp, loginInFlight, loginWait } = deps.limiters;
  const keys: Record<WaitScope, string> = { account: options.accountKey, address: options.ip };
  const scoped = (scope: WaitScope) => throttleWaitKey(scope, keys[scope]);
  const [accountFailures, addressFailures, accountFlight, addressFlight] = await Promise.all([
    loginAccount.get(keys.account),
    loginIp.get(keys.address),
    loginInFlight.penalty(scoped('account')),
    loginInFlight.penalty(scoped('address')),
  ]);
  const landed = () => Promise.all([loginInFlight.reward(scoped('account')), loginInFlight.reward(scoped('address'))]);
  const captcha = captchaChallenge(deps, options.tenant) !== null;
  const gate = passwordCheckGate({
    accountFailures: accountFailures?.consumedPoints ?? 0,
    addressFailures: addressFailures?.consumedPoints ?? 0,
    accountInFlight: Math.max(0, accountFlight.consumedPoints - 1),
    addressInFlight: Math.max(0, addressFlight.consumedPoints - 1),
    captcha,
  });
  const held: WaitScope[] = [];
  const release = (scopes: WaitScope[]) => Promise.all(scopes.map((scope) => loginWait.delete(scoped(scope))));
  try {
    if (gate.busy) throw tooMany({ msBeforeNext: 1000 });
    if (gate.captcha || (captcha && gate.waits.length > 0 && hasCaptchaAnswer(options.answer))) {
      await requireCaptcha(deps, options.tenant, options.answer);
    } else {
      for (const scope of gate.waits) {
        await consumeOrThrow(loginWait, scoped(scope));
        held.push(scope);
      }
    }
  } catch (e) {
    await Promise.all([release(held), landed()]);
    throw e;
  }
  return {
    passed: async () => {
      await Promise.all([loginAccount.delete(keys.account), release(held), landed()]);
    },
    failed: async () => {
      const [account, address] = await Promise.all([loginAccount.penalty(keys.account), loginIp.penalty(keys.address)]);
      const waits = waitsAfterFailure({
        accountFailures: account.consumedPoints,
        addressFailures: address.consumedPoints,
        captcha,
      });
      await Promise.all([
        landed(),
        ...(['account', 'address'] as const).map((scope) => {
          if (waits[scope] > 0) return loginWait.block(scoped(scope), waits[scope]);
          return held.includes(scope) ? loginWait.delete(scoped(scope)) : undefined;
        }),
      ]);
    },
  };
};
