import { DateTime } from 'luxon';
import type { z } from 'zod';
import {
  isCompanyAdmin,
  isTeacher,
  type FollowUpUpdate,
  type FollowUpView,
  type MeetingInput,
  type MeetingPage,
  type MeetingPeopleQuery,
  type MeetingPerson,
  type MeetingQuery,
  type MeetingUpdate,
  type MeetingView,
  type MyFollowUpsQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/clock.ts';
import type { Caller } from '../auth/caller.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findRolesOfUsers } from '../users/user-rows.service.ts';
import { mayReadMeeting, mayTickFollowUp, mayWriteMeeting, personKindOf } from './meetings.policy.ts';
import { personOf, presentFollowUp, presentMeetingSummary, presentMeetingView } from './meetings.presenter.ts';
import {
  deleteMeetingRow,
  insertMeeting,
  replaceAttendees,
  replaceFollowUps,
  selectAttendees,
  selectFollowUp,
  selectFollowUpsOf,
  selectInvolved,
  selectMeeting,
  selectMeetingPage,
  selectOwnedFollowUps,
  selectPeopleMatching,
  selectUsersByIds,
  setFollowUpDone,
  updateMeetingRow,
  type MeetingRow,
} from './meetings.repository.ts';

export const MEETING_PAGE_SIZE = 20;
const PEOPLE_CHOICES = 50;

export type MeetingCtx = Caller;

const today = (tenant: TenantContext) => todayIn(tenant.settings.businessTimeZone);

/** People with their kind (staff, parent, student), in the given order. */
const peopleWithKinds = async (
  tx: TenantTx,
  rows: { id: string; firstName: string | null; lastName: string | null; username: string | null; email: string }[],
): Promise<MeetingPerson[]> => {
  const roles = await findRolesOfUsers(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...personOf(r), kind: personKindOf(roles.get(r.id) ?? []) }));
};

/**
 * Attendees must be users of this tenant and each follow-up's owner one of its staff (a teacher or an
 * admin); anything else is a 422 naming the field.
 */
const checkPeople = async (
  tx: TenantTx,
  attendeeIds: string[] | undefined,
  followUps: { owner_id: string }[] | undefined,
) => {
  const ids = [...new Set([...(attendeeIds ?? []), ...(followUps ?? []).map((f) => f.owner_id)])];
  const found = new Set((await selectUsersByIds(tx, ids)).map((u) => u.id));
  const roles = await findRolesOfUsers(tx, [...found]);
  (attendeeIds ?? []).forEach((id, i) => {
    if (!found.has(id)) throw fieldError('meeting_person_invalid', `attendee_ids.${i}`);
  });
  (followUps ?? []).forEach((f, i) => {
    if (!found.has(f.owner_id) || !isTeacher({ roles: (roles.get(f.owner_id) ?? []).map((name) => ({ name })) }))
      throw fieldError('meeting_person_invalid', `follow_ups.${i}.owner_id`);
  });
};

/** A real day of a plausible year (the schema only checks the YYYY-MM-DD shape). */
const isRealDay = (day: string) => {
  const d = DateTime.fromISO(day, { zone: 'UTC' });
  return d.isValid && d.year >= 1900 && d.year <= 2999;
};

/** The meeting's time and follow-ups' due dates must be real, else a 422 on the field. */
const checkDates = (heldAt: string | undefined, followUps: { due_on: string }[] | undefined) => {
  if (heldAt !== undefined && !isRealDay(heldAt.slice(0, 10)))
    throw new AppError('validation_failed', { fields: [{ path: 'held_at', key: 'invalid_value' }] });
  (followUps ?? []).forEach((f, i) => {
    if (!isRealDay(f.due_on))
      throw new AppError('validation_failed', { fields: [{ path: `follow_ups.${i}.due_on`, key: 'invalid_value' }] });
  });
};

/** A meeting the caller reads, else 404. */
const readableMeeting = async (tx: TenantTx, ctx: MeetingCtx, id: string, forUpdate = false) => {
  const row = await selectMeeting(tx, id, forUpdate);
  if (!row) throw new AppError('not_found');
  const involved = isCompanyAdmin(ctx.actor) || (await selectInvolved(tx, id, ctx.actor.id));
  if (!mayReadMeeting(ctx.actor, { involved })) throw new AppError('not_found');
  return row;
};

/** A meeting the caller writes: 404 when they cannot read it, 403 when they read but may not write it. */
const writableMeeting = async (tx: TenantTx, ctx: MeetingCtx, id: string) => {
  const row = await readableMeeting(tx, ctx, id, true);
  if (!mayWriteMeeting(ctx.actor, row)) throw new AppError('forbidden');
  return row;
};

const viewOf = async (tx: TenantTx, ctx: MeetingCtx, row: MeetingRow): Promise<MeetingView> => {
  const attendees = await peopleWithKinds(tx, await selectAttendees(tx, [row.id]));
  const day = today(ctx.tenant);
  const followUps = (await selectFollowUpsOf(tx, [row.id])).map((f) => presentFollowUp(f, day));
  const creator = row.createdBy ? (await selectUsersByIds(tx, [row.createdBy]))[0] : undefined;
  return presentMeetingView(row, {
    attendees,
    followUps,
    createdBy: creator ? personOf(creator) : null,
    canEdit: mayWriteMeeting(ctx.actor, row),
  });
};

const followUpWrites = (items: z.output<typeof MeetingInput>['follow_ups']) =>
  items.map((f) => ({ id: f.id, description: f.description, dueOn: f.due_on, ownerId: f.owner_id, done: f.done }));

/** `GET /api/meetings/people`: the tenant's users to pick as attendees or owners (staff only). */
export const findMeetingPeople = (
  deps: Pick<Deps, 'db'>,
  ctx: MeetingCtx & { query: z.output<typeof MeetingPeopleQuery> },
): Promise<MeetingPerson[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) =>
    peopleWithKinds(tx, await selectPeopleMatching(tx, ctx.query.q || undefined, PEOPLE_CHOICES)),
  );

/** `GET /api/meetings`: the meetings the caller reads, newest first. */
export const findMeetings = (
  deps: Pick<Deps, 'db'>,
  ctx: MeetingCtx & { query: z.output<typeof MeetingQuery> },
): Promise<MeetingPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { rows, total } = await selectMeetingPage(
      tx,
      isCompanyAdmin(ctx.actor) ? { kind: 'all' } : { kind: 'staff', userId: ctx.actor.id },
      { q: ctx.query.q || undefined, limit: MEETING_PAGE_SIZE, offset: (ctx.query.page - 1) * MEETING_PAGE_SIZE },
    );
    const attendeeRows = await selectAttendees(
      tx,
      rows.map((r) => r.meeting.id),
    );
    const people = await peopleWithKinds(tx, attendeeRows);
    return {
      data: rows.map((r) =>
        presentMeetingSummary(
          r.meeting,
          people.filter((_, i) => attendeeRows[i]!.meetingId === r.meeting.id),
          r.open,
        ),
      ),
      current_page: ctx.query.page,
      per_page: MEETING_PAGE_SIZE,
      total,
    };
  });

/** `POST /api/meetings`: a meeting with its attendees and follow-ups. */
export const createMeeting = (
  deps: Pick<Deps, 'db'>,
  ctx: MeetingCtx & { input: z.output<typeof MeetingInput> },
): Promise<MeetingView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { input } = ctx;
    checkDates(input.held_at, input.follow_ups);
    await checkPeople(tx, input.attendee_ids, input.follow_ups);
    const row = await insertMeeting(tx, {
      heldAt: new Date(input.held_at),
      title: input.title,
      notes: input.notes,
      createdBy: ctx.actor.id,
    });
    await replaceAttendees(tx, row.id, [...new Set(input.attendee_ids)]);
    await replaceFollowUps(tx, row.id, followUpWrites(input.follow_ups));
    return viewOf(tx, ctx, row);
  });

/** `GET /api/meetings/:id`. */
export const getMeeting = (deps: Pick<Deps, 'db'>, ctx: MeetingCtx & { meetingId: string }): Promise<MeetingView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => viewOf(tx, ctx, await readableMeeting(tx, ctx, ctx.meetingId)));

/** `PATCH /api/meetings/:id`: the fields given; `follow_ups`, when given, become exactly the meeting's follow-ups. */
export const updateMeeting = (
  deps: Pick<Deps, 'db'>,
  ctx: MeetingCtx & { meetingId: string; input: z.output<typeof MeetingUpdate> },
): Promise<MeetingView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { input } = ctx;
    const current = await writableMeeting(tx, ctx, ctx.meetingId);
    checkDates(input.held_at, input.follow_ups);
    await checkPeople(tx, input.attendee_ids, input.follow_ups);
    const row = await updateMeetingRow(tx, current.id, {
      ...(input.held_at !== undefined ? { heldAt: new Date(input.held_at) } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
    });
    if (input.attendee_ids) await replaceAttendees(tx, current.id, [...new Set(input.attendee_ids)]);
    if (input.follow_ups) await replaceFollowUps(tx, current.id, followUpWrites(input.follow_ups));
    return viewOf(tx, ctx, row!);
  });

/** `DELETE /api/meetings/:id`. */
export const deleteMeeting = (deps: Pick<Deps, 'db'>, ctx: MeetingCtx & { meetingId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    await deleteMeetingRow(tx, (await writableMeeting(tx, ctx, ctx.meetingId)).id);
    return { ok: true as const };
  });

/** `GET /api/follow-ups/mine`: the caller's follow-ups, overdue first (then by due date), done ones last when asked. */
export const findMyFollowUps = (
  deps: Pick<Deps, 'db'>,
  ctx: MeetingCtx & { query: z.output<typeof MyFollowUpsQuery> },
): Promise<FollowUpView[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const day = today(ctx.tenant);
    return (await selectOwnedFollowUps(tx, ctx.actor.id, ctx.query.include_done)).map((f) => presentFollowUp(f, day));
  });

/** `PATCH /api/follow-ups/:id`: done or not (its owner, the meeting's writer, an admin; others 404). */
export const updateFollowUp = (
  deps: Pick<Deps, 'db'>,
  ctx: MeetingCtx & { followUpId: string; input: z.output<typeof FollowUpUpdate> },
): Promise<FollowUpView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await selectFollowUp(tx, ctx.followUpId);
    if (!found || !mayTickFollowUp(ctx.actor, found.followUp, found.meeting)) throw new AppError('not_found');
    await setFollowUpDone(tx, found.followUp.id, ctx.input.done);
    const row = (await selectFollowUpsOf(tx, [found.meeting.id])).find((f) => f.followUp.id === found.followUp.id)!;
    return presentFollowUp(row, today(ctx.tenant));
  });
