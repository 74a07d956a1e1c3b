import { describe, expect, it } from 'vitest';
import { pageCount, pagesOf, withFirstPage } from './paging.ts';

describe('pageCount', () => {
  it('rounds up and is never below one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(3, 0)).toBe(3);
  });
});

describe('pagesOf', () => {
  it('counts the pages of a server page, one before it answers', () => {
    expect(pagesOf(undefined)).toBe(1);
    expect(pagesOf({ total: 0, per_page: 20 })).toBe(1);
    expect(pagesOf({ total: 20, per_page: 20 })).toBe(1);
    expect(pagesOf({ total: 21, per_page: 20 })).toBe(2);
    expect(pagesOf({ total: 45, per_page: 0 }, 20)).toBe(3);
  });
});

describe('withFirstPage', () => {
  it('sets the filter and goes back to the first page', () => {
    const calls: string[] = [];
    const setFilter = withFirstPage((page) => calls.push(`page ${page}`))((value: string) => calls.push(value));
    setFilter('math');
    expect(calls).toEqual(['math', 'page 1']);
  });
});
