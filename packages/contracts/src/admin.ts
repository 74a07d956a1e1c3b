import { z } from 'zod';
import { FeedbackView } from './profile.ts';
import { TenantAdminView, TenantSettings, TenantUpdate } from './tenant.ts';

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

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
const settingsShape = TenantSettings.shape;

/**
 * Tenant settings as a patch: only the keys sent, no defaults filled in. (`TenantSettings.partial()`
 * would fill every default, and a patch of one setting would reset all the others.)
 */
export const TenantSettingsPatch = z.object(
  Object.fromEntries(Object.entries(settingsShape).map(([key, field]) => [key, (field as z.ZodDefault<z.ZodType>).unwrap().optional()])) as {
    [K in keyof typeof settingsShape]: z.ZodOptional<WithoutDefault<(typeof settingsShape)[K]>>;
  },
);
export type TenantSettingsPatch = z.infer<typeof TenantSettingsPatch>;

/** `PATCH /admin/companies/:id`: brand fields and a settings patch. */
export const CompanyUpdate = TenantUpdate.extend({ settings: TenantSettingsPatch.optional() });
export type CompanyUpdate = z.input<typeof CompanyUpdate>;
