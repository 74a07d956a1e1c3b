/**
 * The tutor's typing animation (spec §9: 5 ms per character). The streamed text arrives in pieces
 * (`append`); the typewriter reveals it at `msPerChar`, a few characters per tick so it does not ask
 * for a timer every 5 ms, and never runs ahead of what arrived. `instant` (prefers-reduced-motion)
 * shows each piece at once. Time and timers are injected so the schedule is tested without waiting.
 */
export interface TypewriterClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface TypewriterOptions {
  msPerChar: number;
  instant: boolean;
  /** The text to show now (a prefix of what arrived). */
  onText(text: string): void;
  /** Everything arrived (`finish`) and is shown. */
  onDone?(): void;
  clock?: TypewriterClock;
  /** Shortest wait between two ticks (about a frame). */
  tickMs?: number;
}

/** How many characters are due after `elapsedMs` at `msPerChar` (whole characters only). */
export const charsDue = (elapsedMs: number, msPerChar: number): number =>
  msPerChar <= 0 ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(elapsedMs / msPerChar));

/** Moves a cut forward so it never splits a surrogate pair (an emoji, a rare CJK character). */
export const safeCut = (text: string, cut: number): number => {
  if (cut <= 0 || cut >= text.length) return Math.max(0, Math.min(cut, text.length));
  const code = text.charCodeAt(cut - 1);
  return code >= 0xd800 && code <= 0xdbff ? cut + 1 : cut;
};

const realClock: TypewriterClock = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export class Typewriter {
  private target = '';
  private shown = 0;
  private last = 0;
  private timer: unknown = null;
  private finished = false;
  private stopped = false;
  private readonly clock: TypewriterClock;
  private readonly tickMs: number;

  constructor(private readonly options: TypewriterOptions) {
    this.clock = options.clock ?? realClock;
    this.tickMs = options.tickMs ?? 16;
  }

  /** A streamed piece arrived. */
  append(piece: string): void {
    if (this.stopped || !piece) return;
    this.target += piece;
    this.kick();
  }

  /** The stream ended; `full` (the final answer) replaces what arrived when given. */
  finish(full?: string): void {
    if (this.stopped) return;
    if (full !== undefined && full !== this.target) {
      this.target = full;
      this.shown = Math.min(this.shown, full.length);
    }
    this.finished = true;
    this.kick();
  }

  /** Shows everything that arrived now. */
  skip(): void {
    if (this.stopped) return;
    this.shown = this.target.length;
    this.options.onText(this.target);
    this.settle();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  get text(): string {
    return this.target.slice(0, this.shown);
  }

  private kick(): void {
    if (this.options.instant) {
      this.skip();
      return;
    }
    if (this.timer !== null) return;
    if (this.shown >= this.target.length) {
      this.settle();
      return;
    }
    this.last = this.clock.now();
    this.timer = this.clock.setTimeout(() => this.tick(), this.tickMs);
  }

  private tick(): void {
    this.timer = null;
    if (this.stopped) return;
    const now = this.clock.now();
    const due = charsDue(now - this.last, this.options.msPerChar);
    if (due > 0) {
      const next = safeCut(this.target, Math.min(this.target.length, this.shown + due));
      this.last += (next - this.shown) * this.options.msPerChar;
      this.shown = next;
      this.options.onText(this.target.slice(0, this.shown));
    }
    if (this.shown < this.target.length) {
      this.timer = this.clock.setTimeout(() => this.tick(), this.tickMs);
      return;
    }
    this.settle();
  }

  private settle(): void {
    if (this.finished && this.shown >= this.target.length && !this.stopped) {
      this.stop();
      this.options.onDone?.();
    }
  }
}
