import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withServerSession } from './server-session.ts';
import {
  getTenantOverride,
  getToken,
  setStoredLang,
  setTenantOverride,
  setToken,
  syncHintCookies,
  tenantScope,
} from './storage.ts';

// A browser's storage and cookie jar, as far as storage.ts touches them, in node.
let store: Map<string, string>;
let written: string[];
beforeEach(() => {
  store = new Map();
  written = [];
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
    location: { host: 'centre.example', protocol: 'http:' },
  });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the hint cookies the server paints public pages by (decision 0055)', () => {
  it('say a session is stored while a token is, with its same-site copy (decision 0056), both cleared with it', () => {
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(written).toEqual([
      'pw_signed_in=1; path=/; max-age=31536000; samesite=lax',
      'pw_session=abc; path=/; max-age=31536000; samesite=strict',
    ]);
    setToken(null);
    expect(written.slice(2)).toEqual([
      'pw_signed_in=; path=/; max-age=0; samesite=lax',
      'pw_session=; path=/; max-age=0; samesite=strict',
    ]);
  });

  it('carry the language chosen; only the strict same-site copy carries the token, secure over https', () => {
    setStoredLang('tw');
    expect(store.get('lang')).toBe('tw');
    expect(written).toEqual(['pw_lang=tw; path=/; max-age=31536000; samesite=lax']);
    setToken('secret/token');
    expect(written.filter((c) => c.includes('secret'))).toEqual([
      'pw_session=secret%2Ftoken; path=/; max-age=31536000; samesite=strict',
    ]);
    (window.location as { protocol: string }).protocol = 'https:';
    setToken('t2');
    expect(written.at(-1)).toBe('pw_session=t2; path=/; max-age=31536000; samesite=strict; secure');
  });

  it('are brought in line with what a browser stored before they existed', () => {
    store.set('id_token', 'abc');
    store.set('lang', 'cn');
    store.set('tenant', 'demo');
    syncHintCookies();
    expect(written).toEqual([
      'pw_signed_in=1; path=/; max-age=31536000; samesite=lax',
      'pw_session=abc; path=/; max-age=31536000; samesite=strict',
      'pw_lang=cn; path=/; max-age=31536000; samesite=lax',
      'pw_tenant=demo; path=/; max-age=31536000; samesite=lax',
    ]);
    store.clear();
    written = [];
    syncHintCookies();
    expect(written).toEqual([
      'pw_signed_in=; path=/; max-age=0; samesite=lax',
      'pw_session=; path=/; max-age=0; samesite=strict',
      'pw_tenant=; path=/; max-age=0; samesite=lax',
    ]);
  });

  it('keep the tenant override (`?tenant=`) with it, and clear it with it', () => {
    setTenantOverride('demo');
    setTenantOverride(null);
    expect(written).toEqual([
      'pw_tenant=demo; path=/; max-age=31536000; samesite=lax',
      'pw_tenant=; path=/; max-age=0; samesite=lax',
    ]);
  });
});

describe('the tenant part of query keys', () => {
  it('is the host in a browser and one fixed scope on the server, which has no window', () => {
    expect(tenantScope()).toBe('host:centre.example');
    store.set('tenant', 'demo');
    expect(tenantScope()).toBe('demo');
    vi.unstubAllGlobals();
    expect(tenantScope()).toBe('server');
  });
});

describe("a signed-in page's render on the server (decision 0056)", () => {
  it("reads the render's session, keyed as its browser keys it, and the browser's own again after", async () => {
    vi.unstubAllGlobals();
    const fetch = () => Promise.resolve(new Response(null));
    const seen = await withServerSession(
      { token: 't1', tenantOverride: null, host: 'centre.example:8443', promotionsHidden: null, fetch },
      () => Promise.resolve([getToken(), getTenantOverride(), tenantScope()]),
    );
    expect(seen).toEqual(['t1', null, 'host:centre.example:8443']);
    const kept = await withServerSession(
      { token: 't2', tenantOverride: 'demo', host: 'x', promotionsHidden: null, fetch },
      () => Promise.resolve(tenantScope()),
    );
    expect(kept).toBe('demo');
    expect([getToken(), tenantScope()]).toEqual([null, 'server']);
  });
});
