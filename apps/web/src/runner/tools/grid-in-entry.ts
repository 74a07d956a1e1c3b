/**
 * What a student may type into a grid-in (student-produced response) box. Only the *entry* rules live
 * here (characters and width); whether the value is right is the server's business (scoring/grid-in.ts).
 *
 * SAT (exams.md §1.2, College Board directions ☑️): characters `0-9 . / -`, at most 5 characters for a
 * positive answer and 6 when it starts with the minus sign; mixed numbers (`3 1/2`) cannot be typed
 * (a space is not allowed), `31/2` is a valid entry (thirty-one halves).
 *
 * SHSAT (our choice, documented because exams.md §4 could not verify the DOE grid): the SHSAT answer grid
 * has no fraction bar, so `/` is not allowed; the width is the SAT's (5 characters, 6 with the minus sign),
 * which keeps "a decimal that fills the width" the same rule the server grades with.
 */
export type GridInFormat = 'sat' | 'shsat';
export type GridInEntryError = 'too_long' | 'bad_character' | 'bad_form';

interface FormatRules {
  readonly allowed: RegExp;
  readonly maxPositive: number;
  readonly maxNegative: number;
}

const RULES: Record<GridInFormat, FormatRules> = {
  sat: { allowed: /^[0-9./-]*$/, maxPositive: 5, maxNegative: 6 },
  shsat: { allowed: /^[0-9.-]*$/, maxPositive: 5, maxNegative: 6 },
};

const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)$/;
const FRACTION = /^-?\d+\/\d+$/;

/** The widest entry a format accepts (with the minus sign): the input's maxLength. */
export const gridInMaxLength = (format: GridInFormat): number => RULES[format].maxNegative;
export const gridInMaxPositiveLength = (format: GridInFormat): number => RULES[format].maxPositive;

/**
 * Full-width digits and signs typed with a Chinese or Japanese input method (`０．５`, `－３`, `１／２`)
 * become their ASCII forms, so a student never sees a "bad character" for the digit they meant.
 */
export const normalizeGridInEntry = (value: string): string =>
  value
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 0x30))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\uFF0F\u2044]/g, '/')
    .replace(/[\uFF0D\u2212\u2013]/g, '-');

/**
 * Why an entry cannot be submitted as typed, or null when it can (an empty box is not an error).
 * - `bad_character`: a character outside the format's set (spaces, `%`, `,`, `$`, letters…);
 * - `too_long`: more than 5 characters, or 6 when it starts with `-` (`0.6666` is too long, `.6666` fits);
 * - `bad_form`: allowed characters that are not one number: `1/2/3`, `1.2.3`, `-`, `.`, `1-2`, `1.5/2`,
 *   `3/`, `/3`, a zero denominator.
 */
export const gridInEntryError = (value: string, format: GridInFormat): GridInEntryError | null => {
  if (value === '') return null;
  const rules = RULES[format];
  if (!rules.allowed.test(value)) return 'bad_character';
  const max = value.startsWith('-') ? rules.maxNegative : rules.maxPositive;
  if (value.length > max) return 'too_long';
  if (FRACTION.test(value)) return /\/0+$/.test(value) ? 'bad_form' : null;
  return DECIMAL.test(value) ? null : 'bad_form';
};

/** How the answer preview shows an entry: a stacked fraction, or the entry as typed. */
export type GridInPreview =
  | { readonly kind: 'fraction'; readonly negative: boolean; readonly numerator: string; readonly denominator: string }
  | { readonly kind: 'number'; readonly text: string };

/** The preview of a well-formed entry; null while the box is empty or the entry is not a number yet. */
export const gridInPreview = (value: string, format: GridInFormat): GridInPreview | null => {
  if (value === '' || gridInEntryError(value, format) !== null) return null;
  if (!value.includes('/')) return { kind: 'number', text: value };
  const negative = value.startsWith('-');
  const [numerator = '', denominator = ''] = (negative ? value.slice(1) : value).split('/');
  return { kind: 'fraction', negative, numerator, denominator };
};
