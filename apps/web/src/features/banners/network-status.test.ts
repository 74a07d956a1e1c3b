// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORED_SHOWN_MS, useNetworkState, type NetworkDeps } from './network-status.ts';

describe('useNetworkState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (startOnline: boolean, answers: boolean[]) => {
    let online = startOnline;
    const target = new EventTarget();
    const probe = vi.fn(async () => answers.shift() ?? true);
    const deps: NetworkDeps = {
      online: () => online,
      probe,
      target: target as unknown as NetworkDeps['target'],
    };
    const hook = renderHook(() => useNetworkState(deps));
    const go = async (next: boolean) => {
      online = next;
      await act(async () => {
        target.dispatchEvent(new Event(next ? 'online' : 'offline'));
        await Promise.resolve();
      });
    };
    return { hook, go, probe };
  };

  it('offline → unstable; back online and the server answers → restored, which goes away by itself', async () => {
    const { hook, go, probe } = setup(true, [true]);
    expect(hook.result.current[0]).toBe('ok');
    await go(false);
    expect(hook.result.current[0]).toBe('unstable');
    await go(true);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(hook.result.current[0]).toBe('restored');
    await act(async () => {
      vi.advanceTimersByTime(RESTORED_SHOWN_MS);
    });
    expect(hook.result.current[0]).toBe('ok');
  });

  it('back online but the server is silent: stays unstable and asks again until it answers', async () => {
    const { hook, go, probe } = setup(false, [false, true]);
    expect(hook.result.current[0]).toBe('unstable');
    await go(true);
    expect(hook.result.current[0]).toBe('unstable');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(probe).toHaveBeenCalledTimes(2);
    expect(hook.result.current[0]).toBe('restored');
  });

  it('an online event without an outage shows nothing', async () => {
    const { hook, go } = setup(true, [true]);
    await go(true);
    expect(hook.result.current[0]).toBe('ok');
  });
});
