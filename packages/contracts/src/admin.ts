import { z } from 'zod';
import { FeedbackView } from './profile.ts';
import { TenantAdminView, TenantUpdate } from './tenant.ts';

/** A feedback entry as the super admin sees it: across tenants, with who sent it and the screenshot. */
export const AdminFeedbackView = FeedbackView.extend({
  tenant: z.string(),
  user: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }).nullable(),
  screenshot: z.string().nullable(),
});
export type AdminFeedbackView = z.infer<typeof AdminFeedbackView>;
export const AdminFeedbackList = z.array(AdminFeedbackView);

export const FeedbackCreated = z.object({ id: z.string() });

export const TenantAdminList = z.array(TenantAdminView);

/** `PATCH /admin/companies/:id` (the same as TenantUpdate: settings are a patch). */
export const CompanyUpdate = TenantUpdate;
export type CompanyUpdate = z.input<typeof CompanyUpdate>;
