import { describe, expect, it } from 'vitest';
import {
  blockAt,
  canMove,
  insertQuestions,
  moveDown,
  moveQuestion,
  moveUp,
  sortableKeys,
  splitPassages,
  type Ordered,
} from './question-order.ts';

/** `a b P1 P1 P1 c`: letters are lone questions, `P<n>` questions of passage n (ids made unique). */
const list = (spec: string): Ordered[] => {
  const seen = new Map<string, number>();
  return spec.split(' ').map((token) => {
    const n = (seen.get(token) ?? 0) + 1;
    seen.set(token, n);
    return { id: token.startsWith('P') ? `${token}.${n}` : token, passageId: token.startsWith('P') ? token : null };
  });
};
const ids = (items: readonly Ordered[]) => items.map((q) => q.id).join(' ');

describe('passage blocks', () => {
  it('finds the run of one passage, or the question alone', () => {
    const l = list('a P1 P1 P1 b');
    expect(blockAt(l, 0)).toEqual([0, 0]);
    expect(blockAt(l, 2)).toEqual([1, 3]);
    expect(blockAt(l, 4)).toEqual([4, 4]);
  });
});

describe('moving a question', () => {
  it('moves a lone question like an array move', () => {
    expect(ids(moveQuestion(list('a b c d'), 0, 2))).toBe('b c a d');
    expect(ids(moveQuestion(list('a b c d'), 3, 1))).toBe('a d b c');
  });

  it('moves a passage as a whole, down past the next block', () => {
    expect(ids(moveQuestion(list('P1 P1 a b'), 0, 2))).toBe('a P1.1 P1.2 b');
    expect(ids(moveQuestion(list('P1 P1 a b'), 1, 3))).toBe('a b P1.1 P1.2');
  });

  it('moves a passage up before the target block', () => {
    expect(ids(moveQuestion(list('a b P1 P1'), 3, 0))).toBe('P1.1 P1.2 a b');
  });

  it('never drops a question into another passage', () => {
    expect(ids(moveQuestion(list('a P1 P1 P1 b'), 0, 2))).toBe('P1.1 P1.2 P1.3 a b');
    expect(ids(moveQuestion(list('a P1 P1 P1 b'), 4, 2))).toBe('a b P1.1 P1.2 P1.3');
    expect(ids(moveQuestion(list('P2 P2 P1 P1 P1'), 0, 3))).toBe('P1.1 P1.2 P1.3 P2.1 P2.2');
  });

  it('reorders inside its own passage', () => {
    expect(ids(moveQuestion(list('a P1 P1 P1'), 3, 1))).toBe('a P1.3 P1.1 P1.2');
  });

  it('ignores a move out of range or onto itself', () => {
    expect(ids(moveQuestion(list('a b'), 0, 5))).toBe('a b');
    expect(ids(moveQuestion(list('a b'), 1, 1))).toBe('a b');
  });
});

describe('one step up or down', () => {
  it('steps a lone question past the whole neighbouring passage', () => {
    expect(ids(moveUp(list('P1 P1 a'), 2))).toBe('a P1.1 P1.2');
    expect(ids(moveDown(list('a P1 P1'), 0))).toBe('P1.1 P1.2 a');
  });

  it('steps inside a passage, and moves the passage from its edge', () => {
    expect(ids(moveUp(list('a P1 P1'), 2))).toBe('a P1.2 P1.1');
    expect(ids(moveUp(list('a P1 P1'), 1))).toBe('P1.1 P1.2 a');
    expect(ids(moveDown(list('P1 P1 a'), 1))).toBe('a P1.1 P1.2');
  });

  it('says when a question cannot move', () => {
    expect(canMove(list('a b'), 0)).toEqual({ up: false, down: true });
    expect(canMove(list('a b'), 1)).toEqual({ up: true, down: false });
    expect(canMove(list('P1 P1'), 0)).toEqual({ up: false, down: true });
    expect(canMove(list('a'), 0)).toEqual({ up: false, down: false });
    expect(ids(moveUp(list('a b'), 0))).toBe('a b');
    expect(ids(moveDown(list('a b'), 1))).toBe('a b');
  });
});

describe('adding picked questions', () => {
  it('puts a question next to its passage already in the module, and skips one already there', () => {
    const current = list('P1 a b');
    const { questions, skipped } = insertQuestions(current, [
      { id: 'P1.9', passageId: 'P1' },
      { id: 'a', passageId: null },
      { id: 'c', passageId: null },
    ]);
    expect(ids(questions)).toBe('P1.1 P1.9 a b c');
    expect(skipped.map((q) => q.id)).toEqual(['a']);
  });

  it('keeps picked questions of one passage together even when picked apart', () => {
    const { questions } = insertQuestions(list('a'), [
      { id: 'x1', passageId: 'X' },
      { id: 'b', passageId: null },
      { id: 'x2', passageId: 'X' },
    ]);
    expect(ids(questions)).toBe('a x1 x2 b');
    expect(splitPassages(questions)).toEqual([]);
  });
});

describe('split passages and keys', () => {
  it('names a passage whose questions are apart', () => {
    expect(splitPassages(list('P1 a P1'))).toEqual(['P1']);
    expect(splitPassages(list('P1 P1 a P2'))).toEqual([]);
  });

  it('gives a question placed twice two keys', () => {
    expect(
      sortableKeys([
        { id: 'a', passageId: null },
        { id: 'b', passageId: null },
        { id: 'a', passageId: null },
      ]),
    ).toEqual(['a', 'b', 'a:1']);
  });
});
