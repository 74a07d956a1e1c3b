import { describe, expect, it } from 'vitest';
import { Typewriter, charsDue, safeCut, type TypewriterClock } from './typewriter.ts';

/** A clock the test moves by hand. */
const fakeClock = () => {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  const clock: TypewriterClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = next++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const first = timers[0];
      if (!first || first.at > end) break;
      timers.shift();
      now = first.at;
      first.fn();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.length };
};

const setup = (instant = false) => {
  const { clock, advance, pending } = fakeClock();
  const shown: string[] = [];
  let done = 0;
  const typewriter = new Typewriter({
    msPerChar: 5,
    instant,
    clock,
    tickMs: 16,
    onText: (t) => shown.push(t),
    onDone: () => (done += 1),
  });
  return { typewriter, advance, pending, shown, done: () => done };
};

describe('charsDue and safeCut', () => {
  it('counts whole characters at 5 ms each', () => {
    expect(charsDue(0, 5)).toBe(0);
    expect(charsDue(4.9, 5)).toBe(0);
    expect(charsDue(16, 5)).toBe(3);
    expect(charsDue(-3, 5)).toBe(0);
    expect(charsDue(10, 0)).toBe(Number.POSITIVE_INFINITY);
  });
  it('never cuts a surrogate pair', () => {
    const text = 'a😀b';
    expect(safeCut(text, 2)).toBe(3);
    expect(safeCut(text, 1)).toBe(1);
    expect(safeCut(text, 9)).toBe(4);
  });
});

describe('Typewriter', () => {
  it('reveals 5 ms per character, never ahead of what arrived', () => {
    const { typewriter, advance, shown, done } = setup();
    typewriter.append('Hello, world'); // 12 characters = 60 ms
    advance(16);
    expect(typewriter.text).toBe('Hel');
    advance(16);
    expect(typewriter.text).toBe('Hello,');
    advance(100);
    expect(typewriter.text).toBe('Hello, world');
    expect(done()).toBe(0); // the stream has not ended
    typewriter.append('!');
    advance(16);
    expect(typewriter.text).toBe('Hello, world!');
    typewriter.finish();
    expect(done()).toBe(1);
    expect(shown.at(-1)).toBe('Hello, world!');
  });

  it('takes about length × 5 ms in all', () => {
    const { typewriter, advance, done } = setup();
    typewriter.append('x'.repeat(200));
    typewriter.finish();
    advance(960);
    expect(done()).toBe(0);
    advance(64);
    expect(done()).toBe(1);
    expect(typewriter.text).toHaveLength(200);
  });

  it('shows each piece at once with reduced motion', () => {
    const { typewriter, shown, done, pending } = setup(true);
    typewriter.append('第一段');
    expect(shown).toEqual(['第一段']);
    typewriter.append('，第二段');
    typewriter.finish();
    expect(shown.at(-1)).toBe('第一段，第二段');
    expect(done()).toBe(1);
    expect(pending()).toBe(0);
  });

  it('finish(full) replaces the streamed text; skip shows it all; stop ends the timers', () => {
    const { typewriter, advance, pending, done } = setup();
    typewriter.append('draft');
    typewriter.finish('final answer');
    advance(20);
    expect('final answer'.startsWith(typewriter.text)).toBe(true);
    typewriter.skip();
    expect(typewriter.text).toBe('final answer');
    expect(done()).toBe(1);
    const other = setup();
    other.typewriter.append('abcdef');
    other.typewriter.stop();
    expect(other.pending()).toBe(0);
    other.advance(100);
    expect(other.typewriter.text).toBe('');
    expect(pending()).toBe(0);
  });
});
