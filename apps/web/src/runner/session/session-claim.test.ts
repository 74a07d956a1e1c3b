import { describe, expect, it } from 'vitest';
import { claimOnLoad, claimOnReturn, HEARTBEAT_EVERY_MS, heartbeatDue } from './session-claim.ts';

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
