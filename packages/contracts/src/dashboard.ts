import { z } from 'zod';
import { ChildSummary } from './profile.ts';

/** What each role's dashboard shows: real figures of the caller's tenant (or the platform). */
export const DashboardView = z.object({
  role: z.enum(['student', 'educator', 'parent', 'super_admin']),
  stats: z.array(z.object({ key: z.string(), value: z.number() })),
  checklist: z.array(z.object({ key: z.string(), done: z.boolean() })),
  recent: z.array(z.object({ key: z.string(), at: z.string(), detail: z.string().nullable() })),
  /** Parent dashboard: the linked children with their verified state. */
  children: z.array(ChildSummary).optional(),
});
export type DashboardView = z.infer<typeof DashboardView>;

export const MailView = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailView = z.infer<typeof MailView>;
