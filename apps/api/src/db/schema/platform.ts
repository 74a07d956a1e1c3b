import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TenantSettings } from '@prepwell/contracts';

/** Platform tables: not owned by a tenant, no row-level security. */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  icon: text('icon'),
  contactEmail: text('contact_email'),
  examName: text('exam_name').notNull(),
  themeColor: text('theme_color').notNull(),
  tabName: text('tab_name').notNull(),
  isCompany: boolean('is_company').notNull().default(true),
  settings: jsonb('settings').$type<Partial<TenantSettings>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    host: text('host').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [index('tenant_hosts_tenant_idx').on(t.tenantId)],
);

export const captchas = pgTable(
  'captchas',
  {
    key: text('key').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

export const nowSql = sql`now()`;
