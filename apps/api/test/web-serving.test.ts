import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, createTestTenant, type TestApp } from './helpers.ts';

let app: TestApp;
const page = '<!doctype html><html><head><title>Prepwell</title></head><body><div id="root"></div></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const worker = `self.addEventListener('fetch', () => undefined);`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'prepwell-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'runner-sw.js'), worker);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true },
      'src/runner/runner-main.tsx': {
        file: 'assets/runner-main-r1.js',
        imports: ['index.html', '_react-x1.js'],
        css: ['assets/runner-main-r1.css', 'assets/katex-k1.css'],
      },
      'src/app-main.tsx': { file: 'assets/app-main-a1.js', imports: ['index.html', '_react-x1.js', '_mantine-m1.js'] },
      '_react-x1.js': { file: 'assets/react-x1.js' },
      '_mantine-m1.js': { file: 'assets/mantine-m1.js', imports: ['_react-x1.js'], css: ['assets/mantine-m1.css'] },
    }),
  );
  app = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => app?.close());

describe('serving the web app', () => {
  it('answers every client route, `/` included, with the page (never cached)', async () => {
    // A tenant of its own for the `?tenant=` case: the demo tenant exists only where another file seeded it.
    const tenant = await createTestTenant(app);
    for (const url of ['/', `/?tenant=${tenant.slug}`, '/login', '/student/dashboard', '/no/such/page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    }
  });

  it('gives each tenant its own title, description and language, escaped (issue 21, SEO)', async () => {
    const tenant = await createTestTenant(app, { settings: { defaultLang: 'tw' } });
    const res = await app.inject({ url: `/login?tenant=${tenant.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="zh-Hant-TW">');
    expect(res.body).toContain(`<title>${tenant.tabName}</title>`);
    expect(res.body).toContain(`<meta name="description" content="${tenant.name}：與真實考試一致的 SAT 全真模考`);
    expect(res.body).not.toContain('<title>Prepwell</title>');
    // A name with markup stays text.
    const tricky = await createTestTenant(app);
    await app.deps.db.execute(
      sql`update tenants set name = ${'A&B <Prep> "Centre"'}, tab_name = '' where id = ${tricky.id}`,
    );
    const escaped = await app.inject({ url: `/?tenant=${tricky.slug}&fresh=1` });
    expect(escaped.body).toContain('A&amp;B &lt;Prep&gt; &quot;Centre&quot;');
    expect(escaped.body).not.toContain('<Prep>');
  });

  it("names the page's root chunks and styles in it, so they load with it (issue 21, phones)", async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const appRoot = links((await app.inject({ url: '/student/dashboard' })).body);
    expect(appRoot).toEqual([
      'modulepreload /assets/app-main-a1.js',
      'modulepreload /assets/react-x1.js',
      'modulepreload /assets/mantine-m1.js',
      'preload /assets/mantine-m1.css',
    ]);
    expect(links((await app.inject({ url: '/sat/result/u1' })).body)).toEqual(appRoot);
    const runner = [
      'modulepreload /assets/runner-main-r1.js',
      'modulepreload /assets/react-x1.js',
      'preload /assets/runner-main-r1.css',
      'preload /assets/katex-k1.css',
    ];
    for (const path of [
      '/sat/test/e1/u1',
      '/sat/start/e1/u1',
      '/act/test/e1/u1',
      '/toefl/test/e1/u1/start',
      '/shsat/test/e1/u1',
    ])
      expect(links((await app.inject({ url: path })).body), path).toEqual(runner);
  });

  it('lets crawlers into the public pages only, and lists them in the sitemap at the host asked', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'prep.example.test' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Allow: /about');
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/educator\/$/m);
    expect(robots.body).toContain('Sitemap: http://prep.example.test/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'prep.example.test' } });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://prep.example.test/enroll</loc>');
    expect(sitemap.body).not.toContain('/educator/');
  });

  it('compresses JSON and the page for clients that accept it, from 1 KB (issue 21, phones)', async () => {
    const plain = await app.inject({ url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // Small replies (the autosave's, the health check's) are sent as they are.
    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    // A compressed request body is not inflated: it is refused as a body that is not JSON, as before.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'nobody', password: 'x' })),
    });
    expect(login.statusCode).toBe(400);
    // The page is HTML: sent as it is while small (the test's page), compressed from 1 KB (a long name).
    const page = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toContain('<div id="root"></div>');
    const long = await createTestTenant(app);
    await app.deps.db.execute(sql`update tenants set name = ${'Long Name Prep '.repeat(80)} where id = ${long.id}`);
    const big = await app.inject({ url: `/login?tenant=${long.slug}`, headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(big.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const res = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.body).toBe(script);
    // A chunk of an older build is a 404, not the page, so a chunk-load failure is noticed.
    expect((await app.inject({ url: '/assets/main-old999.js' })).statusCode).toBe(404);
  });

  it('sends the runner’s service worker (decision 0035) as a script that is checked again on every load', async () => {
    const res = await app.inject({ url: '/runner-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    // Not cached: a new build's worker (a new precache version) is found on the next load.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(worker);
    // The worker's own policy lets it fetch from this origin only.
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('keeps /api answers as JSON errors', async () => {
    const res = await app.inject({ url: '/api/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
