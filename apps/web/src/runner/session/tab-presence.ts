/**
 * Whether another tab of this device holds the attempt now (issue 16, decision 0036): a tab asks on a
 * BroadcastChannel, the holding tab answers. No answer within ASK_TIMEOUT_MS: no such tab lives (it was
 * closed, or the browser crashed). Without BroadcastChannel nobody ever answers.
 */
export interface TabPresence {
  /** Whether a tab of this device answers that it holds `epoch`. */
  holderAlive(epoch: number): Promise<boolean>;
  /** Answer the question for this tab: `holds(epoch)` says whether it holds that epoch now. */
  answer(holds: (epoch: number) => boolean): () => void;
}

const ASK_TIMEOUT_MS = 400;

type Message = { type: 'who'; epoch: number } | { type: 'here'; epoch: number };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  ((value as Message).type === 'who' || (value as Message).type === 'here') &&
  typeof (value as Message).epoch === 'number';

export const broadcastPresence = (userExamId: string): TabPresence => {
  const name = `pw-runner:${userExamId}`;
  const supported = typeof BroadcastChannel !== 'undefined';
  return {
    holderAlive: (epoch) => {
      if (!supported) return Promise.resolve(false);
      return new Promise((resolve) => {
        const channel = new BroadcastChannel(name);
        const done = (alive: boolean) => {
          clearTimeout(timer);
          channel.close();
          resolve(alive);
        };
        const timer = setTimeout(() => done(false), ASK_TIMEOUT_MS);
        channel.onmessage = (event: MessageEvent<unknown>) => {
          if (isMessage(event.data) && event.data.type === 'here' && event.data.epoch === epoch) done(true);
        };
        channel.postMessage({ type: 'who', epoch } satisfies Message);
      });
    },
    answer: (holds) => {
      if (!supported) return () => undefined;
      const channel = new BroadcastChannel(name);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isMessage(event.data) && event.data.type === 'who' && holds(event.data.epoch))
          channel.postMessage({ type: 'here', epoch: event.data.epoch } satisfies Message);
      };
      return () => channel.close();
    },
  };
};

export const noPresence: TabPresence = { holderAlive: () => Promise.resolve(false), answer: () => () => undefined };
