import { describe, expect, it } from 'vitest';
import { IdempotentAction, stableJson } from './idempotency.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('IdempotentAction', () => {
  it('reuses the key when the same request is retried (a lost answer, a double click)', () => {
    const action = new IdempotentAction(counter());
    const first = action.keyFor({ kind: 'coins', coins: 60, method: 'card' });
    expect(action.keyFor({ kind: 'coins', coins: 60, method: 'card' })).toBe(first);
    expect(action.keyFor({ method: 'card', coins: 60, kind: 'coins' })).toBe(first); // key order does not matter
  });
  it('takes a new key for another request', () => {
    const action = new IdempotentAction(counter());
    const first = action.keyFor({ kind: 'coins', coins: 60, method: 'card' });
    const other = action.keyFor({ kind: 'coins', coins: 60, method: 'atm' });
    expect(other).not.toBe(first);
    // going back to the first request is a new action: the server would refuse the old key with another body in between
    expect(action.keyFor({ kind: 'coins', coins: 60, method: 'card' })).not.toBe(first);
  });
  it('takes a new key for the next action after a success', () => {
    const action = new IdempotentAction(counter());
    const first = action.keyFor({ unlock: 'a' });
    action.settle();
    expect(action.keyFor({ unlock: 'a' })).not.toBe(first);
  });
  it('makes header-safe random keys by default', () => {
    const action = new IdempotentAction();
    const key = action.keyFor({});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new IdempotentAction().keyFor({})).not.toBe(key);
  });
});

describe('stableJson', () => {
  it('sorts object keys at every depth, keeps arrays in order', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(stableJson(undefined)).toBe('undefined');
  });
});
