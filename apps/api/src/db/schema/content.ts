import { isNull as sqlIsNull } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, tenantFk, tenantId, tenantKeys } from './columns.ts';
import { users } from './users.ts';

/** Files stored under DATA_DIR/uploads; the row says who owns them and what they are. */
export const uploads = pgTable(
  'uploads',
  {
    id: primaryId(),
    tenantId: tenantId(),
    // No foreign key: main's super admin acting in this tenant may be named (decision 0050; docs/SCALING.md).
    ownerId: uuid('owner_id'),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    createdAt: createdAt(),
  },
  (t) => tenantKeys(t, t.id),
);

/** An outbox attachment as stored: its bytes in base64, or the path of a file under DATA_DIR/uploads. */
export type StoredMailAttachment =
  | { filename: string; contentType: string; contentBase64: string }
  | { filename: string; contentType: string; storagePath: string };

/** Outgoing e-mail: a durable queue (the sender polls it) and, without SMTP, the dev mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    tenantId: tenantId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Reply-To, when an answer goes to someone else than the sender (a contact message: its writer). */
    replyTo: text('reply_to'),
    /** Lower goes first (MAIL_PRIORITY): a password reset never waits behind a class's notices. */
    priority: smallint('priority').notNull().default(1),
    /** Files sent with the message (decision 0044): bytes inline (base64) or a stored upload's path. */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_priority_next_attempt_at_idx').on(t.priority, t.nextAttemptAt),
    ...tenantKeys(t, t.id),
    index('mail_outbox_pending_idx').on(t.priority, t.nextAttemptAt).where(sqlIsNull(t.sentAt)),
    index('mail_outbox_tenant_to_idx').on(t.tenantId, t.to),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    type: text('type').notNull(),
    page: text('page').notNull(),
    details: text('details').notNull(),
    screenshotUploadId: uuid('screenshot_upload_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    tenantFk('feedback_user_id_users_id_fk', t, t.userId, users).onDelete('set null'),
    tenantFk('feedback_screenshot_upload_id_uploads_id_fk', t, t.screenshotUploadId, uploads).onDelete('set null'),
  ],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: primaryId(),
    tenantId: tenantId(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    ...tenantKeys(t, t.id),
    index('activity_logs_user_idx').on(t.userId, t.createdAt),
    index('activity_logs_tenant_idx').on(t.tenantId, t.createdAt),
    tenantFk('activity_logs_user_id_users_id_fk', t, t.userId, users).onDelete('cascade'),
  ],
);
