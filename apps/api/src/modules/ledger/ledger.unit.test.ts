import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CoinTransactionType } from '@prepwell/contracts';
import { idempotencyKeyOf, requestHashOf } from './idempotency.ts';
import { logNameOf, presentLogLine, presentTransaction } from './ledger.presenter.ts';
import { SYSTEM_ACCOUNT } from './ledger.service.ts';

const req = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as FastifyRequest;

describe('idempotencyKeyOf', () => {
  it('takes 1–200 visible ASCII characters, trimmed', () => {
    expect(idempotencyKeyOf(req({ 'idempotency-key': ' abc-123 ' }))).toBe('abc-123');
    expect(idempotencyKeyOf(req({ 'idempotency-key': 'x'.repeat(200) }))).toBe('x'.repeat(200));
  });
  it.each([
    [{}],
    [{ 'idempotency-key': '' }],
    [{ 'idempotency-key': 'a b' }],
    [{ 'idempotency-key': 'x'.repeat(201) }],
    [{ 'idempotency-key': 'clé' }],
    [{ 'idempotency-key': ['a', 'b'] }],
  ])('refuses %j with idempotency_key_required', (headers) => {
    expect(() => idempotencyKeyOf(req(headers))).toThrow(expect.objectContaining({ code: 'idempotency_key_required' }));
  });
});

describe('requestHashOf', () => {
  it('is the same for the same request whatever the key order or undefined fields', () => {
    expect(requestHashOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestHashOf({ b: { d: 'x', c: [1, 2] }, a: 1, e: undefined }),
    );
  });
  it('differs when a value, an array order or a type differs', () => {
    const base = requestHashOf({ point: 5, userId: 'u' });
    expect(requestHashOf({ point: 6, userId: 'u' })).not.toBe(base);
    expect(requestHashOf({ point: '5', userId: 'u' })).not.toBe(base);
    expect(requestHashOf([1, 2])).not.toBe(requestHashOf([2, 1]));
    expect(requestHashOf({ notes: null })).not.toBe(requestHashOf({ notes: 'null' }));
  });
});

describe('the ledger presenter and accounts', () => {
  it('every transaction type has a system account', () => {
    for (const type of CoinTransactionType.options) expect(SYSTEM_ACCOUNT[type]).toMatch(/^system:/);
    expect(SYSTEM_ACCOUNT).toMatchObject({
      deposit: 'system:deposits',
      test: 'system:spending',
      admin_deduction: 'system:admin',
      refund: 'system:refunds',
      referral_bonus: 'system:rewards',
    });
  });
  it('category follows the sign; an unfinished registration has no name', () => {
    const row = {
      id: 'a1b2c3d4-0000-4000-8000-000000000000',
      tenantId: 't',
      userId: 'u',
      type: 'test' as const,
      amount: -10,
      notes: null,
      createdAt: new Date('2026-01-02T03:04:05Z'),
    };
    expect(presentTransaction(row)).toEqual({
      id: row.id,
      created_at: '2026-01-02T03:04:05.000Z',
      type: 'test',
      category: 'expense',
      amount: -10,
      notes: null,
    });
    expect(presentTransaction({ ...row, amount: 3, balanceAfter: 7 })).toMatchObject({
      category: 'income',
      balance_after: 7,
    });
    expect(logNameOf({ firstName: null, lastName: 'User' })).toBeNull();
    expect(logNameOf({ firstName: 'Ann', lastName: null })).toBe('Ann');
    const line = presentLogLine({
      ...row,
      user: { id: 'u', firstName: 'Ann', lastName: 'Lee', email: 'a@x' },
      actor: { firstName: 'Bo', lastName: null },
    });
    expect(line).toMatchObject({
      unit: 'point',
      actor: 'Bo',
      user: { name: 'Ann Lee', first_name: 'Ann', email: 'a@x' },
    });
  });
});
