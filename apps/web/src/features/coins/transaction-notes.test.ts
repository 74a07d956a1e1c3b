import { describe, expect, it } from 'vitest';
import { parseTransactionNote } from './transaction-notes.ts';

describe('transaction notes', () => {
  it('reads a coin purchase written by the server as a code with its parameters', () => {
    expect(parseTransactionNote('40 T-Coins, card')).toEqual({ code: 'coin_purchase', coins: 40, method: 'card' });
    expect(parseTransactionNote('120 T-Coins, cvs')).toEqual({ code: 'coin_purchase', coins: 120, method: 'cvs' });
  });
  it('keeps what a person wrote', () => {
    expect(parseTransactionNote('Prize for the spring contest')).toEqual({
      code: 'text',
      text: 'Prize for the spring contest',
    });
    expect(parseTransactionNote('40 T-Coins, cash')).toEqual({ code: 'text', text: '40 T-Coins, cash' });
  });
});
