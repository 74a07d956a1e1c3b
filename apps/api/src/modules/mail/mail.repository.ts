import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { CrossTenantTx, TenantTx } from '../../db/with-tenant.ts';
import { mailOutbox, type StoredMailAttachment } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';

export const insertMail = (
  tx: TenantTx,
  mail: Omit<OutgoingMail, 'attachments'>,
  priority: number,
  attachments: StoredMailAttachment[] = [],
) =>
  tx
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? null,
      priority,
      attachments,
    })
    .returning({ id: mailOutbox.id });

export const selectMailbox = (tx: TenantTx, to: string | undefined) =>
  tx
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = lower(${to})` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(50);

/** Pending mail of every tenant, most urgent first, locked so that several sender processes never send one twice. */
export const unsafeSelectPendingMail = (tx: CrossTenantTx, limit: number) =>
  tx
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, new Date()), lte(mailOutbox.attempts, 8)))
    .orderBy(mailOutbox.priority, mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });

export const unsafeMarkMail = (
  tx: CrossTenantTx,
  id: string,
  result: { sent: true } | { error: string; attempts: number },
) =>
  tx
    .update(mailOutbox)
    .set(
      'sent' in result
        ? { sentAt: new Date(), lastError: null }
        : {
            attempts: result.attempts,
            lastError: result.error.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + Math.min(3600, 2 ** result.attempts * 5) * 1000),
          },
    )
    .where(eq(mailOutbox.id, id));
