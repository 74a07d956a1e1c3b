/** Small colour maths for the tenant theme: Mantine needs 10 shades, and text must pass WCAG AA. */
export type Rgb = readonly [number, number, number];
export type ShadeTuple = readonly [string, string, string, string, string, string, string, string, string, string];

const FALLBACK: Rgb = [34, 139, 230];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

export const parseHex = (hex: string): Rgb | null => {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
};

export const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes `a` towards `b` by `amount` (0 = a, 1 = b). */
export const mix = (a: Rgb, b: Rgb, amount: number): Rgb =>
  [0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as unknown as Rgb;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
export const luminance = (rgb: Rgb): number =>
  0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * Darkens a colour until white text on it (and it as text on white) reaches `ratio`.
 * 4.5 is WCAG AA for normal text; a little margin covers Mantine's light variants.
 */
export const ensureContrastOnWhite = (rgb: Rgb, ratio = 4.8): Rgb => {
  let current = rgb;
  for (let step = 0; step < 40 && contrastRatio(current, WHITE) < ratio; step += 1) current = mix(current, BLACK, 0.05);
  return current;
};

/**
 * Ten shades for Mantine (0 lightest … 9 darkest). Shade 6 (the primary shade) is the tenant colour,
 * darkened only as far as needed for accessible text.
 */
export const shadesFrom = (hex: string): ShadeTuple => {
  const base = ensureContrastOnWhite(parseHex(hex) ?? FALLBACK);
  const lighter = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((t) => toHex(mix(base, WHITE, t)));
  const darker = [0.14, 0.28, 0.42].map((t) => toHex(mix(base, BLACK, t)));
  return [...lighter, toHex(base), ...darker] as unknown as ShadeTuple;
};
