import { AppError } from './app-error.ts';

/**
 * Text PostgreSQL cannot store: a NUL character (refused in `text` and `jsonb`) or a lone UTF-16
 * surrogate (refused as a `jsonb` escape, turned into U+FFFD elsewhere — so the text would not be the
 * one sent). Such a string is refused as a whole, never cleaned silently (issue 11).
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** Deep enough for any request the API takes; anything deeper is refused by its schema anyway. */
const MAX_DEPTH = 32;

/**
 * The path (`a.b.0`) of the first string — or object key — in `value` that cannot be stored, or null.
 * `prefix` names the request part (`query.q`, `params.id`); the body has none, as in zod's field errors.
 */
export const findUnstorableText = (value: unknown, prefix: string[] = [], depth = 0): string | null => {
  if (typeof value === 'string') return isStorableText(value) ? null : prefix.join('.');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, [...prefix, String(i)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...prefix, key.replace(UNSTORABLE, '?')].join('.');
    const found = findUnstorableText(item, [...prefix, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
};

/** 422 `validation_failed` with an `invalid_characters` field error on the first unstorable string. */
export const assertStorableText = (value: unknown, prefix: string[] = []) => {
  const path = findUnstorableText(value, prefix);
  if (path !== null) throw new AppError('validation_failed', { fields: [{ path, key: 'invalid_characters' }] });
};
