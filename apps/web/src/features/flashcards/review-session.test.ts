import { describe, expect, it } from 'vitest';
import { isFinished, lastRated, sessionReducer, startSession } from './review-session.ts';

describe('a review session', () => {
  it('reveals, rates, moves on, and finishes after the last card', () => {
    let s = startSession(['a', 'b']);
    s = sessionReducer(s, { type: 'rate', clientId: 'x1', rating: 3 });
    expect(s.position).toBe(0); // nothing rated before the answer is shown
    s = sessionReducer(s, { type: 'reveal' });
    s = sessionReducer(s, { type: 'rate', clientId: 'x1', rating: 3 });
    expect(s).toMatchObject({ position: 1, revealed: false });
    expect(lastRated(s)).toEqual({ position: 0, cardId: 'a', clientId: 'x1', rating: 3, listLength: 2 });
    s = sessionReducer(sessionReducer(s, { type: 'reveal' }), { type: 'rate', clientId: 'x2', rating: 1 });
    expect(isFinished(s)).toBe(true);
    expect(sessionReducer(s, { type: 'reveal' }).revealed).toBe(false);
  });

  it('undo goes back to the last rated card, front side, one rating at a time', () => {
    let s = startSession(['a', 'b', 'c']);
    for (const id of ['x1', 'x2'])
      s = sessionReducer(sessionReducer(s, { type: 'reveal' }), { type: 'rate', clientId: id, rating: 2 });
    s = sessionReducer(s, { type: 'reveal' });
    s = sessionReducer(s, { type: 'undo' });
    expect(s).toMatchObject({ position: 1, revealed: false });
    expect(lastRated(s)?.clientId).toBe('x1');
    s = sessionReducer(sessionReducer(s, { type: 'undo' }), { type: 'undo' });
    expect(s).toMatchObject({ position: 0, history: [] });
  });

  it('cards due again within the session come after the list; undo of the rating before takes them back', () => {
    let s = startSession(['a']);
    s = sessionReducer(sessionReducer(s, { type: 'reveal' }), { type: 'rate', clientId: 'x1', rating: 1 });
    expect(isFinished(s)).toBe(true);
    s = sessionReducer(s, { type: 'extend', cardIds: ['a'] });
    expect(s).toMatchObject({ cardIds: ['a', 'a'], position: 1, revealed: false });
    expect(isFinished(s)).toBe(false);
    s = sessionReducer(s, { type: 'undo' });
    expect(s).toMatchObject({ cardIds: ['a'], position: 0, history: [] });
    expect(sessionReducer(s, { type: 'extend', cardIds: [] })).toBe(s);
  });
});
