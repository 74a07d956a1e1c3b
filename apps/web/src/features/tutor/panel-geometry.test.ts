import { describe, expect, it } from 'vitest';
import { PANEL_MARGIN, defaultRect } from './panel-geometry.ts';

describe('the tutor panel’s place', () => {
  it('starts at the bottom right with the default size, inside the viewport', () => {
    expect(defaultRect({ width: 1280, height: 860 })).toEqual({
      x: 1280 - 400 - 24,
      y: 860 - 540 - 84,
      width: 400,
      height: 540,
    });
    const phone = { width: 360, height: 640 };
    const small = defaultRect(phone);
    expect(small.x).toBeGreaterThanOrEqual(PANEL_MARGIN);
    expect(small.x + small.width).toBeLessThanOrEqual(phone.width - PANEL_MARGIN);
  });
});
