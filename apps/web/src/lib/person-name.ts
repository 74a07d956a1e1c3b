/** A person as the API's user summaries give them (every part optional: lists carry different ones). */
export interface NamedPerson {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  email?: string | null;
}

/**
 * How lists, pickers and notices name a person: the name, else first and last name, else the username,
 * else the e-mail, else `fallback` (an unfinished registration has none of them).
 */
export const personName = (p: NamedPerson, fallback = ''): string =>
  p.name || [p.first_name, p.last_name].filter(Boolean).join(' ') || p.username || p.email || fallback;
