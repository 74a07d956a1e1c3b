import { enrollments } from '../../db/schema/index.ts';
import type { TenantTx } from '../../db/with-tenant.ts';

/** Whether the tenant has any enrollment at all (the demo seed adds its examples only to an empty list). */
export const hasAnyEnrollment = async (tx: TenantTx) =>
  (await tx.select({ id: enrollments.id }).from(enrollments).limit(1)).length > 0;
