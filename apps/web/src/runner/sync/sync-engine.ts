import type { SaveAnswerRequest, SaveAnswerResponse, SavedAnswer } from '@prepwell/contracts';
import type { LocalAnswer } from '../runner-types.ts';
import {
  acknowledge,
  answersOf,
  applyChange,
  mergeServerAnswers,
  unsentCount,
  unsentWorkCount,
  unsentEntries,
  type Change,
  type JournalEntry,
  type QuestionRef,
} from './journal.ts';
import {
  backoffMs,
  decideOnFailure,
  PROBE_EVERY_MS,
  retryAfterProbe,
  saveStatusOf,
  troubleOf,
  type ProbeState,
  type SaveStatus,
  type SendFailure,
  type Trouble,
} from './sync-policy.ts';

/** Where the journal lives (localStorage in the browser, a Map in tests). Writes are synchronous. */
export interface JournalStore {
  load(): JournalEntry[];
  write(entry: JournalEntry): void;
  remove(questionId: string): void;
}

export interface SyncTransport {
  /** Rejects with `{ status, code }` (an HTTP refusal) or anything else (the network failed). */
  save(questionId: string, body: SaveAnswerRequest): Promise<SaveAnswerResponse>;
  /** Whether the server answers at all (`GET /api/health`); never rejects. Without it, only the backoff retries. */
  probe?(): Promise<boolean>;
}

export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
  /** Whether the device says it has a network (navigator.onLine); taken as true when not given. */
  online?(): boolean;
}

export interface SyncEvents {
  /** Another tab or device holds the attempt now. */
  onStale(): void;
  /** The module's time is over: the session reloads the view. */
  onTimeOver(): void;
  /** The server holds saves back (paused attempt, 409 conflict): the session reloads the view. */
  onHold(): void;
}

export interface SyncState {
  answers: Readonly<Record<string, LocalAnswer>>;
  status: SaveStatus;
  /** Questions with anything unsent (time spent included): what the status waits for. */
  unsent: number;
  /** Questions whose answer, mark or cross-outs are unsent: what the status line counts. */
  unsentAnswers: number;
}

const failureOf = (error: unknown): SendFailure => {
  if (typeof error === 'object' && error !== null && 'status' in error && 'code' in error) {
    const { status, code } = error as { status: unknown; code: unknown };
    if (typeof status === 'number' && typeof code === 'string' && status > 0) return { kind: 'http', status, code };
    if (code === 'timeout') return { kind: 'timeout' };
  }
  return { kind: 'network' };
};

/**
 * The sync loop: every change is journaled first (synchronously), then the latest state of each unsent
 * question is sent, one request at a time. Failures back off (1 s … 30 s) and a
 * `wake()` (the browser's `online`, focus) retries at once. While answers wait after a failure, the
 * server's health is probed every PROBE_EVERY_MS: when it answers again, they leave at once (issue 16). No browser API is used here: the store,
 * the transport and the timers are given, so the loop is tested in node.
 */
export class SyncEngine {
  private journal: Record<string, JournalEntry> = {};
  private epoch: number | null;
  private inFlight = false;
  private failures = 0;
  private trouble: Trouble | null = null;
  private probeTimer: unknown = null;
  private probing = false;
  private probeState: ProbeState = null;
  private error = false;
  private suspended = false;
  private disposed = false;
  private timer: unknown = null;
  private listeners = new Set<() => void>();
  private waiters: Array<(drained: boolean) => void> = [];
  private state: SyncState = { answers: {}, status: 'saved', unsent: 0, unsentAnswers: 0 };

  constructor(
    private readonly store: JournalStore,
    private readonly transport: SyncTransport,
    private readonly scheduler: Scheduler,
    private readonly events: SyncEvents,
    epoch: number | null,
  ) {
    this.epoch = epoch;
    for (const entry of store.load()) this.journal[entry.questionId] = entry;
    this.publish();
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A view arrived: merge the server's answers (higher seq wins), forget ended modules, send what is missing. */
  load(saved: readonly SavedAnswer[], open: readonly QuestionRef[]): void {
    const merged = mergeServerAnswers(this.journal, saved, open);
    for (const id of Object.keys(this.journal)) if (!merged[id]) this.store.remove(id);
    for (const entry of Object.values(merged)) if (this.journal[entry.questionId] !== entry) this.store.write(entry);
    this.journal = merged;
    this.error = false;
    this.publish();
    this.kick();
  }

  /** The student changed a question: journal it now, send it soon. */
  change(question: QuestionRef, change: Change): void {
    const entry = applyChange(this.journal, question, change);
    if (!entry) return;
    this.store.write(entry);
    this.journal = { ...this.journal, [entry.questionId]: entry };
    this.publish();
    this.kick();
  }

  setEpoch(epoch: number): void {
    this.epoch = epoch;
  }

  /** Stop sending (read-only, paused, or while this tab opens the attempt again). Changes are still journaled. */
  suspend(): void {
    this.suspended = true;
    this.clearTimer();
  }

  resume(): void {
    if (this.disposed) return;
    this.suspended = false;
    this.wake();
  }

  /** Retry now (back online, tab focused). */
  wake(): void {
    this.failures = 0;
    this.clearTimer();
    this.kick();
  }

  /**
   * A read-only tab shows what the server holds (issue 16): the journal in memory becomes the server's
   * answers, so a click that raced the lock never stays selected. The device's journal is left alone (a
   * tab holding the attempt on this device writes it); `restore()` reads it back when this tab takes over.
   */
  mirror(saved: readonly SavedAnswer[], open: readonly QuestionRef[]): void {
    this.suspend();
    this.journal = mergeServerAnswers({}, saved, open);
    this.trouble = null;
    this.publish();
  }

  /** This tab takes the attempt (over): the journal is the device's again; the next `load` merges the server's. */
  restore(): void {
    const journal: Record<string, JournalEntry> = {};
    for (const entry of this.store.load()) journal[entry.questionId] = entry;
    this.journal = journal;
    this.publish();
  }

  /** Resolves true once nothing is unsent, false when `timeoutMs` passes first. */
  flush(timeoutMs: number): Promise<boolean> {
    if (this.isDrained()) return Promise.resolve(true);
    return new Promise((resolve) => {
      let done = false;
      const finish = (drained: boolean) => {
        if (done) return;
        done = true;
        this.scheduler.clearTimeout(handle);
        this.waiters = this.waiters.filter((w) => w !== finish);
        resolve(drained);
      };
      const handle = this.scheduler.setTimeout(() => finish(false), timeoutMs);
      this.waiters.push(finish);
      this.wake();
    });
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.stopProbing();
    this.listeners.clear();
    for (const w of [...this.waiters]) w(false);
  }

  private isDrained(): boolean {
    return !this.inFlight && unsentCount(this.journal) === 0;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  private stopProbing(): void {
    if (this.probeTimer !== null) this.scheduler.clearTimeout(this.probeTimer);
    this.probeTimer = null;
    this.probeState = null;
  }

  /** While answers wait after a failure: probe the server's health every PROBE_EVERY_MS (one probe at a time). */
  private scheduleProbe(): void {
    if (!this.transport.probe || this.disposed || this.probing || this.probeTimer !== null) return;
    this.probeTimer = this.scheduler.setTimeout(() => {
      this.probeTimer = null;
      void this.runProbe();
    }, PROBE_EVERY_MS);
  }

  private async runProbe(): Promise<void> {
    if (this.disposed || this.suspended || this.trouble === null || unsentCount(this.journal) === 0) {
      this.probeState = null;
      return;
    }
    this.probing = true;
    const answered = await this.transport.probe!().catch(() => false);
    this.probing = false;
    if (this.disposed || this.trouble === null) return;
    const retry = retryAfterProbe(this.probeState, answered);
    this.probeState = answered ? 'up' : 'down';
    if (retry) {
      // The server is back: the waiting answers leave now, not when the backoff ends.
      this.clearTimer();
      this.kick();
    }
    this.scheduleProbe();
  }

  private publish(): void {
    const unsent = unsentCount(this.journal);
    const status = saveStatusOf({ unsent, inFlight: this.inFlight, trouble: this.trouble, error: this.error });
    this.state = { answers: answersOf(this.journal), status, unsent, unsentAnswers: unsentWorkCount(this.journal) };
    for (const l of this.listeners) l();
    if (this.isDrained()) for (const w of [...this.waiters]) w(true);
  }

  private kick(): void {
    if (this.disposed || this.suspended || this.inFlight || this.timer !== null) return;
    const next = unsentEntries(this.journal)[0];
    if (!next) return;
    void this.send(next);
  }

  private async send(entry: JournalEntry): Promise<void> {
    this.inFlight = true;
    const sentSeq = entry.seq;
    const sentEpoch = this.epoch;
    const body: SaveAnswerRequest = {
      answer: entry.answer,
      flagged: entry.flagged,
      seq: entry.seq,
      timeSpentMs: entry.timeSpentMs,
      eliminated: entry.eliminated.slice(0, 10),
      ...(sentEpoch === null ? {} : { epoch: sentEpoch }),
    };
    this.publish();
    try {
      const response = await this.transport.save(entry.questionId, body);
      if (this.disposed) return;
      this.inFlight = false;
      this.failures = 0;
      this.trouble = null;
      this.stopProbing();
      const current = this.journal[entry.questionId];
      if (current) {
        const acked = acknowledge(current, sentSeq, response);
        this.store.write(acked);
        this.journal = { ...this.journal, [acked.questionId]: acked };
      }
      this.publish();
      this.kick();
    } catch (error) {
      if (this.disposed) return;
      this.inFlight = false;
      this.onFailure(entry, failureOf(error), sentEpoch);
    }
  }

  private onFailure(entry: JournalEntry, failure: SendFailure, sentEpoch: number | null): void {
    const decision = decideOnFailure(failure, sentEpoch, this.epoch);
    switch (decision) {
      case 'retry': {
        this.failures += 1;
        this.trouble = troubleOf(failure, this.scheduler.online?.() ?? true);
        this.publish();
        this.scheduleProbe();
        this.timer = this.scheduler.setTimeout(
          () => {
            this.timer = null;
            this.kick();
          },
          backoffMs(this.failures, this.scheduler.random()),
        );
        return;
      }
      case 'resend':
        this.publish();
        this.kick();
        return;
      case 'stale':
        // Another tab holds the attempt: nothing more is sent from here. The session mirrors the server's
        // answers in this read-only tab; the device's journal stays (a click is never lost for good).
        this.suspend();
        this.publish();
        this.events.onStale();
        return;
      case 'time_over':
        this.suspend();
        this.publish();
        this.events.onTimeOver();
        return;
      case 'hold':
        this.suspend();
        this.publish();
        this.events.onHold();
        return;
      case 'unauthorized':
        this.suspend();
        this.publish();
        return;
      case 'drop': {
        // Refused for good: keep what the student sees, stop re-sending it, and say so.
        const current = this.journal[entry.questionId];
        if (current) {
          const given = { ...current, ackedSeq: Math.max(current.ackedSeq, entry.seq) };
          this.store.write(given);
          this.journal = { ...this.journal, [given.questionId]: given };
        }
        this.error = true;
        this.publish();
        this.kick();
        return;
      }
    }
  }
}
