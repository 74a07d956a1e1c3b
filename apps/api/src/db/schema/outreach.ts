import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys, updatedAt } from './columns.ts';
import { paymentOrders } from './commerce.ts';
import { users } from './users.ts';

/** A localized text a tenant writes: English and, where given, 简体中文 and 繁體中文. */
export interface TenantText {
  en: string;
  cn?: string;
  tw?: string;
}

/** A message sent through the public Contact page (issue 17): kept, and delivered to the tenant's contact e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** The signed-in sender, if any. */
    userId: uuid('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    /** The hashed client address, for the per-address limit; never the address itself. */
    ipHash: text('ip_hash').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('contact_messages_tenant_idx').on(t.tenantId, t.createdAt),
    tenantFk('contact_messages_user_id_users_id_fk', t, t.userId, users).onDelete('set null'),
  ],
);

/**
 * The tenant's own promotions (issue 17, "house ads"): shown to Free members (Pro members see none),
 * between `startsAt` and `endsAt` when set. `kind` is what it promotes (pro, course, event, other).
 */
export const housePromotions = pgTable(
  'house_promotions',
  {
    id: primaryId(),
    tenantId: tenantId(),
    kind: text('kind').notNull().default('other'),
    title: jsonb('title').$type<TenantText>().notNull(),
    body: jsonb('body').$type<TenantText>().notNull(),
    /** Where the promotion leads: a path of the app (`/pricing`) or an https address. */
    linkUrl: text('link_url'),
    imageUploadId: uuid('image_upload_id'),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('house_promotions_tenant_idx').on(t.tenantId, t.active, t.sort),
    tenantFk('house_promotions_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/**
 * Promotion codes (spec §3 "promotion code record", issue 17): a percentage or a number of coins off a
 * plan or a coin pack, valid from/to, limits per user and in total, for new or all users.
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: primaryId(),
    tenantId: tenantId(),
    /** Stored upper-case; unique per tenant whatever the case typed. */
    code: text('code').notNull(),
    /** `upper(code)`, kept by PostgreSQL: what a typed code is looked up by (migration 0035, decision 0050). */
    codeKey: text('code_key').generatedAlwaysAs(sql`upper(code)`),
    description: text('description').notNull().default(''),
    /** 'percent': `amount` percent off the price; 'coins': `amount` extra T-Coins (a pack) or off (see service). */
    discountKind: text('discount_kind').notNull(),
    amount: integer('amount').notNull(),
    /** What it applies to: 'plan', 'coin_pack' or 'any'. */
    appliesTo: text('applies_to').notNull().default('any'),
    /** Who may use it: 'all' users or 'new' users only (see the service for what "new" means). */
    audience: text('audience').notNull().default('all'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Null: no limit in total. */
    totalLimit: integer('total_limit'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('promotion_codes_code_key_idx').on(t.codeKey),
    uniqueIndex('promotion_codes_code_uq').on(t.tenantId, sql`upper(${t.code})`),
    tenantFk('promotion_codes_created_by_users_id_fk', t, t.createdBy, users).onDelete('set null'),
  ],
);

/** Each use of a promotion code: one per order (a repeated request finds it and applies nothing twice). */
export const promotionCodeUses = pgTable(
  'promotion_code_uses',
  {
    id: primaryId(),
    tenantId: tenantId(),
    codeId: uuid('code_id').notNull(),
    userId: uuid('user_id').notNull(),
    orderId: uuid('order_id'),
    /** Minor units taken off the price, and T-Coins added (a coins code). */
    discountMinor: integer('discount_minor').notNull().default(0),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    /** 'reserved' when the order is made, 'used' when it is paid, 'released' when it fails or expires. */
    status: text('status').notNull().default('reserved'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_code_uses_order_id_idx').on(t.orderId),
    ...tenantKeys(t, t.id),
    uniqueIndex('promotion_code_uses_order_uq').on(t.tenantId, t.orderId),
    index('promotion_code_uses_code_idx').on(t.codeId, t.createdAt),
    index('promotion_code_uses_user_idx').on(t.tenantId, t.userId),
    tenantFk('promotion_code_uses_code_id_promotion_codes_id_fk', t, t.codeId, promotionCodes).onDelete('cascade'),
    tenantFk('promotion_code_uses_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
    tenantFk('promotion_code_uses_order_id_payment_orders_id_fk', t, t.orderId, paymentOrders).onDelete('set null'),
  ],
);
