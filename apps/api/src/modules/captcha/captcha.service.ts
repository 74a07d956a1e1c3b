import type { CaptchaChallenge, CaptchaProvider } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { deleteExpiredCaptchas, insertCaptcha, takeCaptcha } from './captcha.repository.ts';

const TTL_MS = 10 * 60_000;
const normalize = (answer: string) => answer.trim().toLowerCase();

/** The captcha a tenant's forms use: the platform setting `off` wins; recaptcha needs a secret. */
export const effectiveCaptcha = (deps: Pick<Deps, 'config'>, tenant: TenantContext): CaptchaProvider => {
  if (deps.config.captcha === 'off') return 'off';
  if (tenant.settings.captcha === 'recaptcha' && deps.config.recaptchaSecret && tenant.settings.recaptchaSiteKey)
    return 'recaptcha';
  return tenant.settings.captcha === 'off' && deps.config.env !== 'production' ? 'off' : 'builtin';
};

/** The captcha to show when a form asks for one (none when the tenant's captcha is off). */
export const captchaChallenge = (deps: Pick<Deps, 'config'>, tenant: TenantContext): CaptchaChallenge | null => {
  const provider = effectiveCaptcha(deps, tenant);
  if (provider === 'off') return null;
  return { provider, site_key: provider === 'recaptcha' ? tenant.settings.recaptchaSiteKey : null };
};

/** Whether a form carries any captcha answer at all. */
export const hasCaptchaAnswer = (answer: CaptchaAnswer) =>
  !!(answer.captcha_key || answer.captcha || answer['g-recaptcha-response']);

/** A new image captcha; the answer is kept hashed and can be checked once, within 10 minutes. */
export const createCaptcha = async (deps: Pick<Deps, 'db'>) => {
  // Loaded with the first captcha, not at start-up (issue 12, idle memory).
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f6f8' });
  const key = randomToken(18);
  await insertCaptcha(deps.db, {
    key,
    answerHash: sha256(normalize(captcha.text)),
    expiresAt: new Date(Date.now() + TTL_MS),
  });
  // Expired rows are dropped as new ones are made.
  await deleteExpiredCaptchas(deps.db, new Date());
  return { key, img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
};

const verifyRecaptcha = async (secret: string, token: string) => {
  try {
    const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
};

export interface CaptchaAnswer {
  captcha_key?: string | undefined;
  captcha?: string | undefined;
  'g-recaptcha-response'?: string | undefined;
}

/** Checks the answer of a form; a built-in captcha is consumed whether the answer was right or not. */
export const verifyCaptcha = async (
  deps: Pick<Deps, 'db' | 'config'>,
  tenant: TenantContext,
  answer: CaptchaAnswer,
) => {
  const provider = effectiveCaptcha(deps, tenant);
  if (provider === 'off') return;
  const fail = () => new AppError('captcha_invalid', { details: { field: 'captcha' } });
  if (provider === 'recaptcha') {
    const token = answer['g-recaptcha-response'];
    if (!token || !(await verifyRecaptcha(deps.config.recaptchaSecret!, token))) throw fail();
    return;
  }
  if (!answer.captcha_key || !answer.captcha) throw fail();
  const row = await takeCaptcha(deps.db, answer.captcha_key, new Date());
  if (!row || row.answerHash !== sha256(normalize(answer.captcha))) throw fail();
};
