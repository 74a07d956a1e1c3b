import { describe, expect, it } from 'vitest';
import { mailboxScope } from './dev-mailbox.policy.ts';

describe('mailboxScope', () => {
  it('gives the machine running the server the whole outbox or the address it asks for', () => {
    expect(mailboxScope({ ip: '127.0.0.1', email: null }, undefined)).toBeUndefined();
    expect(mailboxScope({ ip: '::1', email: null }, 'a@b.test')).toBe('a@b.test');
  });
  it('gives an anonymous remote caller nothing', () => {
    expect(mailboxScope({ ip: '203.0.113.9', email: null }, undefined)).toBeNull();
    expect(mailboxScope({ ip: '203.0.113.9', email: undefined }, 'victim@b.test')).toBeNull();
  });
  it('gives a signed-in remote caller only their own mail', () => {
    expect(mailboxScope({ ip: '203.0.113.9', email: 'Me@b.test' }, undefined)).toBe('Me@b.test');
    expect(mailboxScope({ ip: '203.0.113.9', email: 'me@b.test' }, 'ME@b.test')).toBe('me@b.test');
    expect(mailboxScope({ ip: '203.0.113.9', email: 'me@b.test' }, 'victim@b.test')).toBeNull();
  });
});
