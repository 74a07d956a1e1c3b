import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStyle,
  attachNote,
  highlightAt,
  parseStored,
  removeHighlight,
  restyle,
  setNote,
  toStored,
  type Highlight,
} from './highlight-model.ts';

const h = (id: string, start: number, end: number, extra: Partial<Highlight> = {}): Highlight => ({
  id,
  start,
  end,
  color: 'yellow',
  underline: false,
  note: '',
  ...extra,
});

describe('applyStyle', () => {
  it('creates a yellow highlight on a fresh selection', () => {
    expect(applyStyle([], { start: 2, end: 5 }, {}, 'a')).toEqual([h('a', 2, 5)]);
  });

  it('creates an underline without colour', () => {
    expect(applyStyle([], { start: 2, end: 5 }, { color: null, underline: true }, 'a')).toEqual([
      h('a', 2, 5, { color: null, underline: true }),
    ]);
  });

  it('restyles the highlight that holds the selection instead of stacking a new one', () => {
    const list = [h('a', 0, 10, { note: 'keep' })];
    expect(applyStyle(list, { start: 3, end: 4 }, { color: 'pink' }, 'b')).toEqual([
      h('a', 0, 10, { color: 'pink', note: 'keep' }),
    ]);
    expect(applyStyle(list, { start: 10, end: 10 }, { underline: true }, 'b')).toEqual([
      h('a', 0, 10, { underline: true, note: 'keep' }),
    ]);
  });

  it('trims the highlights a new one overlaps and keeps the notes of those it covers', () => {
    const list = [h('a', 0, 4, { note: 'left' }), h('b', 6, 8, { note: 'covered' }), h('c', 9, 14, { color: 'blue' })];
    const next = applyStyle(list, { start: 2, end: 11 }, { color: 'pink' }, 'n');
    expect(next).toEqual([
      h('a', 0, 2, { note: 'left' }),
      h('n', 2, 11, { color: 'pink', note: 'covered' }),
      h('n~c', 11, 14, { color: 'blue' }),
    ]);
  });

  it('splits a highlight around a new one inside it only when it is not held by it', () => {
    const list = [h('a', 5, 6), h('b', 10, 20, { note: 'x' })];
    // the selection starts outside b, so it is a new highlight that covers a and trims b
    const next = applyStyle(list, { start: 4, end: 12 }, {}, 'n');
    expect(next.map((x) => [x.id, x.start, x.end, x.note])).toEqual([
      ['n', 4, 12, ''],
      ['n~b', 12, 20, 'x'],
    ]);
  });

  it('removes a highlight left with neither colour, underline nor note', () => {
    const list = [h('a', 0, 4, { color: null, underline: true })];
    expect(applyStyle(list, { start: 1, end: 2 }, { underline: false }, 'n')).toEqual([]);
  });

  it('never leaves overlapping ranges (any sequence of selections)', () => {
    const op = fc.record({
      start: fc.nat(40),
      len: fc.integer({ min: 1, max: 15 }),
      color: fc.constantFrom('yellow', 'blue', 'pink', null),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let list: Highlight[] = [];
        ops.forEach((o, i) => {
          list = applyStyle(
            list,
            { start: o.start, end: o.start + o.len },
            { color: o.color as Highlight['color'], underline: o.color === null },
            `id${i}`,
          );
        });
        const sorted = [...list].sort((a, b) => a.start - b.start);
        sorted.forEach((x, i) => {
          expect(x.end).toBeGreaterThan(x.start);
          if (i > 0) expect(x.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
        });
        expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
      }),
    );
  });
});

describe('notes', () => {
  it('attaches a note to the highlight holding the selection', () => {
    expect(attachNote([h('a', 0, 9)], { start: 2, end: 3 }, 'why?', 'n')).toEqual([h('a', 0, 9, { note: 'why?' })]);
  });
  it('makes a yellow highlight for a note on plain text, and ignores a caret outside highlights', () => {
    expect(attachNote([], { start: 2, end: 7 }, 'claim', 'n')).toEqual([h('n', 2, 7, { note: 'claim' })]);
    expect(attachNote([], { start: 3, end: 3 }, 'claim', 'n')).toEqual([]);
  });
  it('clearing the note of an underline-free, colourless mark removes it', () => {
    expect(setNote([h('a', 0, 3, { color: null, note: 'x' })], 'a', '')).toEqual([]);
    expect(setNote([h('a', 0, 3, { note: 'x' })], 'a', '')).toEqual([h('a', 0, 3)]);
  });
});

describe('lookups and removal', () => {
  it('finds the highlight holding a caret or a selection', () => {
    const list = [h('a', 0, 4), h('b', 6, 9)];
    expect(highlightAt(list, { start: 7, end: 7 })?.id).toBe('b');
    expect(highlightAt(list, { start: 3, end: 7 })).toBeUndefined();
    expect(removeHighlight(list, 'a')).toEqual([h('b', 6, 9)]);
    expect(restyle(list, 'b', { color: 'blue' })[1]?.color).toBe('blue');
  });
});

describe('parseStored', () => {
  it('reads back what toStored wrote', () => {
    const list = [h('a', 0, 4, { note: 'n' }), h('b', 6, 9, { color: null, underline: true })];
    expect(parseStored(JSON.parse(JSON.stringify(toStored(list, 50))), 50)).toEqual(list);
  });
  it('drops everything when the passage text changed length, and malformed or overlapping items', () => {
    expect(parseStored(toStored([h('a', 0, 4)], 50), 51)).toEqual([]);
    const stored = {
      v: 1,
      textLength: 20,
      items: [
        h('a', 0, 4),
        { id: 'x', start: 'zero' },
        h('b', 2, 6),
        h('c', 8, 30),
        h('d', 10, 12, { color: 'red' as never }),
      ],
    };
    expect(parseStored(stored, 20)).toEqual([h('a', 0, 4)]);
    expect(parseStored(null, 20)).toEqual([]);
    expect(parseStored('junk', 20)).toEqual([]);
  });
});
