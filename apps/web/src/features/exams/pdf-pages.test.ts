import { describe, expect, it } from 'vitest';
import { pageHeightPx, pdfFileName, slicePages, sliceHeightPt } from './pdf-pages.ts';

describe('PDF pages', () => {
  it('keeps the A4 proportions of spec §9 for the printable area', () => {
    expect(pageHeightPx(592.28, 0)).toBe(841);
    // 24 pt margins: printable 544.28 × 793.89 pt.
    expect(pageHeightPx(1000)).toBe(Math.floor((1000 * 793.89) / 544.28));
    expect(sliceHeightPt(1000, 1000)).toBeCloseTo(544.28, 5);
  });

  it('makes one page when everything fits', () => {
    expect(slicePages(800, 1000, [100, 500])).toEqual([{ top: 0, height: 800 }]);
  });

  it('ends a page at the lowest block boundary that fits', () => {
    expect(slicePages(2500, 1000, [400, 950, 1200, 1900, 2100])).toEqual([
      { top: 0, height: 950 },
      { top: 950, height: 950 },
      { top: 1900, height: 600 },
    ]);
  });

  it('cuts at the page height when no boundary fits, or only one too close to the top', () => {
    expect(slicePages(2200, 1000, [])).toEqual([
      { top: 0, height: 1000 },
      { top: 1000, height: 1000 },
      { top: 2000, height: 200 },
    ]);
    // A boundary 100 px down would leave a nearly empty page: the tall block is cut instead.
    expect(slicePages(1500, 1000, [100])).toEqual([
      { top: 0, height: 1000 },
      { top: 1000, height: 500 },
    ]);
  });

  it('covers the whole rendering with no gap or overlap, whatever the boundaries', () => {
    const breaks = [37, 410, 411, 999, 1000, 1001, 1770, 2999, 3600, -5, 99999];
    const slices = slicePages(4321, 1000, breaks);
    let expectedTop = 0;
    for (const s of slices) {
      expect(s.top).toBe(expectedTop);
      expect(s.height).toBeGreaterThan(0);
      expect(s.height).toBeLessThanOrEqual(1000);
      expectedTop += s.height;
    }
    expect(expectedTop).toBe(4321);
  });

  it('names the file after the test and the date', () => {
    expect(pdfFileName('SAT Practice: Test 1/2', '2026-03-04T10:00:00.000Z')).toBe(
      'SAT Practice Test 1 2 2026-03-04.pdf',
    );
    expect(pdfFileName('  ', null)).toBe('score-report.pdf');
  });
});
