import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setStoredLang, setTenantOverride, setToken, syncHintCookies, tenantScope } from './storage.ts';

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
    location: { host: 'centre.example' },
  });
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the hint cookies the server paints public pages by (decision 0055)', () => {
  it('say a session is stored while a token is, and are cleared with it', () => {
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(written).toEqual(['pw_signed_in=1; path=/; max-age=31536000; samesite=lax']);
    setToken(null);
    expect(written[1]).toBe('pw_signed_in=; path=/; max-age=0; samesite=lax');
  });

  it('carry the language chosen, never the token', () => {
    setStoredLang('tw');
    expect(store.get('lang')).toBe('tw');
    expect(written).toEqual(['pw_lang=tw; path=/; max-age=31536000; samesite=lax']);
    setToken('secret-token');
    expect(written.join('\n')).not.toContain('secret-token');
  });

  it('are brought in line with what a browser stored before they existed', () => {
    store.set('id_token', 'abc');
    store.set('lang', 'cn');
    store.set('tenant', 'demo');
    syncHintCookies();
    expect(written).toEqual([
      'pw_signed_in=1; path=/; max-age=31536000; samesite=lax',
      'pw_lang=cn; path=/; max-age=31536000; samesite=lax',
      'pw_tenant=demo; path=/; max-age=31536000; samesite=lax',
    ]);
    store.clear();
    written = [];
    syncHintCookies();
    expect(written).toEqual([
      'pw_signed_in=; path=/; max-age=0; samesite=lax',
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
