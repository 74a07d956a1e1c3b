import type { RunnerQuestion, SaveAnswerRequest, UserExamView } from '@prepwell/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import type { RunnerApi } from '../runner-api.ts';
import { AttemptSession } from './attempt-session.ts';

// No browser here: the journal store finds no localStorage and keeps working without it.

const question = (id: string): RunnerQuestion =>
  ({
    id,
    position: 1,
    moduleId: 'm1',
    sectionId: 's1',
    type: 'multiple_choice',
    task: null,
    stem: '',
    stemHtml: '',
    choices: [],
    passage: null,
    media: {},
  }) as unknown as RunnerQuestion;

const viewOf = (over: Partial<UserExamView> = {}): UserExamView =>
  ({
    id: 'ue1',
    examId: 'e1',
    test: { id: 'e1', title: 'Mock', kind: 'sat', type: 'full_mock', version: 'sat_digital' },
    status: 'in_progress',
    mode: 'exam',
    clock: 'module',
    phase: 'module',
    epoch: 2,
    sessionLive: false,
    startedAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    current: {
      sectionId: 's1',
      section: 'english',
      sectionTitle: 'RW',
      moduleId: 'm1',
      moduleTitle: 'M1',
      stage: 1,
      route: 'base',
      ordinal: 1,
      startedAt: null,
      deadlineAt: null,
      remainingSeconds: 600,
      timeLimitSeconds: 1920,
      questions: [question('q1'), question('q2')],
    },
    breakEndsAt: null,
    breakRemainingSeconds: null,
    answers: [],
    routes: [],
    plan: [],
    leaveCount: 0,
    timeAwaySeconds: 0,
    scores: null,
    ...over,
  }) as UserExamView;

/** A fake server: records calls, answers with the views the test sets. */
const fakeApi = () => {
  const calls: string[] = [];
  const saves: SaveAnswerRequest[] = [];
  let offline = false;
  let heartbeatRefused = false;
  let openView = viewOf();
  let readView = viewOf();
  const net = () => Promise.reject(new ApiError({ status: 0, code: 'network_error', message: 'offline' }));
  const api = {
    open: () => (calls.push('open'), Promise.resolve(openView)),
    view: () => (calls.push('view'), offline ? net() : Promise.resolve(readView)),
    saveAnswer: (_id: string, questionId: string, body: SaveAnswerRequest) => {
      calls.push(`save:${questionId}`);
      if (offline) return net();
      saves.push(body);
      calls.push(`saved:${questionId}`);
      return Promise.resolve({
        questionId,
        seq: body.seq,
        applied: true,
        answer: body.answer,
        flagged: body.flagged ?? false,
      });
    },
    submitModule: (_id: string, body: { moduleId?: string; epoch?: number }) => {
      calls.push(`submit:${body.moduleId}:${body.epoch}`);
      return offline
        ? net()
        : Promise.resolve({
            status: 'in_progress',
            routedTo: null,
            nextModuleId: null,
            alreadyEnded: false,
            phase: 'ready',
          });
    },
    leave: () => (calls.push('leave'), Promise.resolve({ ok: true })),
    heartbeat: (_id: string, epoch: number | null) => {
      calls.push(`heartbeat:${epoch}`);
      return heartbeatRefused
        ? Promise.reject(new ApiError({ status: 409, code: 'stale_session', message: 'stale' }))
        : Promise.resolve({ ok: true });
    },
  } as unknown as RunnerApi;
  return {
    api,
    calls,
    saves,
    setOffline: (value: boolean) => (offline = value),
    refuseHeartbeats: () => (heartbeatRefused = true),
    setOpenView: (v: UserExamView) => (openView = v),
    setReadView: (v: UserExamView) => (readView = v),
  };
};

const settle = async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const sessionWith = (fake: ReturnType<typeof fakeApi>, now = () => 0, completed: UserExamView[] = []) =>
  new AttemptSession('ue1', fake.api, now, (v) => completed.push(v));

describe('AttemptSession', () => {
  it('opens a session, takes its epoch for every save and anchors the clock at the response', async () => {
    const fake = fakeApi();
    let t = 5_000;
    const session = sessionWith(fake, () => t);
    await session.open();
    expect(session.epoch).toBe(2);
    expect(session.getAnchor()).toEqual({ remainingSeconds: 600, at: 5_000, running: true });
    session.change({ id: 'q1', moduleId: 'm1' }, { answer: 'B' });
    await settle();
    expect(fake.saves[0]).toMatchObject({ answer: 'B', seq: 1, epoch: 2 });
    t = 9_000;
    fake.setReadView(viewOf({ current: { ...viewOf().current!, remainingSeconds: 590 } }));
    await session.reload();
    expect(session.getAnchor()).toEqual({ remainingSeconds: 590, at: 9_000, running: true });
    session.dispose();
  });

  it('becomes read-only when a read shows that another tab opened the attempt, and takes it back with Continue here', async () => {
    const fake = fakeApi();
    const session = sessionWith(fake);
    await session.open();
    fake.setReadView(viewOf({ epoch: 3 }));
    await session.reload();
    expect(session.getState().stale).toBe(true);
    session.change({ id: 'q1', moduleId: 'm1' }, { answer: 'C' });
    await settle();
    expect(fake.saves).toHaveLength(0);
    fake.setOpenView(viewOf({ epoch: 4 }));
    await session.open();
    expect(session.getState().stale).toBe(false);
    expect(session.epoch).toBe(4);
    session.dispose();
  });

  it('a fresh load watches read-only while another tab holds a live session; Continue here takes it over', async () => {
    const fake = fakeApi();
    fake.setReadView(
      viewOf({
        sessionLive: true,
        answers: [{ questionId: 'q1', answer: 'A', flagged: false, seq: 1, timeSpentMs: 0, eliminated: [] }],
      }),
    );
    const session = sessionWith(fake);
    await session.load();
    expect(fake.calls).toEqual(['view']); // no open: the other tab keeps its epoch
    expect(session.getState()).toMatchObject({ stale: true, busy: null, loadError: null });
    expect(session.getState().view?.answers).toHaveLength(1); // the attempt shows, read-only
    expect(session.epoch).toBeNull();
    session.change({ id: 'q2', moduleId: 'm1' }, { answer: 'C' });
    await session.heartbeat();
    await settle();
    expect(fake.saves).toHaveLength(0);
    expect(fake.calls.some((c) => c.startsWith('heartbeat'))).toBe(false);

    fake.setOpenView(viewOf({ epoch: 3, sessionLive: true }));
    await session.open();
    expect(session.getState().stale).toBe(false);
    expect(session.epoch).toBe(3);
    session.change({ id: 'q2', moduleId: 'm1' }, { answer: 'D' });
    await settle();
    expect(fake.saves.at(-1)).toMatchObject({ answer: 'D', epoch: 3 });
    session.dispose();
  });

  it('a fresh load opens when no session is live (the holder reloaded and sent its leave)', async () => {
    const fake = fakeApi();
    fake.setReadView(viewOf({ sessionLive: false }));
    const session = sessionWith(fake);
    await session.load();
    expect(fake.calls).toEqual(['view', 'open']);
    expect(session.getState().stale).toBe(false);
    expect(session.epoch).toBe(2);
    session.dispose();
  });

  it('a reload of the holding tab opens again even while its old session still looks live; a new tab watches', async () => {
    const fake = fakeApi();
    let remembered: number | null = null;
    const tab = { read: () => remembered, write: (epoch: number) => void (remembered = epoch) };
    const first = new AttemptSession(
      'ue1',
      fake.api,
      () => 0,
      () => undefined,
      tab,
    );
    await first.load();
    expect(remembered).toBe(2); // the open's epoch, kept for the tab's next load
    first.dispose();

    // The page reloads before its leave reaches the server: the session is live, at the epoch this tab holds.
    fake.setReadView(viewOf({ epoch: 2, sessionLive: true }));
    fake.setOpenView(viewOf({ epoch: 3 }));
    const reloaded = new AttemptSession(
      'ue1',
      fake.api,
      () => 0,
      () => undefined,
      tab,
    );
    await reloaded.load();
    expect(reloaded.getState().stale).toBe(false);
    expect(reloaded.epoch).toBe(3);
    expect(remembered).toBe(3);
    reloaded.dispose();

    // Another tab (its own memory, empty) finds that live session and watches.
    fake.setReadView(viewOf({ epoch: 3, sessionLive: true }));
    const other = sessionWith(fake);
    await other.load();
    expect(other.getState().stale).toBe(true);
    other.dispose();
  });

  it('back on the page: stays read-only when another tab opened since, opens again otherwise', async () => {
    const fake = fakeApi();
    const session = sessionWith(fake);
    await session.load();
    fake.setReadView(viewOf({ epoch: 2, sessionLive: false }));
    await session.returned();
    expect(fake.calls.filter((c) => c === 'open')).toHaveLength(2);
    expect(session.getState().stale).toBe(false);

    fake.setReadView(viewOf({ epoch: 5, sessionLive: true }));
    await session.returned();
    expect(fake.calls.filter((c) => c === 'open')).toHaveLength(2);
    expect(session.getState().stale).toBe(true);
    session.dispose();
  });

  it('heartbeats while holding when no other sign of life went out; a refused one makes the tab read-only', async () => {
    const fake = fakeApi();
    let t = 0;
    const session = sessionWith(fake, () => t);
    await session.open();
    await session.heartbeat(); // the open was the sign of life
    expect(fake.calls.filter((c) => c.startsWith('heartbeat'))).toEqual([]);
    t = 13_000;
    await session.heartbeat();
    expect(fake.calls.filter((c) => c.startsWith('heartbeat'))).toEqual(['heartbeat:2']);
    t = 20_000;
    session.change({ id: 'q1', moduleId: 'm1' }, { answer: 'B' });
    await settle();
    t = 26_000; // 13 s after the last heartbeat, 6 s after the save
    await session.heartbeat();
    expect(fake.calls.filter((c) => c.startsWith('heartbeat'))).toEqual(['heartbeat:2']);
    t = 40_000;
    fake.refuseHeartbeats();
    await session.heartbeat();
    expect(fake.calls.filter((c) => c.startsWith('heartbeat'))).toHaveLength(2);
    expect(session.getState().stale).toBe(true);
    session.dispose();
  });

  it('sends the answers still on this device before it submits the module', async () => {
    const fake = fakeApi();
    const session = sessionWith(fake);
    await session.open();
    fake.setOffline(true);
    session.change({ id: 'q2', moduleId: 'm1' }, { answer: 'A' });
    // flush waits up to 8 s of real time: give it a server that comes back instead.
    const pending = session.submitModule();
    await settle();
    fake.setOffline(false);
    session.engine.wake();
    await expect(pending).resolves.toBe(true);
    expect(fake.calls.filter((c) => c.startsWith('submit'))).toEqual(['submit:m1:2']);
    expect(fake.calls.indexOf('submit:m1:2')).toBeGreaterThan(fake.calls.indexOf('saved:q2'));
    expect(fake.calls.indexOf('saved:q2')).toBeGreaterThan(-1);
    session.dispose();
  });

  it('refuses to submit while offline with answers kept on this device, and says why', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeApi();
      const session = sessionWith(fake);
      await session.open();
      fake.setOffline(true);
      session.change({ id: 'q2', moduleId: 'm1' }, { answer: 'A' });
      const pending = session.submitModule();
      await vi.advanceTimersByTimeAsync(9_000);
      await expect(pending).resolves.toBe(false);
      expect(session.getState().actionError).toBe('unsaved_answers');
      expect(fake.calls.some((c) => c.startsWith('submit'))).toBe(false);
      expect(session.engine.getState()).toMatchObject({ status: 'offline', unsent: 1 });
      session.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('at zero, submits the module it shows (idempotent by module id) and reads what comes next', async () => {
    const fake = fakeApi();
    const session = sessionWith(fake);
    await session.open();
    fake.setReadView(viewOf({ phase: 'ready', current: { ...viewOf().current!, moduleId: 'm2', questions: [] } }));
    await session.timeUp();
    await session.timeUp(); // a second tick at zero does nothing more
    expect(fake.calls.filter((c) => c.startsWith('submit'))).toEqual(['submit:m1:2']);
    expect(session.getState().view?.phase).toBe('ready');
    expect(session.getState().timeOver).toBe(false);
    session.dispose();
  });

  it('exam mode: when module 2 follows on at zero, it runs at once with its own clock and questions, and the notice names module 1', async () => {
    const fake = fakeApi();
    let t = 1_000;
    const session = sessionWith(fake, () => t);
    await session.open();
    expect(session.getState().movedOn).toBeNull();
    const module2 = viewOf({
      current: {
        ...viewOf().current!,
        moduleId: 'm2',
        stage: 2,
        ordinal: 2,
        remainingSeconds: 1915,
        questions: [{ ...question('q3'), moduleId: 'm2' }],
      },
    });
    fake.setReadView(module2);
    t = 2_000;
    await session.timeUp();
    expect(fake.calls.filter((c) => c.startsWith('submit'))).toEqual(['submit:m1:2']);
    const state = session.getState();
    expect(state.view?.current?.moduleId).toBe('m2');
    expect(state.movedOn?.current?.moduleId).toBe('m1');
    expect(state.timeOver).toBe(false);
    // The server's clock of module 2, running: no Start in between.
    expect(session.getAnchor()).toEqual({ remainingSeconds: 1915, at: 2_000, running: true });
    // Its answers save to module 2.
    session.change({ id: 'q3', moduleId: 'm2' }, { answer: 'C' });
    await settle();
    expect(fake.saves.at(-1)).toMatchObject({ answer: 'C', epoch: 2 });
    // A clock refresh of the same module keeps the notice; dismissing ends it.
    await session.reload();
    expect(session.getState().movedOn?.current?.moduleId).toBe('m1');
    session.dismissMovedOn();
    expect(session.getState().movedOn).toBeNull();
    session.dispose();
  });

  it('no notice when the next module waits on its directions (practice, a break) or the page opens on a running module', async () => {
    const fake = fakeApi();
    const session = sessionWith(fake);
    fake.setOpenView(viewOf({ current: { ...viewOf().current!, moduleId: 'm2', ordinal: 2 } }));
    await session.open();
    expect(session.getState().movedOn).toBeNull();
    fake.setReadView(viewOf({ phase: 'ready', current: { ...viewOf().current!, moduleId: 'm3', questions: [] } }));
    await session.timeUp();
    expect(session.getState()).toMatchObject({ movedOn: null, view: { phase: 'ready' } });
    // Started from its directions: not a module that followed on.
    fake.setReadView(viewOf({ current: { ...viewOf().current!, moduleId: 'm3' } }));
    await session.reload();
    expect(session.getState().movedOn).toBeNull();
    session.dispose();
  });

  it('hands a completed attempt over to the score report', async () => {
    const fake = fakeApi();
    const completed: UserExamView[] = [];
    const session = sessionWith(fake, () => 0, completed);
    fake.setOpenView(viewOf({ status: 'completed', phase: null, current: null }));
    await session.open();
    expect(completed).toHaveLength(1);
    session.dispose();
  });

  it('after a crash elsewhere: watches, counts down to the server’s lapse, shows the server’s answers, refuses clicks, then continues by itself', async () => {
    const fake = fakeApi();
    let t = 0;
    const saved = [{ questionId: 'q1', answer: 'C', flagged: false, seq: 4, timeSpentMs: 0, eliminated: [] }];
    fake.setReadView(viewOf({ sessionLive: true, sessionLapseSeconds: 20, epoch: 3, answers: saved }));
    const session = sessionWith(fake, () => t);
    await session.load();
    expect(session.getState()).toMatchObject({ stale: true, waitingForLapse: true, lapse: { seconds: 20, at: 0 } });
    expect(session.engine.getState().answers.q1?.answer).toBe('C');
    // A click is refused and counted; nothing is shown as chosen.
    session.change({ id: 'q1', moduleId: 'm1' }, { answer: 'A' });
    expect(session.engine.getState().answers.q1?.answer).toBe('C');
    expect(session.getState().refusedClicks).toBe(1);
    // Not due yet: no read.
    t = 1_000;
    await session.watchTick();
    expect(fake.calls.filter((c) => c === 'view')).toHaveLength(1);
    // The server says the old session lapsed: this tab opens by itself and says so.
    t = 5_000;
    fake.setReadView(viewOf({ sessionLive: false, sessionLapseSeconds: null, epoch: 3, answers: saved }));
    fake.setOpenView(viewOf({ sessionLive: true, epoch: 4, answers: saved }));
    await session.watchTick();
    expect(fake.calls.slice(-2)).toEqual(['view', 'open']);
    expect(session.getState()).toMatchObject({ stale: false, continuedAfterLapse: true, waitingForLapse: false });
    expect(session.epoch).toBe(4);
    session.dismissContinued();
    expect(session.getState().continuedAfterLapse).toBe(false);
  });

  it('a tab of this device that opened last and no longer answers is taken over at once; a live one is not', async () => {
    const live = viewOf({ sessionLive: true, sessionLapseSeconds: 25, epoch: 7 });
    for (const alive of [false, true]) {
      const fake = fakeApi();
      fake.setReadView(live);
      fake.setOpenView(viewOf({ sessionLive: true, epoch: 8 }));
      const asked: number[] = [];
      const session = new AttemptSession(
        'ue1',
        fake.api,
        () => 0,
        () => undefined,
        undefined,
        {
          hold: { read: () => 7, write: () => undefined },
          presence: {
            holderAlive: (epoch) => (asked.push(epoch), Promise.resolve(alive)),
            answer: () => () => undefined,
          },
        },
      );
      await session.load();
      expect(asked).toEqual([7]);
      expect(fake.calls.includes('open')).toBe(!alive);
      expect(session.getState().stale).toBe(alive);
    }
  });

  it('a tab another one took over from does not take the attempt back by itself', async () => {
    const fake = fakeApi();
    let t = 0;
    const session = sessionWith(fake, () => t);
    await session.open();
    fake.refuseHeartbeats();
    t = 20_000;
    await session.heartbeat();
    await settle();
    expect(session.getState()).toMatchObject({ stale: true, waitingForLapse: false });
    fake.setReadView(viewOf({ sessionLive: false, epoch: 3 }));
    t = 40_000;
    await session.watchTick();
    expect(fake.calls.filter((c) => c === 'open')).toHaveLength(1);
    expect(session.getState().stale).toBe(true);
  });
});
