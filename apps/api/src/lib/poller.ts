/**
 * A background loop: `work` runs every `intervalMs` (never, when it is undefined: `tick` still runs it at
 * once), never twice at the same time; a failure is logged under `failure` and the next tick tries again.
 * The timer does not keep the process alive; `stop` ends the loop and waits for a running pass to finish.
 * `work` gets `stopped()` to end a long pass early.
 */
export const startPoller = (
  work: (stopped: () => boolean) => Promise<unknown>,
  options: { intervalMs: number | undefined; log: { error: (o: object, m: string) => void }; failure: string },
) => {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await work(() => stopped);
    } catch (err) {
      options.log.error({ err }, options.failure);
    } finally {
      running = false;
    }
  };
  const timer = options.intervalMs === undefined ? undefined : setInterval(() => void tick(), options.intervalMs);
  timer?.unref();
  return {
    tick: () => void tick(),
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
};
