import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cookieOf, jsonInHtml, paintRoot } from '../src/http/web-shell.ts';
import { createTestApp, createTestTenant, createTestUser, type TestApp } from './helpers.ts';

/**
 * The public pages the server paints before the app runs (issue 21, phones; decision 0055), with a stand-in
 * for the web app's server build in `dist-ssr/render-page.js` beside the built app: loaded as the real one
 * is, counting its renders, and failing for a tenant named "Broken".
 */
let app: TestApp;
const page = '<!doctype html><html><head><title>Prepwell</title></head><body><div id="root"></div></body></html>';
const renderer = `
globalThis.__paints = [];
export const renderPage = async (path, lang, tenant) => {
  if (path !== '/' && path !== '/login') return null;
  if (tenant.name === 'Broken') throw new Error('render failed');
  globalThis.__paints.push(path + '|' + lang + '|' + tenant.slug);
  return '<main><h1>' + tenant.name + ' ' + lang + ' ' + path + '</h1><input type="text" aria-label="x"><textarea></textarea><button>Go</button></main>';
};
// As the real one: the page's reads go through session.fetch, the user's language is the page's.
globalThis.__signedIn = [];
export const renderSignedInPage = async (path, tenant, session) => {
  if (path !== '/student/dashboard') return null;
  globalThis.__signedIn.push({ path, tenant: tenant.slug, token: session.token, override: session.tenantOverride, host: session.host, hidden: session.promotionsHidden });
  const tenantHeader = session.tenantOverride ? { 'x-tenant': session.tenantOverride } : {};
  const me = await session.fetch('/api/me', { method: 'GET', headers: { accept: 'application/json', ...tenantHeader } });
  if (me.status !== 200) return null;
  const user = await me.json();
  const write = await session.fetch('/api/lang', { method: 'PUT', headers: {}, body: '{}' });
  return {
    html: '<main><h1>' + user.first_name + ' ' + tenant.slug + '</h1></main>',
    state: { queries: [{ queryKey: ['me'], state: { data: { ...user, note: '</script><script>alert(1)</script>' } } }], write: write.status },
    lang: user.lang,
  };
};`;
const paints = () => (globalThis as unknown as { __paints: string[] }).__paints;
const signedInRenders = () =>
  (globalThis as unknown as { __signedIn: { path: string; tenant: string; token: string; override: string | null }[] })
    .__signedIn;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'prepwell-paint-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true },
      'src/app-main.tsx': {
        file: 'assets/app-main-a1.js',
        imports: ['index.html', '_mantine-m1.js'],
        css: ['assets/app-a1.css'],
      },
      '_mantine-m1.js': { file: 'assets/mantine-m1.js', css: ['assets/mantine-m1.css'] },
      'src/routes/landing-page.tsx': {
        file: 'assets/landing-l1.js',
        imports: ['_mantine-m1.js'],
        css: ['assets/landing-l1.css'],
      },
      'src/routes/login-page.tsx': { file: 'assets/login-g1.js', imports: ['_mantine-m1.js'] },
      'src/app/shell/shell-chrome.tsx': { file: 'assets/shell-s1.js', css: ['assets/shell-s1.css'] },
      'src/routes/dashboard-page.tsx': { file: 'assets/dashboard-d1.js', css: ['assets/dashboard-d1.css'] },
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist-ssr', 'render-page.js'), renderer);
  app = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => app?.close());

const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the public pages painted by the server', () => {
  it('paints the landing page and Login for a visitor, inert and read-only until the app renders', async () => {
    const tenant = await createTestTenant(app, { settings: { defaultLang: 'tw' } });
    for (const path of ['/', '/login']) {
      const res = await get(`${path}?tenant=${tenant.slug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('cookie');
      expect(res.body).toContain('<html lang="zh-Hant-TW">');
      expect(res.body).toContain(
        `<div id="root" inert data-painted=""><main><h1>${tenant.name} tw ${path}</h1><input readonly="" type="text" aria-label="x"><textarea readonly=""></textarea><button>Go</button></main></div>`,
      );
      // Its styles block the paint, in the page; no script comes before it (the entry starts the code after).
      expect(res.body).not.toContain('modulepreload');
      const styles = [...res.body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
      expect(styles).toEqual(
        path === '/'
          ? ['/assets/app-a1.css', '/assets/mantine-m1.css', '/assets/landing-l1.css', '/assets/shell-s1.css']
          : ['/assets/app-a1.css', '/assets/mantine-m1.css', '/assets/shell-s1.css'],
      );
    }
  });

  it("paints in the browser's chosen language (its cookie), else the tenant's", async () => {
    const tenant = await createTestTenant(app);
    const cn = await get(`/?tenant=${tenant.slug}`, 'other=1; pw_lang=cn');
    expect(cn.body).toContain('<html lang="zh-Hans">');
    expect(cn.body).toContain(`${tenant.name} cn /`);
    const odd = await get(`/?tenant=${tenant.slug}`, 'pw_lang=fr');
    expect(odd.body).toContain(`${tenant.name} en /`);
  });

  it('paints the tenant the browser keeps as its override (its cookie); `?tenant=` wins, alone it means the host', async () => {
    const kept = await createTestTenant(app);
    const other = await createTestTenant(app);
    const byCookie = await get('/login', `pw_tenant=${kept.slug}`);
    expect(byCookie.body).toContain(`${kept.name} en /login`);
    expect(byCookie.body).toContain(`<title>${kept.tabName}</title>`);
    const byParam = await get(`/login?tenant=${other.slug}`, `pw_tenant=${kept.slug}`);
    expect(byParam.body).toContain(`${other.name} en /login`);
    const cleared = await get('/login?tenant=', `pw_tenant=${kept.slug}`);
    expect(cleared.body).not.toContain(kept.name);
    // A slug that names no tenant: the page as built, unpainted (the app then says the tenant is unknown).
    const unknown = await get('/login', 'pw_tenant=no-such-centre');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  it('leaves every other page, a stored session and a login token to the app', async () => {
    const tenant = await createTestTenant(app);
    const unpainted = [
      await get(`/register?tenant=${tenant.slug}`),
      await get(`/student/dashboard?tenant=${tenant.slug}`),
      await get(`/?tenant=${tenant.slug}`, 'pw_signed_in=1'),
      await get(`/login?tenant=${tenant.slug}&token=abc`),
    ];
    for (const res of unpainted) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-painted');
    }
  });

  it('renders a brand, language and page once, and again after the brand changes', async () => {
    const tenant = await createTestTenant(app);
    const count = () => paints().filter((p) => p === `/login|en|${tenant.slug}`).length;
    await get(`/login?tenant=${tenant.slug}`);
    await get(`/login?tenant=${tenant.slug}&again=1`);
    expect(count()).toBe(1);
    await app.deps.db.execute(sql`update tenants set name = ${'Renamed Centre'} where id = ${tenant.id}`);
    // The tenant cache of the request path keeps a brand 10 s; a new slug lookup reads it now.
    const { invalidateTenantCache } = await import('../src/modules/tenants/tenants.service.ts');
    invalidateTenantCache();
    const renamed = await get(`/login?tenant=${tenant.slug}`);
    expect(renamed.body).toContain('Renamed Centre en /login');
    expect(count()).toBe(2);
  });

  it("keeps a name's `$'` and `$&` as text (no replacement patterns) and survives a malformed cookie", async () => {
    const tenant = await createTestTenant(app);
    const name = `Prep$'s "$&" Centre`;
    await app.deps.db.execute(sql`update tenants set name = ${name}, tab_name = '' where id = ${tenant.id}`);
    const { invalidateTenantCache } = await import('../src/modules/tenants/tenants.service.ts');
    invalidateTenantCache();
    const res = await get(`/?tenant=${tenant.slug}`, 'pw_lang=%E0%A4%A');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Prep$&#39;s &quot;$&amp;&quot; Centre</title>`);
    expect(res.body).toContain(`<h1>${name} en /</h1>`);
    expect(res.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('sends the page unpainted when the render fails, never an error', async () => {
    const tenant = await createTestTenant(app);
    await app.deps.db.execute(sql`update tenants set name = 'Broken' where id = ${tenant.id}`);
    const { invalidateTenantCache } = await import('../src/modules/tenants/tenants.service.ts');
    invalidateTenantCache();
    const res = await get(`/?tenant=${tenant.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe("the student's dashboard painted with the student's own data (decision 0056)", () => {
  const session = (token: string, more = '') => `pw_signed_in=1; pw_session=${encodeURIComponent(token)}${more}`;

  it("paints it with the reads of the browser's own token, hands the data over safely, and keeps nothing", async () => {
    const tenant = await createTestTenant(app);
    const student = await createTestUser(app, tenant, { firstName: 'Stella' });
    const hidden = JSON.stringify({ k: `pw_promo_hidden:${tenant.slug}:${student.id}`, ids: ['p1'] });
    const res = await get(
      '/student/dashboard',
      session(student.token, `; pw_tenant=${tenant.slug}; pw_promo_hidden=${encodeURIComponent(hidden)}`),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('cookie');
    expect(res.body).toContain(
      `<div id="root" inert data-painted=""><main><h1>Stella ${tenant.slug}</h1></main></div>`,
    );
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard-d1.css" />');
    expect(signedInRenders().at(-1)).toMatchObject({
      tenant: tenant.slug,
      token: student.token,
      override: tenant.slug,
      // The promotions her browser hid today reach the render, which leaves them out as the app does.
      hidden,
    });
    // The data block: JSON the app reads back as it was, that cannot close its element.
    const block = /<script type="application\/json" id="pw-painted-state">([^<]*)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    const state = JSON.parse(block![1]!) as {
      queries: { state: { data: { id: string; note: string } } }[];
      write: number;
    };
    expect(state.queries[0]!.state.data.id).toBe(student.id);
    expect(state.queries[0]!.state.data.note).toBe('</script><script>alert(1)</script>');
    expect(res.body).not.toContain('<script>alert(1)');
    // The render reads only: a write through its transport is refused before it reaches the API.
    expect(state.write).toBe(405);
  });

  it('leaves it to the app without both cookies, for a token refused, or a token of another tenant', async () => {
    const tenant = await createTestTenant(app);
    const other = await createTestTenant(app);
    const student = await createTestUser(app, tenant);
    const stranger = await createTestUser(app, other);
    const unpainted = [
      await get(`/student/dashboard?tenant=${tenant.slug}`, `pw_session=${student.token}`),
      await get(`/student/dashboard?tenant=${tenant.slug}`, 'pw_signed_in=1'),
      await get(`/student/dashboard?tenant=${tenant.slug}`, session('not-a-token')),
      await get(`/student/dashboard?tenant=${tenant.slug}`, session(stranger.token)),
      await get(`/student/profile?tenant=${tenant.slug}`, session(student.token)),
    ];
    for (const res of unpainted) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('pw-painted-state');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('painting helpers', () => {
  it('writes JSON that no HTML parser ends early', () => {
    const text = jsonInHtml({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('reads one cookie of a Cookie header', () => {
    expect(cookieOf('a=1; pw_lang=tw; b=2', 'pw_lang')).toBe('tw');
    expect(cookieOf('xpw_lang=tw', 'pw_lang')).toBeUndefined();
    expect(cookieOf(undefined, 'pw_lang')).toBeUndefined();
    expect(cookieOf('pw_lang=%7Bx', 'pw_lang')).toBe('{x');
    expect(cookieOf('pw_lang=%E0%A4%A; pw_signed_in=1', 'pw_lang')).toBeUndefined();
  });

  it('makes every field of the painted page read-only, and nothing else', () => {
    const out = paintRoot('<body><div id="root"></div></body>', '<input type="email"><inputs><textarea>t</textarea>');
    expect(out).toBe(
      '<body><div id="root" inert data-painted=""><input readonly="" type="email"><inputs><textarea readonly="">t</textarea></div></body>',
    );
  });
});
