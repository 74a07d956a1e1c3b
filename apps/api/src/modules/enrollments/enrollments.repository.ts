import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { courseSessions, enrollments } from '../../db/schema/index.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type EnrollmentInsert = typeof enrollments.$inferInsert;

export interface EnrollmentFilter {
  q?: string | undefined;
  paymentStatus?: string | undefined;
  status?: string | undefined;
  read: 'all' | 'unread' | 'read';
  type?: string | undefined;
  classId?: string | undefined;
  /** Enrollments that chose any class of one of the course's sessions. */
  courseId?: string | undefined;
  /** Inclusive UTC days. */
  from?: string | undefined;
  to?: string | undefined;
}

export const insertEnrollment = async (tx: TenantTx, values: Omit<EnrollmentInsert, 'tenantId'>) =>
  (await tx.insert(enrollments).values(values).returning())[0]!;

export const selectEnrollmentById = async (tx: TenantTx, id: string) =>
  (await tx.select().from(enrollments).where(eq(enrollments.id, id)).limit(1))[0];

/** The row, locked until the transaction ends (a conversion runs once at a time). */
export const lockEnrollment = async (tx: TenantTx, id: string) =>
  (await tx.select().from(enrollments).where(eq(enrollments.id, id)).limit(1).for('update'))[0];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

const whereOf = (f: EnrollmentFilter): SQL | undefined => {
  const c: SQL[] = [];
  c.push(f.status ? eq(enrollments.status, f.status) : ne(enrollments.status, 'deleted'));
  if (f.paymentStatus) c.push(eq(enrollments.paymentStatus, f.paymentStatus));
  if (f.read === 'unread') c.push(isNull(enrollments.readAt));
  if (f.read === 'read') c.push(isNotNull(enrollments.readAt));
  if (f.type) c.push(eq(enrollments.type, f.type));
  if (f.classId) c.push(sql`${enrollments.classIds} @> ${JSON.stringify([f.classId])}::jsonb`);
  if (f.courseId)
    c.push(
      sql`exists (select 1 from ${courseSessions} where ${courseSessions.courseId} = ${f.courseId} and ${enrollments.classIds} @> jsonb_build_array(${courseSessions.classId}::text))`,
    );
  if (f.from) c.push(gte(enrollments.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) c.push(lt(enrollments.createdAt, nextDay(f.to)));
  if (f.q) {
    const like = containsLike(f.q);
    const digits = f.q.replace(/\D/g, '');
    const found = or(
      ilike(enrollments.firstName, like),
      ilike(enrollments.lastName, like),
      ilike(sql`${enrollments.firstName} || ' ' || ${enrollments.lastName}`, like),
      ilike(enrollments.email, like),
      ilike(enrollments.phone, like),
      // Names and e-mails of the students and the parent.
      ilike(sql`${enrollments.students}::text`, like),
      ilike(sql`coalesce(${enrollments.parent}::text, '')`, like),
      ...(digits.length >= 3
        ? [ilike(sql`regexp_replace(${enrollments.phone}, '[^0-9]', '', 'g')`, `%${digits}%`)]
        : []),
    );
    if (found) c.push(found);
  }
  return and(...c);
};

/** One page: unread first, then newest; with the filtered total and the tenant's unread count (not deleted). */
export const selectEnrollmentPage = async (
  tx: TenantTx,
  filter: EnrollmentFilter,
  page: { offset: number; limit: number },
) => {
  const where = whereOf(filter);
  const rows = await tx
    .select()
    .from(enrollments)
    .where(where)
    .orderBy(sql`${enrollments.readAt} is not null`, desc(enrollments.createdAt), desc(enrollments.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await tx.select({ n: count() }).from(enrollments).where(where);
  const [unread] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(and(isNull(enrollments.readAt), ne(enrollments.status, 'deleted')));
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
};

export const updateEnrollmentRow = async (tx: TenantTx, id: string, patch: Partial<EnrollmentInsert>) =>
  updateRowById(tx, enrollments, id, patch);
