import { Email } from '@prepwell/contracts';

/**
 * The e-mails typed into "Add by e-mail" (separated by commas, semicolons, spaces or new lines): the valid
 * ones once each (case-insensitive), and the ones that are not e-mail addresses, to show back.
 */
export const parseEmails = (text: string): { emails: string[]; invalid: string[] } => {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;，；]+/)) {
    const value = part.trim();
    if (!value) continue;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (Email.safeParse(value).success) emails.push(value);
    else invalid.push(value);
  }
  return { emails, invalid };
};

/** Candidates to add: those found, minus people already in the list. */
export const notYetIn = <T extends { id: string }>(
  candidates: readonly T[],
  members: readonly { id: string }[],
): T[] => {
  const ids = new Set(members.map((m) => m.id));
  return candidates.filter((c) => !ids.has(c.id));
};
