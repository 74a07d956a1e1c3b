import type { SaveAnswerRequest, SaveAnswerResponse } from '@prepwell/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from './journal.ts';
import { PROBE_EVERY_MS } from './sync-policy.ts';
import { SyncEngine, type JournalStore, type Scheduler, type SyncEvents, type SyncTransport } from './sync-engine.ts';

const Q1 = { id: 'q1', moduleId: 'm1' };
const Q2 = { id: 'q2', moduleId: 'm1' };

const memoryStore = (initial: JournalEntry[] = []) => {
  const map = new Map(initial.map((e) => [e.questionId, e]));
  const store: JournalStore = {
    load: () => [...map.values()],
    write: (e) => void map.set(e.questionId, e),
    remove: (id) => void map.delete(id),
  };
  return { store, map };
};

/** A scheduler whose timers run when the test says so. */
const manualScheduler = () => {
  let next = 1;
  const timers = new Map<number, { fn: () => void; ms: number }>();
  const scheduler: Scheduler = {
    setTimeout: (fn, ms) => {
      const id = next++;
      timers.set(id, { fn, ms });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    random: () => 1,
  };
  const runAll = () => {
    const due = [...timers.entries()];
    timers.clear();
    for (const [, t] of due) t.fn();
    return due.map(([, t]) => t.ms);
  };
  return { scheduler, timers, runAll };
};

/** A server that keeps the greatest seq per question, and can be switched offline. */
const fakeServer = () => {
  const rows = new Map<string, SaveAnswerRequest>();
  const calls: Array<{ questionId: string; body: SaveAnswerRequest }> = [];
  let failWith: unknown = null;
  const transport: SyncTransport = {
    save: (questionId, body) => {
      calls.push({ questionId, body });
      if (failWith) return Promise.reject(failWith);
      const held = rows.get(questionId);
      const applied = !held || body.seq > held.seq;
      if (applied) rows.set(questionId, body);
      const row = rows.get(questionId)!;
      const response: SaveAnswerResponse = {
        questionId,
        seq: row.seq,
        applied,
        answer: row.answer,
        flagged: row.flagged ?? false,
      };
      return Promise.resolve(response);
    },
  };
  return {
    transport,
    rows,
    calls,
    fail: (error: unknown) => {
      failWith = error;
    },
  };
};

const events = (): SyncEvents & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    onStale: () => calls.push('stale'),
    onTimeOver: () => calls.push('time_over'),
    onHold: () => calls.push('hold'),
  };
};

/** Lets the fake server answer and the loop send what comes next. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('SyncEngine', () => {
  it('journals a change synchronously, then sends it and reports saved', async () => {
    const { store, map } = memoryStore();
    const server = fakeServer();
    const engine = new SyncEngine(store, server.transport, manualScheduler().scheduler, events(), 7);
    engine.change(Q1, { answer: 'B' });
    expect(map.get('q1')).toMatchObject({ answer: 'B', seq: 1, ackedSeq: 0 });
    expect(engine.getState().status).toBe('saving');
    await settle();
    expect(server.calls[0]).toEqual({
      questionId: 'q1',
      body: { answer: 'B', flagged: false, seq: 1, timeSpentMs: 0, eliminated: [], epoch: 7 },
    });
    expect(map.get('q1')?.ackedSeq).toBe(1);
    expect(engine.getState()).toMatchObject({ status: 'saved', unsent: 0, answers: { q1: { answer: 'B' } } });
  });

  it('sends only the latest state of a question changed several times while a save was in flight', async () => {
    const { store } = memoryStore();
    const server = fakeServer();
    const engine = new SyncEngine(store, server.transport, manualScheduler().scheduler, events(), 1);
    engine.change(Q1, { answer: 'A' });
    engine.change(Q1, { answer: 'B' });
    engine.change(Q1, { answer: 'C' });
    engine.change(Q2, { flagged: true });
    await settle();
    await settle();
    expect(server.calls.map((c) => [c.questionId, c.body.seq, c.body.answer])).toEqual([
      ['q1', 1, 'A'],
      ['q1', 3, 'C'],
      ['q2', 1, null],
    ]);
    expect(server.rows.get('q1')?.answer).toBe('C');
  });

  it('keeps answers while offline, backs off, and sends them all when back online', async () => {
    const { store, map } = memoryStore();
    const server = fakeServer();
    const clock = manualScheduler();
    const engine = new SyncEngine(store, server.transport, clock.scheduler, events(), 1);
    server.fail(new TypeError('Failed to fetch'));
    engine.change(Q1, { answer: 'A' });
    await settle();
    engine.change(Q2, { answer: 'D' });
    expect(engine.getState()).toMatchObject({ status: 'offline', unsent: 2 });
    expect(clock.runAll()).toEqual([1000]);
    await settle();
    expect(clock.runAll()).toEqual([2000]);
    await settle();
    expect(map.get('q2')).toMatchObject({ answer: 'D', ackedSeq: 0 });
    server.fail(null);
    engine.wake();
    await settle();
    await settle();
    expect(engine.getState()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(server.rows.get('q1')?.answer).toBe('A');
    expect(server.rows.get('q2')?.answer).toBe('D');
  });

  it('after a reload, re-sends what the server does not hold and adopts what it does', async () => {
    const journal: JournalEntry[] = [
      {
        questionId: 'q1',
        moduleId: 'm1',
        answer: 'C',
        flagged: true,
        eliminated: ['A'],
        timeSpentMs: 4000,
        seq: 4,
        ackedSeq: 3,
      },
      {
        questionId: 'q2',
        moduleId: 'm1',
        answer: 'A',
        flagged: false,
        eliminated: [],
        timeSpentMs: 0,
        seq: 1,
        ackedSeq: 1,
      },
    ];
    const { store } = memoryStore(journal);
    const server = fakeServer();
    const engine = new SyncEngine(store, server.transport, manualScheduler().scheduler, events(), 2);
    engine.load(
      [
        { questionId: 'q1', answer: 'B', flagged: false, seq: 3, timeSpentMs: 1000, eliminated: [] },
        { questionId: 'q2', answer: 'D', flagged: false, seq: 2, timeSpentMs: 0, eliminated: [] },
      ],
      [Q1, Q2],
    );
    expect(engine.getState().answers).toMatchObject({ q1: { answer: 'C', flagged: true }, q2: { answer: 'D' } });
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.body).toMatchObject({
      seq: 4,
      answer: 'C',
      flagged: true,
      eliminated: ['A'],
      timeSpentMs: 4000,
      epoch: 2,
    });
  });

  it('goes read-only on a stale session, and resends at once when this tab itself opened again', async () => {
    const { store } = memoryStore();
    const server = fakeServer();
    const ev = events();
    const engine = new SyncEngine(store, server.transport, manualScheduler().scheduler, ev, 3);
    server.fail({ status: 409, code: 'stale_session' });
    engine.change(Q1, { answer: 'A' });
    await settle();
    expect(ev.calls).toEqual(['stale']);
    engine.change(Q1, { answer: 'B' });
    await settle();
    expect(server.calls).toHaveLength(1); // suspended: journaled, not sent

    const second = fakeServer();
    const engine2 = new SyncEngine(memoryStore().store, second.transport, manualScheduler().scheduler, events(), 3);
    second.fail({ status: 409, code: 'stale_session' });
    engine2.change(Q1, { answer: 'A' });
    engine2.setEpoch(4); // this tab opened again while the save was in flight
    second.fail(null);
    await settle();
    expect(second.calls.map((c) => c.body.epoch)).toEqual([3, 4]);
    expect(engine2.getState().status).toBe('saved');
  });

  it('reports a module whose time is over, and drops a permanently refused save with an error', async () => {
    const ev = events();
    const server = fakeServer();
    const engine = new SyncEngine(memoryStore().store, server.transport, manualScheduler().scheduler, ev, 1);
    server.fail({ status: 409, code: 'module_time_over' });
    engine.change(Q1, { answer: 'A' });
    await settle();
    expect(ev.calls).toEqual(['time_over']);

    const other = fakeServer();
    const engine2 = new SyncEngine(memoryStore().store, other.transport, manualScheduler().scheduler, events(), 1);
    other.fail({ status: 422, code: 'validation_failed' });
    engine2.change(Q1, { answer: 'x'.repeat(3) });
    await settle();
    expect(engine2.getState()).toMatchObject({ status: 'error', unsent: 0, answers: { q1: { answer: 'xxx' } } });
  });

  it('a server that answers badly reads as unreachable; once its health probe answers again, the waiting answers leave at once', async () => {
    const server = fakeServer();
    let healthy = false;
    const probes: boolean[] = [];
    const transport: SyncTransport = {
      ...server.transport,
      probe: () => {
        probes.push(healthy);
        return Promise.resolve(healthy);
      },
    };
    const clock = manualScheduler();
    const engine = new SyncEngine(memoryStore().store, transport, clock.scheduler, events(), 1);
    server.fail({ status: 502, code: 'internal_error' });
    engine.change(Q1, { answer: 'A' });
    engine.change(Q2, { answer: 'B' });
    await settle();
    expect(engine.getState()).toMatchObject({ status: 'unreachable', unsentAnswers: 2 });
    // Pending: the probe (1 s) and the backoff. The probe finds the server still down.
    expect([...clock.timers.values()].map((t) => t.ms)).toEqual([PROBE_EVERY_MS, 1000]);
    const [firstId, first] = [...clock.timers.entries()][0]!;
    clock.timers.delete(firstId);
    first.fn();
    await settle();
    expect(probes).toEqual([false]);
    expect(server.calls).toHaveLength(1);
    // The server is back: the next probe answers, and both answers are sent without waiting for the backoff.
    server.fail(null);
    healthy = true;
    const ids = [...clock.timers.keys()];
    const next = clock.timers.get(ids[ids.length - 1]!)!;
    clock.timers.delete(ids[ids.length - 1]!);
    next.fn();
    await settle();
    expect(probes).toEqual([false, true]);
    expect(server.rows.get('q1')?.answer).toBe('A');
    expect(server.rows.get('q2')?.answer).toBe('B');
    expect(engine.getState()).toMatchObject({ status: 'saved', unsent: 0 });
    expect(clock.timers.size).toBe(0); // the backoff was cleared and probing stopped
  });

  it('says offline when the request got no answer or the device has no network; a probe answering while saves fail keeps the backoff', async () => {
    const server = fakeServer();
    const clock = manualScheduler();
    const engine = new SyncEngine(memoryStore().store, server.transport, clock.scheduler, events(), 1);
    server.fail(new TypeError('Failed to fetch'));
    engine.change(Q1, { answer: 'A' });
    await settle();
    expect(engine.getState().status).toBe('offline');

    const other = fakeServer();
    let online = false;
    const offlineClock = manualScheduler();
    const engine2 = new SyncEngine(
      memoryStore().store,
      { ...other.transport, probe: () => Promise.resolve(true) },
      { ...offlineClock.scheduler, online: () => online },
      events(),
      1,
    );
    other.fail({ status: 503, code: 'internal_error' });
    engine2.change(Q1, { answer: 'A' });
    await settle();
    expect(engine2.getState().status).toBe('offline');
    online = true;
    // The first probe answers at once though saves still fail: the server is up but refusing; no resend.
    const [probeId, probe] = [...offlineClock.timers.entries()][0]!;
    offlineClock.timers.delete(probeId);
    probe.fn();
    await settle();
    expect(other.calls).toHaveLength(1);
  });

  it('a read-only tab mirrors the server (a refused click is not shown), and takes the device journal back on taking over', async () => {
    const { store, map } = memoryStore();
    const server = fakeServer();
    const ev = events();
    const engine = new SyncEngine(store, server.transport, manualScheduler().scheduler, ev, 3);
    server.fail({ status: 409, code: 'stale_session' });
    engine.change(Q1, { answer: 'A' }); // raced the other tab's open
    await settle();
    expect(ev.calls).toEqual(['stale']);
    // The server's answers are shown, not the refused click; the device's journal keeps it.
    engine.mirror([{ questionId: 'q1', answer: 'C', flagged: true, eliminated: [], seq: 9, timeSpentMs: 0 }], [Q1, Q2]);
    expect(engine.getState().answers).toEqual({ q1: { answer: 'C', flagged: true, eliminated: [] } });
    expect(engine.getState().unsent).toBe(0);
    expect(map.get('q1')?.answer).toBe('A');
    // Taking over: the device's journal comes back, and the server's newer answer wins the merge.
    engine.restore();
    expect(engine.getState().answers.q1?.answer).toBe('A');
    engine.load([{ questionId: 'q1', answer: 'C', flagged: true, eliminated: [], seq: 9, timeSpentMs: 0 }], [Q1, Q2]);
    expect(engine.getState().answers.q1?.answer).toBe('C');
  });

  it('flush resolves when everything is saved, or false after its timeout', async () => {
    const server = fakeServer();
    const clock = manualScheduler();
    const engine = new SyncEngine(memoryStore().store, server.transport, clock.scheduler, events(), 1);
    engine.change(Q1, { answer: 'A' });
    await expect(engine.flush(5000)).resolves.toBe(true);

    server.fail(new TypeError('offline'));
    engine.change(Q1, { answer: 'B' });
    const pending = engine.flush(5000);
    await settle();
    const listener = vi.fn();
    engine.subscribe(listener);
    clock.runAll(); // the flush timeout and the retry
    await expect(pending).resolves.toBe(false);
  });
});
