import { describe, expect, it } from 'vitest';
import { cellPercent, heatColors, heatLegend, heatStep, totalPercent } from './heat-map.ts';

describe('heat map', () => {
  it('rounds the share answered correctly and has no value without questions', () => {
    expect(cellPercent({ correct: 1, total: 3 })).toBe(33);
    expect(cellPercent({ correct: 2, total: 3 })).toBe(67);
    expect(cellPercent({ correct: 5, total: 5 })).toBe(100);
    expect(cellPercent({ correct: 0, total: 4 })).toBe(0);
    expect(cellPercent({ correct: 0, total: 0 })).toBeNull();
    expect(cellPercent({ correct: 9, total: 3 })).toBe(100);
  });

  it('puts percentages on five steps, 80 and more on the top one', () => {
    expect(heatStep(null)).toBeNull();
    expect(heatStep(0)).toBe(0);
    expect(heatStep(19)).toBe(0);
    expect(heatStep(20)).toBe(1);
    expect(heatStep(59)).toBe(2);
    expect(heatStep(79)).toBe(3);
    expect(heatStep(80)).toBe(4);
    expect(heatStep(100)).toBe(4);
    expect(heatStep(140)).toBe(4);
  });

  it('colours weak cells red, strong ones green and empty ones grey', () => {
    expect(heatColors(5)).toEqual({ bg: 'red.2', color: 'dark.7' });
    expect(heatColors(95)).toEqual({ bg: 'green.3', color: 'dark.7' });
    expect(heatColors(null)).toEqual({ bg: 'gray.1', color: 'gray.8' });
  });

  it('has a legend covering 0 to 100 without gaps', () => {
    const legend = heatLegend();
    expect(legend.map((l) => [l.from, l.to])).toEqual([
      [0, 19],
      [20, 39],
      [40, 59],
      [60, 79],
      [80, 100],
    ]);
    expect(new Set(legend.map((l) => l.bg)).size).toBe(5);
  });

  it('totals rows by questions seen, not by averaging percentages', () => {
    expect(
      totalPercent([
        { correct: 1, total: 1 },
        { correct: 0, total: 3 },
      ]),
    ).toBe(25);
    expect(totalPercent([{ correct: 0, total: 0 }])).toBeNull();
    expect(totalPercent([])).toBeNull();
  });
});
