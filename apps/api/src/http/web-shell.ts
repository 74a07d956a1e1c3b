import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HTML_LANG,
  isLang,
  LANG_COOKIE,
  PAINTED_STATE_ID,
  serverMessage,
  SESSION_COOKIE,
  PROMOTIONS_HIDDEN_COOKIE,
  SIGNED_IN_COOKIE,
  TENANT_COOKIE,
  type Lang,
  type TenantBrand,
} from '@prepwell/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveTenant, tenantBrandOf, type TenantContext } from '../modules/tenants/tenants.service.ts';
import { escapeHtml } from '../lib/plain-text.ts';

/**
 * The web app's page and what search engines read (issue 21, "SEO 100 on public pages"): every client route
 * gets index.html with the tenant's own title, description and language (a white-label centre is found
 * under its own name, not Prepwell's); `/robots.txt` lets crawlers into the public pages only and names
 * the sitemap; `/sitemap.xml` lists the public pages at the host asked.
 */

/** The pages anyone may open (the route table's public ones worth indexing). */
export const PUBLIC_PAGES = ['/', '/login', '/register', '/about', '/contact', '/enroll', '/student/plans'] as const;

/** The areas crawlers are kept out of: signed-in screens, the test runners, the API. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/student/',
  '/educator/',
  '/parent/',
  '/admin/',
  '/sat/',
  '/act/',
  '/toefl/',
  '/shsat/',
];

/** Vite's build manifest (`dist/.vite/manifest.json`, the parts read here): each chunk's file, its imports, its CSS. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The web app's two roots (apps/web/src/main.tsx): the test runners' light root, and the app. */
const ROOTS = { runner: 'src/runner/runner-main.tsx', app: 'src/app-main.tsx' } as const;

/** The test runner pages (apps/web/src/runner/runner-route.ts), which boot the runner's root. */
const RUNNER_PAGE = /^\/(?:(?:sat|act|shsat)\/(?:start|test)|toefl\/test)\//;

export const rootOfPath = (path: string): keyof typeof ROOTS => (RUNNER_PAGE.test(path) ? 'runner' : 'app');

/**
 * Link tags that fetch a root's chunks and styles with the page (issue 21, phones): the entry imports the
 * root only once it has run, a network round trip later; named in the page, all of it starts at once.
 * The root's JavaScript and every chunk it imports statically (modulepreload), and their CSS (preload).
 */
export const preloadLinks = (
  manifest: BuildManifest,
  root: keyof typeof ROOTS,
  painted?: { chunks: readonly string[] },
): string => {
  const files: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>(['index.html']); // the entry is in the page already
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    files.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(ROOTS[root]);
  for (const chunk of painted?.chunks ?? []) visit(chunk);
  // A page the server painted needs its styles before it shows (render-blocking on purpose; the app's own
  // import of the same files then finds them in the page and adds nothing), and no script: its code starts
  // once it is on screen (apps/web main.tsx), so nothing but the page and its styles comes before the paint.
  if (painted)
    return styles.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}" />`).join('\n    ');
  return [
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}" />`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(f)}" />`),
  ].join('\n    ');
};

/**
 * The pages the server paints before the app runs (decision 0055), with the chunks their first render
 * uses besides the app's root: the page itself and the shell's header and footer. Only for a visitor: a
 * browser that holds a session (its cookie says so) is sent on to its own pages by the app.
 */
export const PAINTED_PAGES: Record<string, readonly string[]> = {
  '/': ['src/routes/landing-page.tsx', 'src/app/shell/shell-chrome.tsx'],
  '/login': ['src/routes/login-page.tsx', 'src/app/shell/shell-chrome.tsx'],
};

/**
 * The signed-in pages the server paints with their user's own data (decision 0056), with their chunks: the
 * student's dashboard, the first page after a student signs in.
 */
export const SIGNED_IN_PAINTED_PAGES: Record<string, readonly string[]> = {
  '/student/dashboard': ['src/routes/dashboard-page.tsx', 'src/app/shell/shell-chrome.tsx'],
};

/** The web app's server build (apps/web/src/ssr/render-page.tsx): its two renderers. */
export interface PageRenderers {
  renderPage: (path: string, lang: Lang, tenant: TenantBrand) => Promise<string | null>;
  renderSignedInPage: (
    path: string,
    tenant: TenantBrand,
    session: {
      token: string;
      tenantOverride: string | null;
      host: string;
      promotionsHidden: string | null;
      fetch: (url: string, init: RequestInit) => Promise<Response>;
    },
  ) => Promise<{ html: string; state: unknown; lang: Lang } | null>;
}

/** One cookie's value from a request's Cookie header, or undefined. */
export const cookieOf = (header: string | undefined, name: string): string | undefined => {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined; // a malformed escape is no value
    }
  }
  return undefined;
};

/**
 * The painted page's HTML in `#root`, made inert until the app renders over it (app-main.tsx): nothing in
 * it works before the app does, so a click or a key is not lost into a page about to be replaced. Its
 * fields are also read-only, which browser automation waits on as it does for a real user.
 */
export const paintRoot = (page: string, html: string, state?: unknown): string =>
  page.replace(
    '<div id="root"></div>',
    // A function, so a `$&` or `$'` in the page's text is text, not a replacement pattern.
    () =>
      `<div id="root" inert data-painted="">${html.replace(/<(input|textarea)(?=[\s>])/g, '<$1 readonly=""')}</div>` +
      (state === undefined
        ? ''
        : `\n    <script type="application/json" id="${PAINTED_STATE_ID}">${jsonInHtml(state)}</script>`),
  );

/** JSON inside a `<script>` element: nothing in it can close the element or open a comment. */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html for a tenant (pure): its title, its description in its default language (or `lang`), that language, and the links that start the page's root. */
export const renderShell = (
  template: string,
  tenant: Pick<TenantContext, 'name' | 'tabName' | 'examName' | 'settings'>,
  preload = '',
  lang: Lang = tenant.settings.defaultLang,
) => {
  const title = escapeHtml(tenant.tabName || tenant.name);
  const description = escapeHtml(
    serverMessage(lang, 'seo.description', { name: tenant.name, exam: tenant.examName || 'SAT' }),
  );
  return (
    template
      .replace(/<html(\s+lang="[^"]*")?>/, `<html lang="${HTML_LANG[lang]}">`)
      // Functions, so a `$'` in a tenant's name is text, not a replacement pattern.
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${title}</title>\n    <meta name="description" content="${description}" />`,
      )
      .replace('</head>', () => (preload ? `  ${preload}\n  </head>` : '</head>'))
  );
};

/** The origin the client asked for (the tenant's host), for absolute URLs in the sitemap. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    ...PUBLIC_PAGES.filter((p) => p !== '/').map((p) => `Allow: ${p}`),
    ...PRIVATE_PREFIXES.filter((p) => !PUBLIC_PAGES.some((page) => page.startsWith(p))).map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

export const sitemapXml = (origin: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((p) => `  <url><loc>${escapeHtml(`${origin}${p}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * Serves the web app's page for every client route (any non-API GET that is not a file), robots.txt and
 * the sitemap. A host that names no tenant gets the page as built (the app then says the tenant is unknown).
 */
export const registerWebShell = (
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  webDist: string,
) => {
  const template = readFileSync(resolve(webDist, 'index.html'), 'utf8');
  const build = serverBuild(app.log, webDist);
  const painter = paintedPages(deps, app.log, build);
  const signedInPainter = signedInPages(app, app.log, build);
  // Without a manifest (an older or a test build) the page goes without the links: slower, not broken.
  let manifest: BuildManifest = {};
  try {
    manifest = JSON.parse(readFileSync(resolve(webDist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    /* no links */
  }
  const preload = { runner: preloadLinks(manifest, 'runner'), app: preloadLinks(manifest, 'app') };
  const paintedLinks = new Map(
    Object.entries({ ...PAINTED_PAGES, ...SIGNED_IN_PAINTED_PAGES }).map(([path, chunks]) => [
      path,
      preloadLinks(manifest, 'app', { chunks }),
    ]),
  );
  /**
   * By host, or the `?tenant=` slug a page is opened with, else the override the browser keeps (its cookie):
   * local and test set-ups, as the app itself reads them (`?tenant=` alone clears the override).
   */
  const overrideOf = (req: FastifyRequest): string | null => {
    const param = (req.query as Record<string, unknown> | undefined)?.tenant;
    return (typeof param === 'string' ? param : cookieOf(req.headers.cookie, TENANT_COOKIE)) || null;
  };
  const tenantOf = async (req: FastifyRequest) => {
    const slug = overrideOf(req);
    try {
      return await resolveTenant(deps.db, { slug: slug || undefined, host: req.host });
    } catch {
      return null;
    }
  };
  const sendText = (reply: FastifyReply, type: string, body: string) =>
    reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(body);

  app.get('/robots.txt', { config: { access: 'public' } }, (req, reply) =>
    sendText(reply, 'text/plain; charset=utf-8', robotsTxt(originOf(req))),
  );
  app.get('/sitemap.xml', { config: { access: 'public' } }, (req, reply) =>
    sendText(reply, 'application/xml; charset=utf-8', sitemapXml(originOf(req))),
  );
  app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
    // An asset or a media file that is gone (an old build's chunk, a missing clip) must fail as such,
    // so the app can offer a reload and an audio player can say the clip did not load.
    if (/^\/(api|assets|media)\//.test(req.url)) return reply.callNotFound();
    const tenant = await tenantOf(req);
    const mine = tenant ? await signedInPainter(req, tenant, tenantBrandOf(deps, tenant), overrideOf(req)) : null;
    const painted = mine ?? (tenant ? await painter(req, tenant) : null);
    const page = !tenant
      ? template
      : painted
        ? paintRoot(
            renderShell(template, tenant, paintedLinks.get(painted.path), painted.lang),
            painted.html,
            mine?.state,
          )
        : renderShell(template, tenant, preload[rootOfPath(req.url)]);
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // A page with a user's own data is theirs alone: never kept by a browser or a proxy.
        .header('cache-control', mine ? 'private, no-store' : 'no-cache')
        .header('vary', 'cookie')
        .send(page)
    );
  });
};

/** A render that takes longer is given up: the page goes out unpainted (it still completes, and is not kept). */
const RENDER_TIMEOUT_MS = 5_000;
const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no render within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** At most this many painted pages are kept (tenants × languages × pages; a brand's edit makes a new key). */
const PAINT_CACHE_SIZE = 300;

/**
 * The public pages the server paints (decision 0055): the web app's server build renders them once per
 * brand, language and page, and the HTML is kept. Without that build (a test build, `vite` alone) or when
 * it fails, the page goes out as before, unpainted: slower on a phone, never broken.
 */
/** The web app's server build, loaded once (null without it, or when it fails to load). */
const serverBuild = (log: FastifyBaseLogger, webDist: string) => {
  const file = resolve(webDist, '..', 'dist-ssr', 'render-page.js');
  let renderers: Promise<PageRenderers | null> | undefined;
  const load = () =>
    (renderers ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: PageRenderers) => module,
          (error: unknown) => {
            log.error({ err: error }, "the web app's server build did not load: pages go unpainted");
            return null;
          },
        )
      : Promise.resolve(null));
  void load(); // loaded with the server, not on the first visitor's page
  return load;
};

const paintedPages = (
  deps: Pick<Deps, 'config' | 'mailer'>,
  log: FastifyBaseLogger,
  load: () => Promise<PageRenderers | null>,
) => {
  const cache = new Map<string, string>();

  return async (
    req: FastifyRequest,
    tenant: TenantContext,
  ): Promise<{ path: string; lang: Lang; html: string } | null> => {
    const path = req.url.split('?')[0] ?? '/';
    const query = req.query as Record<string, unknown> | undefined;
    if (!PAINTED_PAGES[path] || query?.token !== undefined) return null;
    if (cookieOf(req.headers.cookie, SIGNED_IN_COOKIE)) return null;
    const chosen = cookieOf(req.headers.cookie, LANG_COOKIE);
    const lang = isLang(chosen) ? chosen : tenant.settings.defaultLang;
    const brand = tenantBrandOf(deps, tenant);
    const key = `${path}|${lang}|${JSON.stringify(brand)}`;
    let html = cache.get(key);
    if (html === undefined) {
      const build = await load();
      if (!build) return null;
      try {
        html = (await withTimeout(build.renderPage(path, lang, brand), RENDER_TIMEOUT_MS)) ?? '';
      } catch (error) {
        log.error({ err: error, path }, 'painting a public page failed: sent unpainted');
        return null;
      }
      if (cache.size >= PAINT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, html);
    }
    return html ? { path, lang, html } : null;
  };
};

/**
 * Signed-in renders waiting at most: one more is sent unpainted (the app renders it as before), so a rush of
 * dashboards never queues a student behind others' renders.
 */
const SIGNED_IN_RENDERS_MAX = 4;

/**
 * The signed-in pages the server paints with their user's data (decision 0056): only for a browser that
 * holds a session (its hint cookie) and sends its same-site copy of the token. The page's reads go into the
 * API in process (`inject`), with that token as their bearer and the visitor's address, through every check
 * a browser's own request meets (the token, its tenant, the user's roles, rate limits): a refused or
 * expired token, a user the page is not for, a failure or a slow render all send the page unpainted. GETs
 * only; nothing of it is kept.
 */
const signedInPages = (app: FastifyInstance, log: FastifyBaseLogger, load: () => Promise<PageRenderers | null>) => {
  let waiting = 0;
  const inProcess =
    (req: FastifyRequest, token: string) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET') return new Response(null, { status: 405 });
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      headers.authorization = `Bearer ${token}`;
      if (req.headers.host) headers.host = req.headers.host;
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: req.ip });
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        for (const one of [value].flat()) if (one !== undefined) out.append(name, String(one));
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
    };

  return async (
    req: FastifyRequest,
    tenant: TenantContext,
    brand: TenantBrand,
    tenantOverride: string | null,
  ): Promise<{ path: string; html: string; state: unknown; lang: Lang } | null> => {
    const path = req.url.split('?')[0] ?? '/';
    if (!SIGNED_IN_PAINTED_PAGES[path]) return null;
    const token = cookieOf(req.headers.cookie, SESSION_COOKIE);
    if (!token || !cookieOf(req.headers.cookie, SIGNED_IN_COOKIE) || waiting >= SIGNED_IN_RENDERS_MAX) return null;
    const build = await load();
    if (!build) return null;
    waiting += 1;
    const render = build
      .renderSignedInPage(path, brand, {
        token,
        tenantOverride,
        host: req.host,
        promotionsHidden: cookieOf(req.headers.cookie, PROMOTIONS_HIDDEN_COOKIE) ?? null,
        fetch: inProcess(req, token),
      })
      .finally(() => {
        waiting -= 1;
      });
    try {
      const painted = await withTimeout(render, RENDER_TIMEOUT_MS);
      return painted ? { path, ...painted } : null;
    } catch (error) {
      log.error({ err: error, path, tenant: tenant.slug }, 'painting a signed-in page failed: sent unpainted');
      return null;
    }
  };
};
