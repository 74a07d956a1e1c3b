import { z } from 'zod';

/**
 * Parent links with the student's consent (issue 11, decision 0018). A parent asks (`bind-parent`, or
 * registering as a parent); the link is `pending` and gives no access until the student accepts it, from the
 * e-mail, the dashboard, or by giving the parent the one-time code of their profile.
 */
export const PARENT_LINK_STATUSES = ['pending', 'accepted'] as const;
export const ParentLinkStatus = z.enum(PARENT_LINK_STATUSES);
export type ParentLinkStatus = z.infer<typeof ParentLinkStatus>;

/** One side of a link. A parent's pending request shows only the e-mail they typed (id and name are null). */
export const ParentLinkPerson = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
});
export type ParentLinkPerson = z.infer<typeof ParentLinkPerson>;

export const ParentLinkView = z.object({
  id: z.string(),
  status: ParentLinkStatus,
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  parent: ParentLinkPerson,
  student: ParentLinkPerson,
});
export type ParentLinkView = z.infer<typeof ParentLinkView>;
export const ParentLinkList = z.array(ParentLinkView);

/** The one-time code: 8 characters without look-alikes (no 0/O, 1/I/L), valid for 30 minutes, used once. */
export const PARENT_LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PARENT_LINK_CODE_LENGTH = 8;
export const PARENT_LINK_CODE_MINUTES = 30;

/** A code as typed (any case, spaces or dashes between the groups) reduced to its characters. */
export const normalizeParentLinkCode = (raw: string) => raw.toUpperCase().replace(/[\s-]+/g, '');
/** `ABCD2345` → `ABCD-2345`, as the student reads it out. */
export const formatParentLinkCode = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** `POST /parent-links/:id/code` — the parent enters the code the student gave them. */
export const ParentLinkCodeRequest = z.object({ code: z.string().trim().min(1).max(32) });
/** `POST /parent-links/consent-code` — a new code for the signed-in student (the previous one stops working). */
export const ParentLinkCodeView = z.object({ code: z.string(), expires_at: z.string() });
export type ParentLinkCodeView = z.infer<typeof ParentLinkCodeView>;

/**
 * `GET /parent/search?email=` — only whether the e-mail can be linked (never a name): `linkable`, or the
 * state of the caller's own request for it. An unknown or already-linked student is the spec's 422.
 */
export const ParentSearchResult = z.object({ email: z.string(), link: z.enum(['linkable', 'pending', 'accepted']) });
export type ParentSearchResult = z.infer<typeof ParentSearchResult>;
