// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formProblems, formValuesOf, fromLocalInput, inputOf, toLocalInput } from './promotion-form.ts';
import { PROMOTIONS_HIDDEN_COOKIE } from '@prepwell/contracts/light';
import { withServerSession } from '../../lib/server-session.ts';
import { hiddenToday, hideForToday, localDay } from './promotion-dismissals.ts';

describe('the promotion form', () => {
  it('checks the link and the dates as the server does', () => {
    const base = formValuesOf();
    expect(formProblems({ ...base, link_url: '/student/plans' })).toEqual({});
    expect(formProblems({ ...base, link_url: 'https://example.test/x' })).toEqual({});
    expect(formProblems({ ...base, link_url: 'http://example.test' })).toEqual({ link_url: 'linkInvalid' });
    expect(formProblems({ ...base, link_url: '//evil.test' })).toEqual({ link_url: 'linkInvalid' });
    expect(formProblems({ ...base, link_url: 'javascript:alert(1)' })).toEqual({ link_url: 'linkInvalid' });
    expect(formProblems({ ...base, starts_at: '2026-05-02T10:00', ends_at: '2026-05-01T10:00' })).toEqual({
      ends_at: 'endsBeforeStarts',
    });
    expect(formProblems({ ...base, starts_at: '2026-05-01T10:00', ends_at: '2026-05-01T10:00' })).toEqual({
      ends_at: 'endsBeforeStarts',
    });
    expect(formProblems({ ...base, starts_at: '2026-05-01T10:00', ends_at: '' })).toEqual({});
  });

  it('sends empty Chinese texts as absent, an empty link and dates as null, local dates as instants', () => {
    const values = {
      ...formValuesOf(),
      title: { en: 'Go Pro', cn: '升级', tw: ' ' },
      body: { en: 'No ads', cn: '', tw: '無廣告' },
      starts_at: '2026-05-01T10:00',
    };
    const input = inputOf(values);
    expect(input.title).toEqual({ en: 'Go Pro', cn: '升级' });
    expect(input.body).toEqual({ en: 'No ads', tw: '無廣告' });
    expect(input.link_url).toBeNull();
    expect(input.ends_at).toBeNull();
    expect(input.starts_at).toBe(new Date('2026-05-01T10:00').toISOString());
    expect(toLocalInput(input.starts_at ?? null)).toBe('2026-05-01T10:00');
    expect(fromLocalInput('not a date')).toBeNull();
  });
});

describe('hide for today', () => {
  it('hides a promotion for the day it was hidden, per tenant and user, and forgets earlier days', () => {
    window.localStorage.clear();
    hideForToday('t1', 'u1', 'p1', new Date(2026, 4, 1, 9));
    hideForToday('t1', 'u1', 'p2', new Date(2026, 4, 1, 18));
    expect(hiddenToday('t1', 'u1', '2026-05-01')).toEqual(new Set(['p1', 'p2']));
    expect(hiddenToday('t1', 'u2', '2026-05-01')).toEqual(new Set());
    expect(hiddenToday('t2', 'u1', '2026-05-01')).toEqual(new Set());
    expect(hiddenToday('t1', 'u1', '2026-05-02')).toEqual(new Set());
    hideForToday('t1', 'u1', 'p3', new Date(2026, 4, 2, 8));
    expect(JSON.parse(window.localStorage.getItem('pw_promo_hidden:t1:u1') ?? '{}')).toEqual({ p3: '2026-05-02' });
    expect(localDay(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});

describe('hide for today, as the server paints the dashboard', () => {
  const session = (promotionsHidden: string | null) => ({
    token: 't',
    tenantOverride: null,
    host: 'x.test',
    promotionsHidden,
    fetch: () => Promise.reject(new Error('no reads here')),
  });
  const cookie = () =>
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${PROMOTIONS_HIDDEN_COOKIE}=`))
      ?.slice(PROMOTIONS_HIDDEN_COOKIE.length + 1);

  it('copies today’s hidden promotions into a cookie the server reads for that tenant and member only', async () => {
    window.localStorage.clear();
    hideForToday('t1', 'u1', 'p1');
    hideForToday('t1', 'u1', 'p2');
    const copy = decodeURIComponent(cookie() ?? '');
    expect(JSON.parse(copy)).toEqual({ k: 'pw_promo_hidden:t1:u1', ids: ['p1', 'p2'] });
    expect(await withServerSession(session(copy), async () => hiddenToday('t1', 'u1'))).toEqual(new Set(['p1', 'p2']));
    expect(await withServerSession(session(copy), async () => hiddenToday('t1', 'u2'))).toEqual(new Set());
    expect(await withServerSession(session(copy), async () => hiddenToday('t2', 'u1'))).toEqual(new Set());
    expect(await withServerSession(session('{not json'), async () => hiddenToday('t1', 'u1'))).toEqual(new Set());
    expect(await withServerSession(session(null), async () => hiddenToday('t1', 'u1'))).toEqual(new Set());
  });

  it('lets the copy end at the browser’s next midnight', () => {
    window.localStorage.clear();
    document.cookie = `${PROMOTIONS_HIDDEN_COOKIE}=; path=/; max-age=0`;
    // Hidden "yesterday": its copy expired at midnight, so the browser no longer sends it.
    hideForToday('t1', 'u1', 'p1', new Date(2020, 0, 1, 23, 59));
    expect(cookie()).toBeUndefined();
  });
});
