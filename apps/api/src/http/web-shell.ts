import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { HTML_LANG, serverMessage } from '@prepwell/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveTenant, type TenantContext } from '../modules/tenants/tenants.service.ts';
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
export const preloadLinks = (manifest: BuildManifest, root: keyof typeof ROOTS): string => {
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
  return [
    ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}" />`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(f)}" />`),
  ].join('\n    ');
};

/** index.html for a tenant (pure): its title, its description in its default language, that language, and the links that start the page's root. */
export const renderShell = (
  template: string,
  tenant: Pick<TenantContext, 'name' | 'tabName' | 'examName' | 'settings'>,
  preload = '',
) => {
  const lang = tenant.settings.defaultLang;
  const title = escapeHtml(tenant.tabName || tenant.name);
  const description = escapeHtml(
    serverMessage(lang, 'seo.description', { name: tenant.name, exam: tenant.examName || 'SAT' }),
  );
  return template
    .replace(/<html(\s+lang="[^"]*")?>/, `<html lang="${HTML_LANG[lang]}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${title}</title>\n    <meta name="description" content="${description}" />`,
    )
    .replace('</head>', preload ? `  ${preload}\n  </head>` : '</head>');
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
export const registerWebShell = (app: FastifyInstance, deps: Pick<Deps, 'db'>, webDist: string) => {
  const template = readFileSync(resolve(webDist, 'index.html'), 'utf8');
  // Without a manifest (an older or a test build) the page goes without the links: slower, not broken.
  let manifest: BuildManifest = {};
  try {
    manifest = JSON.parse(readFileSync(resolve(webDist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    /* no links */
  }
  const preload = { runner: preloadLinks(manifest, 'runner'), app: preloadLinks(manifest, 'app') };
  /** By host, or the `?tenant=` slug a page is opened with (local and test set-ups, as the app itself reads it). */
  const tenantOf = async (req: FastifyRequest) => {
    const slug = (req.query as Record<string, unknown> | undefined)?.tenant;
    try {
      return await resolveTenant(deps.db, {
        slug: typeof slug === 'string' && slug ? slug : undefined,
        host: req.host,
      });
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
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(tenant ? renderShell(template, tenant, preload[rootOfPath(req.url)]) : template);
  });
};
