/**
 * Text a user searches for, as a `LIKE`/`ILIKE` pattern: PostgreSQL's default escape character (`\`) goes
 * before `\`, `%` and `_`, so they match themselves and a search for "50%" or "a_b" finds what it says.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pattern of "contains the text" (`%text%`), the text escaped. */
export const containsLike = (text: string): string => `%${escapeLike(text)}%`;
