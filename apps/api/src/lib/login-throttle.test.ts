import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, passwordCheckGate, waitAfterFailure, waitsAfterFailure } from './login-throttle.ts';

const { account, address, maxWaitSeconds } = LOGIN_THROTTLE;

describe('waitAfterFailure', () => {
  it('is nothing below the free failures, then 1, 2, 4 … seconds, capped at a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => waitAfterFailure(n, 3))).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it('never passes the cap and never shrinks as failures grow, for any count', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(100), (n, free) => {
        const wait = waitAfterFailure(n, free);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
        expect(waitAfterFailure(n + 1, free)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});

const quiet = { accountInFlight: 0, addressInFlight: 0 };

describe('passwordCheckGate', () => {
  it('lets the first failures through at once', () => {
    expect(
      passwordCheckGate({
        ...quiet,
        accountFailures: account.freeFailures - 1,
        addressFailures: address.freeFailures - 1,
        captcha: true,
      }),
    ).toEqual({ busy: false, captcha: false, waits: [] });
    expect(passwordCheckGate({ ...quiet, accountFailures: 0, addressFailures: 0, captcha: false })).toEqual({
      busy: false,
      captcha: false,
      waits: [],
    });
  });

  it('refuses a burst beyond the parallel checks of an account or an address, for a second', () => {
    const calm = { accountFailures: 0, addressFailures: 0, captcha: true };
    expect(
      passwordCheckGate({ ...calm, accountInFlight: account.maxParallel - 1, addressInFlight: address.maxParallel - 1 })
        .busy,
    ).toBe(false);
    expect(passwordCheckGate({ ...calm, accountInFlight: account.maxParallel, addressInFlight: 0 }).busy).toBe(true);
    expect(passwordCheckGate({ ...calm, accountInFlight: 0, addressInFlight: address.maxParallel }).busy).toBe(true);
  });

  it('with a captcha: a short wait, then the captcha instead of any wait', () => {
    expect(
      passwordCheckGate({ ...quiet, accountFailures: account.freeFailures, addressFailures: 0, captcha: true }),
    ).toEqual({ busy: false, captcha: false, waits: ['account'] });
    expect(
      passwordCheckGate({ ...quiet, accountFailures: account.captchaAt, addressFailures: 0, captcha: true }),
    ).toEqual({ busy: false, captcha: true, waits: [] });
    expect(passwordCheckGate({ ...quiet, accountFailures: 1000, addressFailures: 1000, captcha: true })).toEqual({
      busy: false,
      captcha: true,
      waits: [],
    });
  });

  it('with a captcha, a busy address only asks for the captcha: it never waits', () => {
    expect(
      passwordCheckGate({ ...quiet, accountFailures: 0, addressFailures: address.captchaAt, captcha: true }),
    ).toEqual({ busy: false, captcha: true, waits: [] });
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (accountFailures, addressFailures) => {
        expect(passwordCheckGate({ ...quiet, accountFailures, addressFailures, captcha: true }).waits).not.toContain(
          'address',
        );
        expect(waitsAfterFailure({ accountFailures, addressFailures, captcha: true }).address).toBe(0);
      }),
    );
  });

  it('without a captcha: waits only, on the account and on the address, never a captcha', () => {
    expect(passwordCheckGate({ ...quiet, accountFailures: 50, addressFailures: 500, captcha: false })).toEqual({
      busy: false,
      captcha: false,
      waits: ['account', 'address'],
    });
    expect(
      passwordCheckGate({ ...quiet, accountFailures: 0, addressFailures: address.freeFailures, captcha: false }),
    ).toEqual({ busy: false, captcha: false, waits: ['address'] });
    expect(waitsAfterFailure({ accountFailures: 100, addressFailures: 100, captcha: false })).toEqual({
      account: maxWaitSeconds,
      address: maxWaitSeconds,
    });
  });
});
