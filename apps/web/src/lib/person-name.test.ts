import { describe, expect, it } from 'vitest';
import { personName } from './person-name.ts';

describe('personName', () => {
  it('takes the name, then first and last name, then the username, then the e-mail, then the fallback', () => {
    const all = { name: 'Ann Lee', first_name: 'Ann', last_name: 'Li', username: 'ann', email: 'a@x.test' };
    expect(personName(all)).toBe('Ann Lee');
    expect(personName({ ...all, name: null })).toBe('Ann Li');
    expect(personName({ ...all, name: '', first_name: null })).toBe('Li');
    expect(personName({ name: null, first_name: null, last_name: null, username: 'ann', email: 'a@x.test' })).toBe(
      'ann',
    );
    expect(personName({ name: null, username: null, email: 'a@x.test' })).toBe('a@x.test');
    expect(personName({ name: null, username: null, email: null })).toBe('');
    expect(personName({ name: null, username: null, email: null }, '—')).toBe('—');
  });
});
