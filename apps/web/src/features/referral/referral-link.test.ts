import { describe, expect, it } from 'vitest';
import { referralCodeFromSearch, referralLink } from './referral-link.ts';

describe('referralLink', () => {
  it('points at the register page with the code', () => {
    expect(referralLink({ origin: 'https://prep.example', code: 'ACD34KM', tenantOverride: null })).toBe(
      'https://prep.example/register?ref=ACD34KM',
    );
  });

  it('names a tenant override so the friend registers where the code is valid', () => {
    expect(referralLink({ origin: 'https://prep.example', code: 'ACD34KM', tenantOverride: 'acme' })).toBe(
      'https://prep.example/register?ref=ACD34KM&tenant=acme',
    );
  });
});

describe('referralCodeFromSearch', () => {
  it('reads ?ref= trimmed and upper-cased', () => {
    expect(referralCodeFromSearch(new URLSearchParams('ref=%20acd34km%20'))).toBe('ACD34KM');
    expect(referralCodeFromSearch(new URLSearchParams('type=student'))).toBe('');
    expect(referralCodeFromSearch(new URLSearchParams(`ref=${'x'.repeat(50)}`))).toHaveLength(32);
  });
});
