import { randomUUID } from 'node:crypto';
import { classStudents, classTeachers, classes } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { call, type TestApp, type TestUser } from './helpers.ts';

/** A class of `tenant` written through the schema (owner, co-teachers, students), for the company pages' tests. */
export const createClassRow = async (
  app: TestApp,
  tenant: TenantContext,
  options: { name: string; ownerId: string; teacherIds?: string[]; studentIds?: string[] },
): Promise<string> =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({ name: options.name, inviteToken: randomUUID().replaceAll('-', ''), createdBy: options.ownerId })
      .returning({ id: classes.id });
    const id = row!.id;
    await tx
      .insert(classTeachers)
      .values([
        { classId: id, userId: options.ownerId, role: 'owner' as const },
        ...(options.teacherIds ?? []).map((userId) => ({ classId: id, userId, role: 'teacher' as const })),
      ]);
    if (options.studentIds?.length)
      await tx
        .insert(classStudents)
        .values(options.studentIds.map((userId) => ({ classId: id, userId, joinedVia: 'teacher' as const })));
    return id;
  });

/** A JSON call as `user`; `key` adds an Idempotency-Key. */
export const asUser = <T = unknown>(
  app: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  key?: string,
) =>
  call<T>(app, {
    method,
    url,
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const newKey = () => `k-${randomUUID()}`;
