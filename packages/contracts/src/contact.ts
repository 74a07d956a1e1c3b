import { z } from 'zod';
import { Email, Id, Lang, Page, PageQuery } from './common.ts';

/**
 * The public Contact form (spec §5: name, message and captcha required; issue 17 adds the e-mail so the
 * tenant can answer). Limits: a name of 1–100 characters, a message of 1–5000 (trimmed).
 */
export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

export const ContactRequest = z.object({
  name: z.string().trim().min(1).max(CONTACT_LIMITS.name),
  email: Email,
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
  /** The language the sender wrote in (their page's); stored with the message. */
  lang: Lang.optional(),
  captcha_key: z.string().max(100).optional(),
  captcha: z.string().trim().max(20).optional(),
  'g-recaptcha-response': z.string().max(4000).optional(),
});
export type ContactRequest = z.input<typeof ContactRequest>;

export const ContactCreated = z.object({ id: z.string() });
export type ContactCreated = z.infer<typeof ContactCreated>;

/** A contact message as the tenant's admins read it. */
export const ContactMessageView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  lang: z.string(),
  /** The signed-in sender, if any. */
  user_id: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessageView = z.infer<typeof ContactMessageView>;

export const ContactMessageStatus = z.enum(['all', 'unread', 'read']);
export type ContactMessageStatus = z.infer<typeof ContactMessageStatus>;

/** `GET /api/contact-messages`: 20 a page, newest first, filtered by read state. */
export const ContactMessageQuery = PageQuery.pick({ page: true }).extend({
  status: ContactMessageStatus.default('all'),
});
export type ContactMessageQuery = z.input<typeof ContactMessageQuery>;

export const ContactMessagePage = Page(ContactMessageView).extend({
  /** Unread messages of the tenant (whatever the filter). */
  unread: z.number().int(),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

/** `PATCH /api/contact-messages/:id`: mark read or unread. */
export const ContactMessageUpdate = z.object({ read: z.boolean() });
export type ContactMessageUpdate = z.infer<typeof ContactMessageUpdate>;

export const ContactMessageParams = z.object({ id: Id });
