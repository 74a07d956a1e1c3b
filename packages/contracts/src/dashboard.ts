import { z } from 'zod';
import { ChildSummary } from './profile.ts';
import { ClassTestView } from './classes.ts';

/** Issue 17: a class test sent to the student and not completed yet, with its class (the student dashboard). */
export const AssignedClassTest = z.object({
  class_id: z.uuid(),
  class_name: z.string(),
  test: ClassTestView,
});
export type AssignedClassTest = z.infer<typeof AssignedClassTest>;

/** What each role's dashboard shows: real figures of the caller's tenant (or the platform). */
export const DashboardView = z.object({
  role: z.enum(['student', 'educator', 'parent', 'super_admin']),
  stats: z.array(z.object({ key: z.string(), value: z.number() })),
  checklist: z.array(z.object({ key: z.string(), done: z.boolean() })),
  recent: z.array(z.object({ key: z.string(), at: z.string(), detail: z.string().nullable() })),
  /** Parent dashboard: the linked children with their verified state. */
  children: z.array(ChildSummary).optional(),
  /** Student dashboard (issue 17): assigned and upcoming class tests, soonest first. */
  assigned: z.array(AssignedClassTest).optional(),
  /** The caller's sign-ins, the one of the registration included (issue 17: "Welcome" then, "Welcome back" after). */
  sign_ins: z.number().int().optional(),
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
  /** Files sent with the message, by name (issue 20). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export type MailView = z.infer<typeof MailView>;
