import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, shadesFrom } from './color.ts';

const WHITE = [255, 255, 255] as const;

describe('shadesFrom', () => {
  it('gives ten shades from light to dark', () => {
    const shades = shadesFrom('#1c7ed6');
    expect(shades).toHaveLength(10);
    const lum = shades.map((s) => contrastRatio(parseHex(s) ?? WHITE, WHITE));
    for (let i = 1; i < lum.length; i += 1) expect(lum[i]).toBeGreaterThanOrEqual(lum[i - 1] ?? 0);
  });

  it.each(['#ffd43b', '#40c057', '#ffffff', '#1c7ed6', '#000000', 'nonsense'])(
    'primary shade of %s passes AA on white',
    (hex) => {
      const primary = parseHex(shadesFrom(hex)[6]);
      expect(primary).not.toBeNull();
      expect(contrastRatio(primary ?? WHITE, WHITE)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps an already dark colour as the primary shade', () => {
    expect(shadesFrom('#1a3d7c')[6]).toBe('#1a3d7c');
  });
});
