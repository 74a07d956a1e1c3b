import type { z } from 'zod';
import {
  isTeacher,
  overlappingSlots,
  slotEndsAfterStart,
  type AvailabilityInput,
  type AvailabilityView,
  type PrivateTeacherList,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findRolesOfUsers, lookupUserById } from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import {
  replaceAvailability,
  selectAllAvailability,
  selectAvailability,
  type AvailabilityRow,
} from './private-lessons.repository.ts';

/**
 * A teacher's available hours (issue 19, their profile): weekly rows of weekday and wall-clock hours in
 * one time zone. A teacher without hours takes no private lessons; `assertTeacherFree` (lessons module)
 * reads the same rows when a private lesson is booked.
 */

/** The rows as `withinAvailability` reads them. */
export const teacherHoursOf = async (tx: TenantTx, teacherId: string) =>
  (await selectAvailability(tx, teacherId)).map((r) => ({
    weekday: r.weekday,
    startTime: r.startTime,
    endTime: r.endTime,
    timeZone: r.timeZone,
  }));

const viewOf = (rows: AvailabilityRow[]): AvailabilityView => ({
  time_zone: rows[0]?.timeZone ?? null,
  slots: rows.map((r) => ({ weekday: r.weekday, start_time: r.startTime, end_time: r.endTime })),
});

/** `GET /api/profile/availability`: the caller's own hours. */
export const getOwnAvailability = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; userId: string },
): Promise<AvailabilityView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => viewOf(await selectAvailability(tx, ctx.userId)));

/**
 * `PUT /api/profile/availability`: replaces the caller's hours. Each row starts before it ends (422
 * `lesson_times_invalid` on `slots.N.end_time`); rows of one weekday do not overlap (422
 * `availability_overlap` on the later row's `slots.N.start_time`). Lessons already booked stay booked.
 */
export const saveOwnAvailability = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; userId: string; input: z.output<typeof AvailabilityInput> },
): Promise<AvailabilityView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { slots, time_zone: timeZone } = ctx.input;
    const reversed = slots.findIndex((s) => !slotEndsAfterStart(s));
    if (reversed >= 0) throw new AppError('lesson_times_invalid', { details: { field: `slots.${reversed}.end_time` } });
    const [overlap] = overlappingSlots(slots);
    if (overlap !== undefined)
      throw new AppError('availability_overlap', { details: { field: `slots.${overlap}.start_time` } });
    await replaceAvailability(
      tx,
      ctx.userId,
      slots.map((s) => ({ weekday: s.weekday, startTime: s.start_time, endTime: s.end_time, timeZone })),
    );
    return viewOf(await selectAvailability(tx, ctx.userId));
  });

/**
 * `GET /api/private-lessons/teachers`: the tenant's teachers who take private lessons (they have hours),
 * with those hours, by name. A user who is no longer a teacher here is left out even with hours kept.
 */
export const findPrivateTeachers = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext },
): Promise<PrivateTeacherList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const byTeacher = new Map<string, AvailabilityRow[]>();
    for (const row of await selectAllAvailability(tx))
      byTeacher.set(row.userId, [...(byTeacher.get(row.userId) ?? []), row]);
    const roles = await findRolesOfUsers(tx, [...byTeacher.keys()]);
    const data: PrivateTeacherList['data'] = [];
    for (const [id, rows] of byTeacher) {
      if (!isTeacher({ roles: (roles.get(id) ?? []).map((name) => ({ name })) })) continue;
      const user = await lookupUserById(tx, id);
      if (!user) continue;
      data.push({ id, name: fullName(user) ?? user.username ?? user.email, availability: viewOf(rows) });
    }
    data.sort((a, b) => a.name.localeCompare(b.name));
    return { data };
  });
