/**
 * When a password check (login, or the current password of a password change) may run: the pure rule of
 * decision 0019. Failures are counted per account and per client address; below a threshold nothing
 * happens, then each failure is followed by a wait that doubles up to a minute, and with a captcha on,
 * the captcha takes over from the wait. Nothing here refuses the right password for good: a wait ends
 * within MAX_WAIT_SECONDS, and a right captcha is never kept waiting.
 */
export const LOGIN_THROTTLE = {
  account: {
    /** Failures counted from the first one, for this long (a successful login clears them). */
    windowSeconds: 60 * 60,
    /** Failures answered at once; the next ones wait. */
    freeFailures: 3,
    /** From this many failures a captcha is asked for (when the tenant's captcha is on). */
    captchaAt: 5,
    /** Checks of one account at a time; more is a burst (a person signs in once), answered "try again in 1 s". */
    maxParallel: 10,
  },
  address: {
    windowSeconds: 15 * 60,
    /** Only with the captcha off: the address waits after this many failures. */
    freeFailures: 20,
    /** With the captcha on, the address only ever asks for a captcha: a school behind one NAT is never made to wait. */
    captchaAt: 20,
    /** Checks from one address at a time (a school signs in together, so more than an account's). */
    maxParallel: 50,
  },
  /** The longest wait, so the owner of the account waits at most this long for the right password. */
  maxWaitSeconds: 60,
} as const;

/** Seconds to wait after the `failures`-th failure: 0 up to `free`, then 1, 2, 4, … capped at maxWaitSeconds. */
export const waitAfterFailure = (
  failures: number,
  free: number,
  max: number = LOGIN_THROTTLE.maxWaitSeconds,
): number => {
  if (!Number.isFinite(failures) || failures < free) return 0;
  return Math.min(max, 2 ** Math.min(failures - free, 30));
};

/** Which counter a wait belongs to. */
export type WaitScope = 'account' | 'address';

export interface PasswordCheckState {
  /** Failed checks counted so far (within each window). */
  accountFailures: number;
  addressFailures: number;
  /** Checks already running for the account and from the address, this one not included. */
  accountInFlight: number;
  addressInFlight: number;
  /** The tenant's captcha is on. */
  captcha: boolean;
}

/**
 * What a password check needs. `busy`: too many run at once for the account or the address (a burst
 * that would guess before its failures are counted): try again in a second. `captcha`: a right captcha
 * answer, and then no wait. Otherwise each scope in `waits` must not be in its wait, and is held while the
 * check runs, so that parallel tries get one check past a wait, not one each.
 */
export const passwordCheckGate = (
  input: PasswordCheckState,
): { busy: boolean; captcha: boolean; waits: WaitScope[] } => {
  const { account, address } = LOGIN_THROTTLE;
  const busy = input.accountInFlight >= account.maxParallel || input.addressInFlight >= address.maxParallel;
  if (input.captcha && (input.accountFailures >= account.captchaAt || input.addressFailures >= address.captchaAt))
    return { busy, captcha: true, waits: [] };
  const waits: WaitScope[] = [];
  if (input.accountFailures >= account.freeFailures) waits.push('account');
  if (!input.captcha && input.addressFailures >= address.freeFailures) waits.push('address');
  return { busy, captcha: false, waits };
};

/** The wait that follows a failure, given the failures counted with it, per scope (0: none). With the captcha on an address never waits. */
export const waitsAfterFailure = (
  input: Pick<PasswordCheckState, 'accountFailures' | 'addressFailures' | 'captcha'>,
): Record<WaitScope, number> => ({
  account: waitAfterFailure(input.accountFailures, LOGIN_THROTTLE.account.freeFailures),
  address: input.captcha ? 0 : waitAfterFailure(input.addressFailures, LOGIN_THROTTLE.address.freeFailures),
});
