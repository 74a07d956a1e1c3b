import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HTML_LANG,
  isLang,
  LANG_COOKIE,
  serverMessage,
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

/** The web app's server build's renderer (apps/web/src/ssr/render-page.tsx). */
export type PageRenderer = (path: string, lang: Lang, tenant: TenantBrand) => Promise<string | null>;

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
export const paintRoot = (page: string, html: string): string =>
  page.replace(
    '<div id="root"></div>',
    // A function, so a `$&` or `$'` in the page's text is text, not a replacement pattern.
    () =>
      `<div id="root" inert data-painted="">${html.replace(/<(input|textarea)(?=[\s>])/g, '<$1 readonly=""')}</div>`,
  );

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
  const painter = paintedPages(deps, app.log, webDist);
  // Without a manifest (an older or a test build) the page goes without the links: slower, not broken.
  let manifest: BuildManifest = {};
  try {
    manifest = JSON.parse(readFileSync(resolve(webDist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    /* no links */
  }
  const preload = { runner: preloadLinks(manifest, 'runner'), app: preloadLinks(manifest, 'app') };
  const paintedLinks = new Map(
    Object.entries(PAINTED_PAGES).map(([path, chunks]) => [path, preloadLinks(manifest, 'app', { chunks })]),
  );
  /**
   * By host, or the `?tenant=` slug a page is opened with, else the override the browser keeps (its cookie):
   * local and test set-ups, as the app itself reads them (`?tenant=` alone clears the override).
   */
  const tenantOf = async (req: FastifyRequest) => {
    const param = (req.query as Record<string, unknown> | undefined)?.tenant;
    const slug = typeof param === 'string' ? param : cookieOf(req.headers.cookie, TENANT_COOKIE);
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
    const painted = tenant ? await painter(req, tenant) : null;
    const page = !tenant
      ? template
      : painted
        ? paintRoot(renderShell(template, tenant, paintedLinks.get(painted.path), painted.lang), painted.html)
        : renderShell(template, tenant, preload[rootOfPath(req.url)]);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(page);
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
const paintedPages = (deps: Pick<Deps, 'config' | 'mailer'>, log: FastifyBaseLogger, webDist: string) => {
  const file = resolve(webDist, '..', 'dist-ssr', 'render-page.js');
  let renderer: Promise<PageRenderer | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderPage: PageRenderer }) => module.renderPage,
          (error: unknown) => {
            log.error({ err: error }, "the web app's server build did not load: pages go unpainted");
            return null;
          },
        )
      : Promise.resolve(null));
  void load(); // loaded with the server, not on the first visitor's page
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
      const render = await load();
      if (!render) return null;
      try {
        html = (await withTimeout(render(path, lang, brand), RENDER_TIMEOUT_MS)) ?? '';
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
