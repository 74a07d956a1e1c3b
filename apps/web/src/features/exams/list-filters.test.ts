import { describe, expect, it } from 'vitest';
import {
  catalogueFilterFrom,
  catalogueFilterToParams,
  catalogueQuery,
  historyFilterFrom,
  historyFilterToParams,
  historyQuery,
} from './list-filters.ts';

describe('catalogue filters', () => {
  it('reads the address and keeps only values that fit the kind', () => {
    const filter = catalogueFilterFrom('sat', new URLSearchParams('type=adaptive_exam&section=math&q=algebra&page=3'));
    expect(filter).toEqual({ type: 'adaptive_exam', section: 'math', q: 'algebra', page: 3 });
    // ACT has no adaptive exam and SAT has no science section (spec §3).
    expect(catalogueFilterFrom('act', new URLSearchParams('type=adaptive_exam&section=science'))).toEqual({
      type: null,
      section: 'science',
      q: '',
      page: 1,
    });
    expect(catalogueFilterFrom('sat', new URLSearchParams('section=science&page=-2'))).toEqual({
      type: null,
      section: null,
      q: '',
      page: 1,
    });
    expect(catalogueFilterFrom('toefl', new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('turns the filter into the API query, leaving out what is unset', () => {
    expect(catalogueQuery('toefl', { type: 'quick_mock', section: null, q: '  ', page: 2 })).toEqual({
      kind: 'toefl',
      type: 'quick_mock',
      section: undefined,
      q: undefined,
      page: 2,
    });
    expect(catalogueQuery('sat', { type: null, section: 'english', q: ' linear ', page: 1 })).toMatchObject({
      section: 'english',
      q: 'linear',
    });
  });

  it('writes only non-default values back to the address, and reads them again', () => {
    expect(catalogueFilterToParams({ type: null, section: null, q: '', page: 1 }).toString()).toBe('');
    const params = catalogueFilterToParams({ type: 'drill', section: 'math', q: 'ratio', page: 4 });
    expect(params.toString()).toBe('type=drill&section=math&q=ratio&page=4');
    expect(catalogueFilterFrom('sat', params)).toEqual({ type: 'drill', section: 'math', q: 'ratio', page: 4 });
  });
});

describe('history filters', () => {
  it('fixes the kind on /{kind}/history and reads it on /test-results', () => {
    expect(historyFilterFrom('act', new URLSearchParams('kind=sat&status=completed'))).toEqual({
      kind: 'act',
      status: 'completed',
      page: 1,
    });
    expect(historyFilterFrom(null, new URLSearchParams('kind=toefl&status=bogus&page=2'))).toEqual({
      kind: 'toefl',
      status: null,
      page: 2,
    });
  });

  it('does not repeat a fixed kind in the address', () => {
    expect(historyFilterToParams({ kind: 'act', status: 'in_progress', page: 1 }, 'act').toString()).toBe(
      'status=in_progress',
    );
    expect(historyFilterToParams({ kind: 'act', status: null, page: 2 }, null).toString()).toBe('kind=act&page=2');
  });

  it('builds the attempts query', () => {
    expect(historyQuery({ kind: null, status: 'completed', page: 1 })).toEqual({
      kind: undefined,
      status: 'completed',
      page: 1,
    });
  });
});
