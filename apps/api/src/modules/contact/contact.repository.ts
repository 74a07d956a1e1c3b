import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactMessageStatus } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const insertContactMessage = async (
  tx: TenantTx,
  values: { userId: string | null; name: string; email: string; message: string; lang: string; ipHash: string },
) => (await tx.insert(contactMessages).values(values).returning())[0]!;

const statusFilter = (status: ContactMessageStatus): SQL | undefined =>
  status === 'unread'
    ? isNull(contactMessages.readAt)
    : status === 'read'
      ? isNotNull(contactMessages.readAt)
      : undefined;

/** One page of the tenant's messages, newest first, with the filtered total and the unread count. */
export const selectContactMessagePage = async (
  tx: TenantTx,
  options: { status: ContactMessageStatus; offset: number; limit: number },
) => {
  const where = statusFilter(options.status);
  const rows = await tx
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .offset(options.offset)
    .limit(options.limit);
  const [total] = await tx.select({ n: count() }).from(contactMessages).where(where);
  const [unread] = await tx.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
};

/** Marks one message read (now) or unread; undefined when the tenant has no such message. */
export const updateContactMessageRead = async (tx: TenantTx, id: string, read: boolean) =>
  (
    await tx
      .update(contactMessages)
      .set({ readAt: read ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning()
  )[0];
