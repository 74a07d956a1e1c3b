import { describe, expect, it } from 'vitest';
import { listFilterFrom, listFilterToParams, listQuery } from './list-filter.ts';

describe('the list filters in the address', () => {
  it('reads what fits the exam and drops the rest', () => {
    const params = new URLSearchParams('status=draft&type=quick_mock&q=mock&page=3');
    expect(listFilterFrom('sat', params)).toEqual({ status: 'draft', type: null, q: 'mock', page: 3 });
    expect(listFilterFrom('toefl', params).type).toBe('quick_mock');
    expect(listFilterFrom('sat', new URLSearchParams('status=archived&page=0')).status).toBeNull();
    expect(listFilterFrom('sat', new URLSearchParams('page=0')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and asks the authoring scope', () => {
    expect(listFilterToParams({ status: null, type: null, q: ' ', page: 1 }).toString()).toBe('');
    const filter = { status: 'published' as const, type: 'drill' as const, q: 'algebra ', page: 2 };
    expect(listFilterToParams(filter).toString()).toBe('status=published&type=drill&q=algebra+&page=2');
    expect(listQuery('sat', filter)).toEqual({
      scope: 'authoring',
      kind: 'sat',
      status: 'published',
      type: 'drill',
      q: 'algebra',
      page: 2,
    });
  });
});
