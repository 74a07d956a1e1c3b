import { eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../../db/with-tenant.ts';
import { tenantHosts, tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantInsert = typeof tenants.$inferInsert;

export const selectTenantBySlug = async (db: PlatformDb, slug: string) =>
  (await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1))[0];

export const selectTenantById = async (db: PlatformDb, id: string) =>
  (await db.select().from(tenants).where(eq(tenants.id, id)).limit(1))[0];

export const selectTenantByHost = async (db: PlatformDb, host: string) =>
  (
    await db
      .select({ tenant: tenants })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, host))
      .limit(1)
  )[0]?.tenant;

export const selectTenantByName = async (db: PlatformDb, name: string) =>
  (
    await db
      .select()
      .from(tenants)
      .where(sql`lower(${tenants.name}) = lower(${name})`)
      .limit(1)
  )[0];

export const selectAllTenants = (db: PlatformDb) => db.select().from(tenants).orderBy(tenants.createdAt);

export const selectHosts = async (db: PlatformDb, tenantId: string) =>
  (await db.select({ host: tenantHosts.host }).from(tenantHosts).where(eq(tenantHosts.tenantId, tenantId))).map(
    (r) => r.host,
  );

export const selectAllHosts = (db: PlatformDb) => db.select().from(tenantHosts);

export const selectHostOwner = async (db: PlatformDb, host: string) =>
  (await db.select().from(tenantHosts).where(eq(tenantHosts.host, host)).limit(1))[0];

export const insertTenant = async (db: PlatformDb, values: TenantInsert) =>
  (await db.insert(tenants).values(values).returning())[0]!;

export const updateTenantRow = async (db: PlatformDb, id: string, values: Partial<TenantInsert>) =>
  (
    await db
      .update(tenants)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tenants.id, id))
      .returning()
  )[0];

export const replaceHosts = async (db: PlatformDb, tenantId: string, hosts: string[]) => {
  await db.delete(tenantHosts).where(eq(tenantHosts.tenantId, tenantId));
  if (hosts.length) await db.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId })));
};
