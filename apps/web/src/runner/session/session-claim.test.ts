import { describe, expect, it } from 'vitest';
import {
  claimOnLoad,
  claimOnReturn,
  continuesByItself,
  HEARTBEAT_EVERY_MS,
  heartbeatDue,
  nextWatchReadMs,
  WATCH_REFRESH_MS,
} from './session-claim.ts';

describe('which tab writes', () => {
  it('a fresh load watches a live session held elsewhere, and opens otherwise', () => {
    expect(claimOnLoad({ status: 'in_progress', sessionLive: true, epoch: 3 }, null)).toBe('watch');
    expect(claimOnLoad({ status: 'in_progress', sessionLive: false, epoch: 3 }, null)).toBe('open');
    // This tab already holds an epoch (a retried load): it is the holder.
    expect(claimOnLoad({ status: 'in_progress', sessionLive: true, epoch: 3 }, 3)).toBe('open');
    expect(claimOnLoad({ status: 'completed', sessionLive: false, epoch: 3 }, null)).toBe('open');
  });

  it('a reload of the holding tab opens again before its leave reaches the server; another tab’s open since does not', () => {
    // The same tab held epoch 3 before the reload and nobody opened since: the live session is its own.
    expect(claimOnLoad({ status: 'in_progress', sessionLive: true, epoch: 3 }, null, 3)).toBe('open');
    // Another tab opened (epoch 4) after this one's last open: watch.
    expect(claimOnLoad({ status: 'in_progress', sessionLive: true, epoch: 4 }, null, 3)).toBe('watch');
  });

  it('a tab of this device that opened the live session last and no longer answers is taken over at once', () => {
    const live = { status: 'in_progress', sessionLive: true, epoch: 5 } as const;
    // Crashed or closed tab of this device (its leave never arrived): continue at once.
    expect(claimOnLoad(live, null, null, { heldEpoch: 5, holderAlive: false })).toBe('open');
    // A live tab of this device still holds it: watch ("Continue here" is offered).
    expect(claimOnLoad(live, null, null, { heldEpoch: 5, holderAlive: true })).toBe('watch');
    // A duplicated tab (sessionStorage copied) does not take over from the live original.
    expect(claimOnLoad(live, null, 5, { heldEpoch: 5, holderAlive: true })).toBe('watch');
    // Another device opened since (its epoch is not this device's): wait for the server's lapse.
    expect(claimOnLoad(live, null, null, { heldEpoch: 4, holderAlive: false })).toBe('watch');
  });

  it('a tab watching since it loaded continues by itself once the session lapsed, while seen; a taken-over tab never does', () => {
    const lapsed = { status: 'in_progress', sessionLive: false } as const;
    expect(continuesByItself(lapsed, true, true)).toBe(true);
    expect(continuesByItself(lapsed, true, false)).toBe(false);
    expect(continuesByItself(lapsed, false, true)).toBe(false);
    expect(continuesByItself({ status: 'in_progress', sessionLive: true }, true, true)).toBe(false);
    expect(continuesByItself({ status: 'completed', sessionLive: false }, true, true)).toBe(false);
  });

  it('a watching tab reads again at the announced lapse, and at least every WATCH_REFRESH_MS', () => {
    expect(nextWatchReadMs(null)).toBe(WATCH_REFRESH_MS);
    expect(nextWatchReadMs(30)).toBe(WATCH_REFRESH_MS);
    expect(nextWatchReadMs(2)).toBe(2_500);
    expect(nextWatchReadMs(0)).toBe(500);
  });

  it('back on the page, a newer epoch means another tab took over', () => {
    expect(claimOnReturn({ epoch: 4 }, 3)).toBe('watch');
    expect(claimOnReturn({ epoch: 3 }, 3)).toBe('open');
    expect(claimOnReturn({ epoch: 3 }, null)).toBe('open');
  });

  it('a heartbeat is due after HEARTBEAT_EVERY_MS without a sign of life', () => {
    expect(heartbeatDue(null, 0)).toBe(true);
    expect(heartbeatDue(1_000, 1_000 + HEARTBEAT_EVERY_MS - 1)).toBe(false);
    expect(heartbeatDue(1_000, 1_000 + HEARTBEAT_EVERY_MS)).toBe(true);
    expect(HEARTBEAT_EVERY_MS).toBeGreaterThanOrEqual(10_000);
    expect(HEARTBEAT_EVERY_MS).toBeLessThanOrEqual(15_000);
  });
});
