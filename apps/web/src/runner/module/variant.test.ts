import { describe, expect, it } from 'vitest';
import { toolsFor } from './variant.ts';

describe('toolsFor', () => {
  it('gives SAT Math the calculator and the reference sheet, Reading and Writing the highlighter', () => {
    expect(toolsFor('sat', 'math')).toEqual({ highlighter: false, calculator: true, reference: true });
    expect(toolsFor('sat', 'english')).toEqual({ highlighter: true, calculator: false, reference: false });
  });
  it('keeps the SHSAT calculator-free and lets ACT Math use one', () => {
    expect(toolsFor('shsat', 'math').calculator).toBe(false);
    expect(toolsFor('act', 'math').calculator).toBe(true);
    expect(toolsFor('act', 'science').highlighter).toBe(true);
  });
});
