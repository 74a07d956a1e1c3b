import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveTenant } from '../modules/tenants/tenants.service.ts';

/** Where Google's reCAPTCHA loads its script and frame from. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');

/**
 * The web app's policy (issue 11). No inline or foreign script (the build has none; reCAPTCHA's origins
 * only where the platform has a reCAPTCHA secret). Styles allow inline: Mantine writes its CSS variables in
 * a <style> element and components use style attributes — a style cannot run code. The API, the tutor's
 * event stream and uploads are this origin; images and media also come from data: (captcha, favicon)
 * and blob: (recordings, PDF previews). `frame-ancestors` is this origin plus the tenant's embedders.
 */
export const webAppPolicy = (options: { embedOrigins: readonly string[]; recaptcha: boolean }) =>
  join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.recaptcha ? RECAPTCHA_SCRIPTS : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': options.recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...options.embedOrigins],
  });

/** JSON, files and streams of the API: nothing in them may load or run anything, nor be framed. */
export const API_POLICY = join({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** Uploaded files (avatars, logos) open as images only: an uploaded SVG or HTML runs nothing. */
export const UPLOADS_POLICY = join({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'self'"],
  sandbox: [],
});

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The web app's tenant, by host (the `?tenant=` a browser remembers is not known here): main when unknown. */
const embedOriginsOf = async (deps: Deps, req: FastifyRequest) => {
  try {
    return (await resolveTenant(deps.db, { host: req.host })).settings.embedOrigins;
  } catch {
    return [];
  }
};

/**
 * Sets Content-Security-Policy on every response in onRequest, so replies that are hijacked (the tutor's
 * event stream) carry it too. The API documentation (`/api/docs`) keeps swagger-ui's own policy.
 */
export const registerContentSecurityPolicy = (app: FastifyInstance, deps: Deps) => {
  const recaptcha = !!deps.config.recaptchaSecret;
  app.addHook('onRequest', async (req, reply) => {
    if (isApi(req.url)) return void reply.header('content-security-policy', API_POLICY);
    if (req.url.startsWith('/api/docs')) return;
    if (req.url.startsWith('/uploads/')) return void reply.header('content-security-policy', UPLOADS_POLICY);
    // Hashed assets and media need no policy of their own; the page that loads them has it.
    if (/^\/(assets|media)\//.test(req.url)) return;
    reply.header('content-security-policy', webAppPolicy({ embedOrigins: await embedOriginsOf(deps, req), recaptcha }));
  });
};
