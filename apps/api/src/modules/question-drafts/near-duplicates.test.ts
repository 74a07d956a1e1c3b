import { describe, expect, it } from 'vitest';
import { jaccard, nearDuplicateFlags, normalizeStem, shingles } from './near-duplicates.ts';

describe('near-duplicate stems', () => {
  it('compares plain text with the math kept, whatever the markup', () => {
    expect(normalizeStem('<p>What is <span data-math="inline">\\frac{1}{2}</span> of&nbsp;10?</p>')).toBe(
      normalizeStem('What is $\\frac{1}{2}$ of 10?'),
    );
    expect(normalizeStem('If 4x − 6 = 18, WHAT is x?')).toBe('if 4x-6=18,what is x?');
    expect(normalizeStem('If $3x + 7 = 22$')).not.toBe(normalizeStem('If $4x + 5 = 29$'));
  });

  it('measures Jaccard similarity of character shingles', () => {
    const a = shingles(normalizeStem('A store sells pencils in packs of 12. How many packs hold 96 pencils?'));
    const b = shingles(normalizeStem('A store sells pencils in packs of 12. How many packs hold 96 pencils in all?'));
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, b)).toBeGreaterThan(0.8);
    expect(jaccard(a, shingles(normalizeStem('What is the median of 3, 1, 2?')))).toBeLessThan(0.2);
    expect(jaccard(new Set(), new Set())).toBe(1);
  });

  it('flags each draft with its most similar earlier stem: the bank or an earlier draft of the batch', () => {
    const bank = [
      { id: 'q1', stem: 'A store sells pencils in packs of $12$. How many packs hold $96$ pencils?' },
      { id: 'q2', stem: 'A store sells pencils in packs of $12$. How many packs hold $96$ pencils in all?' },
    ];
    const flags = nearDuplicateFlags(
      [
        { id: 'd1', stem: 'A store sells pencils in packs of $12$. How many packs hold $96$ pencils in all?' },
        { id: 'd2', stem: 'If $3x + 7 = 22$, what is the value of $x$?' },
        { id: 'd3', stem: 'If $3x + 7 = 22$, what is the value of x?' },
        { id: 'd4', stem: 'If $5x + 3 = 38$, what is the value of $x$?' },
      ],
      bank,
    );
    expect(flags).toEqual([
      [{ code: 'near_duplicate', detail: 'similarity=1.00', questionId: 'q2' }],
      [],
      [{ code: 'near_duplicate', detail: 'similarity=1.00', questionId: 'd2' }],
      [],
    ]);
  });
});
