import { describe, expect, it } from 'vitest';
import { loadTypeset } from './math-svg.ts';

describe('loadTypeset (MathJax, TeX → SVG)', () => {
  it('typesets inline and display math with a box in ems, and refuses what does not parse', async () => {
    const typeset = await loadTypeset();
    const inline = typeset('x^2 + \\frac{1}{2}', false)!;
    expect(inline.svg).toMatch(/^<svg\b/);
    expect(inline.width).toBeGreaterThan(1);
    expect(inline.ascent).toBeGreaterThan(0.5);
    expect(inline.descent).toBeGreaterThan(0);
    expect(typeset('x^2 + \\frac{1}{2}', false)).toBe(inline); // cached per document
    expect(typeset('\\int_0^1 x\\,dx', true)!.width).toBeGreaterThan(0);
    expect(typeset('\\frac{1}{', false)).toBeNull();
    // No links out of a formula (the html package is not loaded).
    expect(typeset('\\href{javascript:alert(1)}{x}', false)?.svg ?? '').not.toMatch(/<a\b/);
  });
});
