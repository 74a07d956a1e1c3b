import { Email, Phone, Username } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { fits, schemaRule } from './form-rules.ts';

describe('schemaRule', () => {
  const email = schemaRule(Email, { invalid: () => 'bad e-mail', required: () => 'required' });
  it('answers with the schema: the server accepts exactly what the form accepts', () => {
    expect(email('  Ann@Example.COM ')).toBeNull();
    expect(email('ann@example')).toBe('bad e-mail');
    expect(email('a b@example.com')).toBe('bad e-mail');
    expect(email('   ')).toBe('required');
  });
  it('lets an optional field stay blank but checks it once typed', () => {
    const username = schemaRule(Username, { invalid: () => 'bad username' });
    expect(username('')).toBeNull();
    expect(username('ab')).toBe('bad username');
    expect(username('ann.lee_1')).toBeNull();
    expect(username('ann lee')).toBe('bad username');
  });
  it('uses the contracts phone rule (7 digits at least)', () => {
    expect(fits(Phone, '415-555')).toBe(false);
    expect(fits(Phone, '+1 415-5550')).toBe(true);
  });
});
