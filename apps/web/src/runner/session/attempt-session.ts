import type { RunnerQuestion, UserExamView } from '@prepwell/contracts';
import { isApiError, type ApiErrorCode } from '../../lib/api-error.ts';
import type { RunnerApi } from '../runner-api.ts';
import type { ClockAnchor } from '../sync/clock.ts';
import { clearJournal, localJournalStore } from '../sync/journal-store.ts';
import type { Change } from '../sync/journal.ts';
import { SyncEngine } from '../sync/sync-engine.ts';
import {
  claimOnLoad,
  claimOnReturn,
  continuesByItself,
  heartbeatDue,
  nextWatchReadMs,
  noEpochMemory,
  noHoldMemory,
  type DeviceHoldMemory,
  type TabEpochMemory,
} from './session-claim.ts';
import { noPresence, type TabPresence } from './tab-presence.ts';

/**
 * One attempt in one tab: the server's view, the session epoch, the sync loop and the clock anchor.
 * Browser events (visibility, online, focus) are wired by `use-attempt-session.ts`; this class holds the
 * decisions: on load, open unless another tab holds a live session (then watch read-only); on return, open
 * unless another tab took over; heartbeat while holding; leave when hidden; submit at zero; read-only on a stale epoch.
 */
export type SessionBusy = 'opening' | 'starting' | 'submitting' | 'pausing' | 'resuming' | null;

export interface SessionState {
  view: UserExamView | null;
  /** Loading failed before any view arrived. */
  loadError: ApiErrorCode | null;
  /** The last action failed (shown as a message; the view stays). */
  actionError: ApiErrorCode | 'unsaved_answers' | null;
  /** Another tab or device holds the attempt (it opened since, or held a live session when this tab loaded): read-only until "Continue here". */
  stale: boolean;
  busy: SessionBusy;
  /** The module's time ran out here: submitting it and loading what comes next. */
  timeOver: boolean;
  /**
   * Exam mode (decision 0032): the module this tab was showing ended and the next one began at once, its
   * clock already running on the server. The view of the module that ended, for the notice saying so;
   * null once dismissed, or when no module followed on.
   */
  movedOn: UserExamView | null;
  /**
   * Issue 16: this read-only tab found another session live when it loaded, and continues by itself once
   * the server says that session lapsed; `lapse` counts down to when it will (by `now()`), null when the
   * server announced no lapse. A tab another one took over from only offers "Continue here".
   */
  waitingForLapse: boolean;
  lapse: { seconds: number; at: number } | null;
  /** This tab continued by itself because the other session lapsed (the notice says so until dismissed). */
  continuedAfterLapse: boolean;
  /** How many clicks this read-only tab refused (each one shows the refusal again). */
  refusedClicks: number;
}

/** What the device tells a tab about the other tabs (issue 16): which epoch it opened last, and who is alive. */
export interface DeviceView {
  hold: DeviceHoldMemory;
  presence: TabPresence;
}

const noDevice: DeviceView = { hold: noHoldMemory, presence: noPresence };

/** Whether `view` shows a module that began the moment the module `previous` showed ended (no Start between). */
export const followedOn = (previous: UserExamView | null, view: UserExamView): boolean =>
  !!previous?.current &&
  (previous.phase === 'module' || previous.phase === 'paused') &&
  view.status === 'in_progress' &&
  view.phase === 'module' &&
  view.clock === 'module' &&
  !!view.current &&
  view.current.moduleId !== previous.current.moduleId;

export const questionRefs = (questions: readonly RunnerQuestion[]) =>
  questions.map((q) => ({ id: q.id, moduleId: q.moduleId }));

const FLUSH_BEFORE_SUBMIT_MS = 8_000;
const FLUSH_AT_TIME_OVER_MS = 3_000;

export class AttemptSession {
  readonly engine: SyncEngine;
  private state: SessionState = {
    view: null,
    loadError: null,
    actionError: null,
    stale: false,
    busy: 'opening',
    timeOver: false,
    movedOn: null,
    waitingForLapse: false,
    lapse: null,
    continuedAfterLapse: false,
    refusedClicks: 0,
  };
  /** When a watching tab reads the attempt again (by `now()`). */
  private nextWatchRead = 0;
  private anchor: ClockAnchor = { remainingSeconds: 0, at: 0, running: false };
  private listeners = new Set<() => void>();
  private clockListeners = new Set<() => void>();
  private disposed = false;
  private submittingModuleId: string | null = null;
  /** The epoch this tab's own open returned: writes carry it; a view with a greater one means another tab opened. */
  private ownEpoch: number | null = null;
  /** When this tab's last sign of life reached the server (open, save, heartbeat), by `now()`. */
  private lastSignOfLife: number | null = null;

  constructor(
    readonly userExamId: string,
    private readonly api: RunnerApi,
    private readonly now: () => number,
    private readonly onCompleted: (view: UserExamView) => void,
    private readonly tabMemory: TabEpochMemory = noEpochMemory,
    private readonly device: DeviceView = noDevice,
    private readonly visible: () => boolean = () => true,
    /** The server's health probe (GET /api/health) and the device's network flag; none in tests. */
    network: { probe?: () => Promise<boolean>; online?: () => boolean } = {},
  ) {
    this.engine = new SyncEngine(
      localJournalStore(userExamId),
      {
        save: async (questionId, body) => {
          const saved = await api.saveAnswer(userExamId, questionId, body);
          this.lastSignOfLife = this.now(); // a save is a sign of life: no heartbeat needed beside it
          return saved;
        },
        ...(network.probe ? { probe: network.probe } : {}),
      },
      {
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        random: Math.random,
        ...(network.online ? { online: network.online } : {}),
      },
      {
        onStale: () => {
          // Another tab took over: show what the server holds, not what this tab tried to send.
          this.patch({ stale: true, waitingForLapse: false, lapse: null });
          void this.reload();
        },
        onTimeOver: () => void this.reload(),
        onHold: () => void this.reload(),
      },
      null,
    );
  }

  getState = (): SessionState => this.state;
  getAnchor = (): ClockAnchor => this.anchor;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  subscribeClock = (listener: () => void): (() => void) => {
    this.clockListeners.add(listener);
    return () => this.clockListeners.delete(listener);
  };

  get epoch(): number | null {
    return this.ownEpoch;
  }

  get readOnly(): boolean {
    return this.state.stale || this.state.timeOver;
  }

  /** Whether this tab holds `epoch` now (another tab of the device asks, BroadcastChannel). */
  holds(epoch: number): boolean {
    return !this.state.stale && this.ownEpoch === epoch && this.state.view?.status === 'in_progress';
  }

  /**
   * The first load: reads the attempt, then opens a session, unless another tab or device holds a live
   * one. Then this tab only watches (read-only, "Continue here" opens). A failed read leaves it to open.
   */
  async load(): Promise<void> {
    let view: UserExamView;
    try {
      view = await this.api.view(this.userExamId);
    } catch {
      return this.open();
    }
    const heldEpoch = this.device.hold.read();
    // Ask the device's tabs only when the live session may be this device's (a tab of it opened it last).
    const holderAlive =
      view.status === 'in_progress' && view.sessionLive && heldEpoch === view.epoch
        ? await this.device.presence.holderAlive(view.epoch)
        : false;
    if (
      view.status === 'in_progress' &&
      claimOnLoad(view, this.ownEpoch, this.tabMemory.read(), { heldEpoch, holderAlive }) === 'open'
    )
      return this.open();
    if (view.status === 'in_progress') {
      this.engine.suspend();
      this.patch({ stale: true, waitingForLapse: true });
    }
    this.setView(view);
    this.patch({ busy: null });
  }

  /**
   * A read-only tab's tick (about once a second while the page is seen): reads the attempt again when due
   * (the server's answers; whether the other session lapsed), and continues by itself once it has, if it
   * has been watching since it loaded.
   */
  async watchTick(): Promise<void> {
    const { stale, busy, view } = this.state;
    if (!stale || busy !== null || view?.status !== 'in_progress' || this.now() < this.nextWatchRead) return;
    this.nextWatchRead = this.now() + nextWatchReadMs(null); // no second read while this one runs
    let fresh: UserExamView;
    try {
      fresh = await this.api.view(this.userExamId);
    } catch {
      return; // offline: the next tick tries again
    }
    if (!this.state.stale) return; // "Continue here" was pressed meanwhile
    if (continuesByItself(fresh, this.state.waitingForLapse, this.visible())) {
      await this.open();
      if (!this.state.stale) this.patch({ continuedAfterLapse: true });
      return;
    }
    this.setView(fresh);
  }

  /** The student has read that this tab continued after the other session lapsed. */
  dismissContinued(): void {
    if (this.state.continuedAfterLapse) this.patch({ continuedAfterLapse: false });
  }

  /** The page is visible again after a leave: stays read-only if another tab opened since, else opens again (closing the leave). */
  async returned(): Promise<void> {
    if (this.state.stale) return;
    try {
      const view = await this.api.view(this.userExamId);
      if (view.status !== 'in_progress' || claimOnReturn(view, this.ownEpoch) === 'watch') return this.setView(view); // setView marks it stale
    } catch {
      /* offline: open tries and says what failed */
    }
    await this.open();
  }

  /** The holding tab's sign of life, when due (saves count too). A refusal means another tab took over. */
  async heartbeat(): Promise<void> {
    const { view, stale, busy } = this.state;
    if (
      stale ||
      busy === 'opening' ||
      this.ownEpoch === null ||
      view?.status !== 'in_progress' ||
      !heartbeatDue(this.lastSignOfLife, this.now())
    )
      return;
    this.lastSignOfLife = this.now();
    try {
      await this.api.heartbeat(this.userExamId, this.ownEpoch);
    } catch (error) {
      if (isApiError(error) && error.code === 'stale_session') {
        this.engine.suspend();
        this.patch({ stale: true, waitingForLapse: false });
        void this.reload();
      }
    }
  }

  /** Begins a session: a new epoch (the server closes a recorded leave). "Continue here" calls it to take the attempt over. */
  async open(): Promise<void> {
    const wasStale = this.state.stale;
    this.engine.suspend();
    this.patch({ busy: 'opening' });
    try {
      const view = await this.api.open(this.userExamId, this.epoch);
      // Two opens may cross (hidden and shown again quickly): the newest epoch is this tab's.
      this.ownEpoch = Math.max(this.ownEpoch ?? 0, view.epoch);
      this.tabMemory.write(this.ownEpoch);
      this.device.hold.write(this.ownEpoch);
      this.lastSignOfLife = this.now();
      // A read-only tab showed the server's answers: it takes the device's journal back before merging.
      if (wasStale) this.engine.restore();
      this.patch({ stale: false, loadError: null, waitingForLapse: false, lapse: null });
      this.setView(view);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'network_error';
      if (!this.state.view) this.patch({ loadError: code });
      else this.patch({ actionError: code });
      if (!this.state.stale) this.engine.resume();
    } finally {
      this.patch({ busy: null });
    }
  }

  /** Reads the attempt again (clock refresh, after a refusal, when a break ends). */
  async reload(): Promise<void> {
    try {
      const view = await this.api.view(this.userExamId);
      this.setView(view);
    } catch {
      /* offline: the anchor keeps counting; the next refresh tries again */
    }
  }

  /** The student left the page (hidden, closed): recorded as a leave; keepalive outlives the page. */
  leave(): void {
    if (this.state.stale || !this.state.view || this.state.view.status !== 'in_progress') return;
    this.api.leave(this.userExamId, this.epoch).catch(() => undefined);
  }

  /** A change of a question; refused visibly (never shown as chosen) while this tab is read-only. */
  change(question: { id: string; moduleId: string }, change: Change): void {
    if (this.readOnly) {
      if (this.state.stale) this.patch({ refusedClicks: this.state.refusedClicks + 1 });
      return;
    }
    this.engine.change(question, change);
  }

  async startModule(): Promise<void> {
    await this.act('starting', () => this.api.startModule(this.userExamId, this.epoch));
  }

  async pause(): Promise<void> {
    await this.engine.flush(FLUSH_BEFORE_SUBMIT_MS);
    await this.act(
      'pausing',
      async () => (await this.api.pause(this.userExamId, this.epoch)) ?? this.api.view(this.userExamId),
    );
  }

  async resume(): Promise<void> {
    await this.act(
      'resuming',
      async () => (await this.api.resume(this.userExamId, this.epoch)) ?? this.api.view(this.userExamId),
    );
  }

  /**
   * The student ends the module (or, on a test clock, the test). Answers are sent first: a module is not
   * submitted while answers are still only on this device.
   */
  async submitModule(): Promise<boolean> {
    const moduleId = this.state.view?.current?.moduleId;
    if (!moduleId || this.readOnly) return false;
    this.patch({ busy: 'submitting', actionError: null });
    const drained = await this.engine.flush(FLUSH_BEFORE_SUBMIT_MS);
    if (!drained) {
      this.patch({ busy: null, actionError: 'unsaved_answers' });
      return false;
    }
    const ok = await this.submit(moduleId);
    this.patch({ busy: null });
    return ok;
  }

  /** The clock reached zero here: send what can still be sent (within the grace), end the module, load what comes next. */
  async timeUp(): Promise<void> {
    const view = this.state.view;
    const moduleId = view?.current?.moduleId;
    if (!view || view.phase !== 'module' || !moduleId || this.submittingModuleId === moduleId || this.state.stale)
      return;
    this.submittingModuleId = moduleId;
    this.patch({ timeOver: true });
    await this.engine.flush(FLUSH_AT_TIME_OVER_MS);
    await this.submit(moduleId);
    this.patch({ timeOver: false });
  }

  /** The student has read the notice that the next module began (or it timed out). */
  dismissMovedOn(): void {
    if (this.state.movedOn) this.patch({ movedOn: null });
  }

  /** The break or a ready screen's clock ran out: the server has moved on; read where it is. */
  async phaseClockEnded(): Promise<void> {
    await this.reload();
  }

  dispose(): void {
    this.disposed = true;
    this.engine.dispose();
    this.listeners.clear();
    this.clockListeners.clear();
  }

  private async submit(moduleId: string): Promise<boolean> {
    try {
      await this.api.submitModule(this.userExamId, { moduleId, ...(this.epoch === null ? {} : { epoch: this.epoch }) });
    } catch (error) {
      const code = isApiError(error) ? error.code : 'network_error';
      if (code === 'stale_session') this.patch({ stale: true, waitingForLapse: false });
      else if (code !== 'module_time_over') {
        this.patch({ actionError: code });
        this.submittingModuleId = null;
        return false;
      }
    }
    await this.reload();
    return true;
  }

  private async act(busy: Exclude<SessionBusy, null>, call: () => Promise<UserExamView>): Promise<void> {
    if (this.state.stale) return;
    this.patch({ busy, actionError: null });
    try {
      this.setView(await call());
    } catch (error) {
      const code = isApiError(error) ? error.code : 'network_error';
      if (code === 'stale_session') this.patch({ stale: true, waitingForLapse: false });
      else this.patch({ actionError: code });
      if (code === 'module_time_over' || code === 'conflict') await this.reload();
    } finally {
      this.patch({ busy: null });
    }
  }

  private setView(view: UserExamView): void {
    if (this.disposed) return;
    const previous = this.state.view;
    if (view.status !== 'in_progress') {
      clearJournal(this.userExamId);
      this.patch({ view });
      this.onCompleted(view);
      return;
    }
    // A slow read that left before this tab's open must not replace the newer view.
    if (previous && this.ownEpoch !== null && view.epoch < this.ownEpoch) return;
    if (this.ownEpoch !== null && view.epoch > this.ownEpoch && !this.state.stale) {
      // Another tab or device opened the attempt since: this one only watches now.
      this.engine.suspend();
      this.patch({ stale: true, waitingForLapse: false });
    }
    if (this.ownEpoch !== null) this.engine.setEpoch(this.ownEpoch);
    const refs = view.current ? questionRefs(view.current.questions) : [];
    if (this.state.stale) {
      // Read-only: the answers the server holds, refreshed with each read; when the other session lapses.
      this.engine.mirror(view.answers, refs);
      this.nextWatchRead = this.now() + nextWatchReadMs(view.sessionLapseSeconds);
      const lapse =
        this.state.waitingForLapse && view.sessionLive && typeof view.sessionLapseSeconds === 'number'
          ? { seconds: view.sessionLapseSeconds, at: this.now() }
          : null;
      this.patch({ lapse });
    } else if (view.current && (view.phase === 'module' || view.phase === 'paused'))
      this.engine.load(view.answers, refs);
    if (view.current?.moduleId !== this.submittingModuleId) this.submittingModuleId = null;
    this.setAnchor(view);
    // The notice stays while the module that followed on runs; any other change ends it.
    const sameModule = view.phase === 'module' && view.current?.moduleId === previous?.current?.moduleId;
    const movedOn = followedOn(previous, view) ? previous : sameModule ? this.state.movedOn : null;
    this.patch({ view, movedOn });
    if (view.phase === 'module' && !this.state.stale) this.engine.resume();
    else this.engine.suspend();
  }

  private setAnchor(view: UserExamView): void {
    const at = this.now();
    if (view.phase === 'break') this.anchor = { remainingSeconds: view.breakRemainingSeconds ?? 0, at, running: true };
    else this.anchor = { remainingSeconds: view.current?.remainingSeconds ?? 0, at, running: view.phase === 'module' };
    for (const l of this.clockListeners) l();
  }

  private patch(next: Partial<SessionState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l();
  }
}
