import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/with-tenant.ts';
import { meetingAttendees, meetingFollowUps, meetings, users } from '../../db/schema/index.ts';
import { personColumns } from '../../db/schema/person-columns.ts';
import { containsLike } from '../../db/like.ts';
import { updateRowById } from '../../db/rows.ts';
import { personMatchesSql, selectPeopleByIds } from '../../db/people.ts';

export type MeetingRow = typeof meetings.$inferSelect;
export type FollowUpRow = typeof meetingFollowUps.$inferSelect;

/** Which meetings a staff member sees: all (admins), or those they logged, attended or own a follow-up of. */
export type MeetingScope = { kind: 'all' } | { kind: 'staff'; userId: string };

export const involvesSql = (userId: string): SQL =>
  or(
    eq(meetings.createdBy, userId),
    sql`exists (select 1 from ${meetingAttendees} a where a.meeting_id = ${meetings.id} and a.user_id = ${userId})`,
    sql`exists (select 1 from ${meetingFollowUps} f where f.meeting_id = ${meetings.id} and f.owner_id = ${userId})`,
  )!;

export const insertMeeting = async (tx: TenantTx, values: typeof meetings.$inferInsert) =>
  (await tx.insert(meetings).values(values).returning())[0]!;

export const updateMeetingRow = async (tx: TenantTx, id: string, values: Partial<typeof meetings.$inferInsert>) =>
  updateRowById(tx, meetings, id, values);

export const deleteMeetingRow = (tx: TenantTx, id: string) => tx.delete(meetings).where(eq(meetings.id, id));

export const selectMeeting = async (tx: TenantTx, id: string, forUpdate = false) => {
  const q = tx.select().from(meetings).where(eq(meetings.id, id));
  return (forUpdate ? await q.for('update') : await q)[0];
};

/** Whether the user logged, attended or owns a follow-up of the meeting. */
export const selectInvolved = async (tx: TenantTx, meetingId: string, userId: string) =>
  (
    await tx
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.id, meetingId), involvesSql(userId)))
  ).length > 0;

export const selectMeetingPage = async (
  tx: TenantTx,
  scope: MeetingScope,
  filter: { q: string | undefined; limit: number; offset: number },
) => {
  const like = filter.q ? containsLike(filter.q) : undefined;
  const where = and(
    scope.kind === 'staff' ? involvesSql(scope.userId) : undefined,
    like ? sql`${meetings.title} ilike ${like}` : undefined,
  );
  const rows = await tx
    .select({
      meeting: meetings,
      open: sql<number>`(select count(*)::int from ${meetingFollowUps} f where f.meeting_id = ${meetings.id} and not f.done)`,
    })
    .from(meetings)
    .where(where)
    .orderBy(desc(meetings.heldAt), desc(meetings.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await tx.select({ n: count() }).from(meetings).where(where);
  return { rows, total: total?.n ?? 0 };
};

export const selectAttendees = (tx: TenantTx, meetingIds: string[]) =>
  meetingIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ meetingId: meetingAttendees.meetingId, ...personColumns })
        .from(meetingAttendees)
        .innerJoin(users, eq(users.id, meetingAttendees.userId))
        .where(inArray(meetingAttendees.meetingId, meetingIds))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));

export const replaceAttendees = async (tx: TenantTx, meetingId: string, userIds: string[]) => {
  await tx.delete(meetingAttendees).where(eq(meetingAttendees.meetingId, meetingId));
  if (userIds.length > 0) await tx.insert(meetingAttendees).values(userIds.map((userId) => ({ meetingId, userId })));
};

const followUpColumns = {
  followUp: meetingFollowUps,
  meetingTitle: meetings.title,
  owner: personColumns,
};

export const selectFollowUpsOf = (tx: TenantTx, meetingIds: string[]) =>
  meetingIds.length === 0
    ? Promise.resolve([])
    : tx
        .select(followUpColumns)
        .from(meetingFollowUps)
        .innerJoin(meetings, eq(meetings.id, meetingFollowUps.meetingId))
        .innerJoin(users, eq(users.id, meetingFollowUps.ownerId))
        .where(inArray(meetingFollowUps.meetingId, meetingIds))
        .orderBy(asc(meetingFollowUps.dueOn), asc(meetingFollowUps.createdAt), asc(meetingFollowUps.id));

export type FollowUpWithNames = Awaited<ReturnType<typeof selectFollowUpsOf>>[number];

/** A staff member's follow-ups: open ones by due date (the overdue come first), then the done ones if asked. */
export const selectOwnedFollowUps = (tx: TenantTx, ownerId: string, includeDone: boolean) =>
  tx
    .select(followUpColumns)
    .from(meetingFollowUps)
    .innerJoin(meetings, eq(meetings.id, meetingFollowUps.meetingId))
    .innerJoin(users, eq(users.id, meetingFollowUps.ownerId))
    .where(and(eq(meetingFollowUps.ownerId, ownerId), includeDone ? undefined : eq(meetingFollowUps.done, false)))
    .orderBy(asc(meetingFollowUps.done), asc(meetingFollowUps.dueOn), asc(meetingFollowUps.id))
    .limit(500);

export const selectFollowUp = async (tx: TenantTx, id: string) =>
  (
    await tx
      .select({ followUp: meetingFollowUps, meeting: meetings })
      .from(meetingFollowUps)
      .innerJoin(meetings, eq(meetings.id, meetingFollowUps.meetingId))
      .where(eq(meetingFollowUps.id, id))
      .for('update', { of: meetingFollowUps })
  )[0];

export const setFollowUpDone = (tx: TenantTx, id: string, done: boolean) =>
  tx
    .update(meetingFollowUps)
    .set({ done, doneAt: done ? new Date() : null, updatedAt: new Date() })
    .where(eq(meetingFollowUps.id, id));

export interface FollowUpWrite {
  id?: string | undefined;
  description: string;
  dueOn: string;
  ownerId: string;
  done?: boolean | undefined;
}

/**
 * The meeting's follow-ups become exactly `items`: ones with an id of this meeting are updated (their done
 * state kept unless given), the rest inserted, and the meeting's others removed. An id of another meeting is
 * treated as new.
 */
export const replaceFollowUps = async (tx: TenantTx, meetingId: string, items: FollowUpWrite[]) => {
  const existing = new Map(
    (await tx.select().from(meetingFollowUps).where(eq(meetingFollowUps.meetingId, meetingId))).map((f) => [f.id, f]),
  );
  const kept = items.filter((i) => i.id && existing.has(i.id)).map((i) => i.id!);
  await tx
    .delete(meetingFollowUps)
    .where(
      and(
        eq(meetingFollowUps.meetingId, meetingId),
        kept.length > 0 ? notInArray(meetingFollowUps.id, kept) : undefined,
      ),
    );
  const now = new Date();
  for (const item of items) {
    const old = item.id ? existing.get(item.id) : undefined;
    if (old) {
      const done = item.done ?? old.done;
      await tx
        .update(meetingFollowUps)
        .set({
          description: item.description,
          dueOn: item.dueOn,
          ownerId: item.ownerId,
          done,
          doneAt: done ? (old.doneAt ?? now) : null,
          updatedAt: now,
        })
        .where(eq(meetingFollowUps.id, old.id));
    } else {
      const done = item.done ?? false;
      await tx.insert(meetingFollowUps).values({
        meetingId,
        description: item.description,
        dueOn: item.dueOn,
        ownerId: item.ownerId,
        done,
        doneAt: done ? now : null,
      });
    }
  }
};

/** Users of the tenant by id (those that exist here). */
export const selectUsersByIds = selectPeopleByIds;

/** Users of the tenant whose name, username or e-mail matches `q` (any when absent), by name. */
export const selectPeopleMatching = (tx: TenantTx, q: string | undefined, limit: number) => {
  const like = q ? containsLike(q) : undefined;
  return tx
    .select(personColumns)
    .from(users)
    .where(like ? personMatchesSql(like) : undefined)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
    .limit(limit);
};

/** Whether a meeting with this title exists (the demo seed writes its own once). */
export const selectHasMeetingTitled = async (tx: TenantTx, title: string) =>
  (await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.title, title)).limit(1)).length > 0;
