import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  ClassDashboard,
  ClassTestInvitationView,
  ClassTestView,
  ErrorBody,
  QuestionTagStat,
  StartClassTestResponse,
  TeacherStudentView,
  UserExamPage,
} from '@prepwell/contracts';
import {
  classes,
  classStudents,
  classTeachers,
  orgWalletMoves,
  orgWallets,
  parentLinks,
  users,
} from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi, makeTest, mcq } from './attempts-fixtures.ts';
import { call, type TestApp, type TestUser } from './helpers.ts';

/** Shared by the class-tests*.test.ts and teaching*.test.ts files: classes made in the database, class coins, a test with skills, the API as a client calls it. */

export type Body<T> = T & Partial<Omit<ErrorBody, 'status'>>;

/** A class of `tenant` taught by `teacher` (its owner), with `students` on its roster. */
export const makeClass = (
  app: TestApp,
  tenant: TenantContext,
  options: { teacher: TestUser; students?: TestUser[]; coTeachers?: TestUser[]; name?: string },
) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({
        name: options.name ?? `Class ${randomUUID().slice(0, 6)}`,
        inviteToken: randomUUID(),
        createdBy: options.teacher.id,
      })
      .returning();
    await tx.insert(classTeachers).values({ classId: row!.id, userId: options.teacher.id, role: 'owner' });
    for (const t of options.coTeachers ?? [])
      await tx.insert(classTeachers).values({ classId: row!.id, userId: t.id, role: 'teacher' });
    for (const s of options.students ?? [])
      await tx.insert(classStudents).values({ classId: row!.id, userId: s.id, joinedVia: 'teacher' });
    return row!;
  });

/** Gives a class `amount` coins (its wallet made on first use), as the company would. */
export const giveClassCoins = (app: TestApp, tenant: TenantContext, classId: string, amount: number) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    await tx.insert(orgWallets).values({ classId }).onConflictDoNothing();
    const [wallet] = await tx.select().from(orgWallets).where(eq(orgWallets.classId, classId));
    await tx.insert(orgWalletMoves).values({ walletId: wallet!.id, amount, type: 'from_company' });
  });

/** The class's wallet and its moves (undefined wallet: never given coins). */
export const classWallet = (app: TestApp, tenant: TenantContext, classId: string) =>
  withTenant(app.deps.db, tenant.id, async (tx) => {
    const [wallet] = await tx.select().from(orgWallets).where(eq(orgWallets.classId, classId));
    const moves = wallet ? await tx.select().from(orgWalletMoves).where(eq(orgWalletMoves.walletId, wallet.id)) : [];
    return { wallet, moves };
  });

/** A parent the student has accepted (the consent flow itself: parent-links.test.ts). */
export const linkParent = (app: TestApp, tenant: TenantContext, parent: TestUser, student: TestUser) =>
  withTenant(app.deps.db, tenant.id, (tx) =>
    tx
      .insert(parentLinks)
      .values({ parentId: parent.id, studentId: student.id, status: 'accepted', acceptedAt: new Date() }),
  );

export const setUserLang = (app: TestApp, tenant: TenantContext, user: TestUser, lang: 'en' | 'cn' | 'tw') =>
  withTenant(app.deps.db, tenant.id, (tx) => tx.update(users).set({ lang }).where(eq(users.id, user.id)));

/** A one-module SAT math test of `tenant` with four questions in two skills (key A each). */
export const makeSkillTest = (app: TestApp, tenant: TenantContext, type: 'full_mock' | 'drill' = 'full_mock') =>
  makeTest(app, tenant, {
    type,
    sections: [
      {
        section: 'math',
        modules: [
          {
            questions: [
              mcq(1, { domain: 'Algebra', skill: 'Linear equations' }),
              mcq(2, { domain: 'Algebra', skill: 'Linear equations' }),
              mcq(3, { domain: 'Geometry', skill: 'Circles' }),
              mcq(4, { domain: 'Geometry', skill: 'Circles' }),
            ],
          },
        ],
      },
    ],
  });

/** Takes a started one-module attempt to the end, answering the questions with `answers` (A is right). */
export const finishAttempt = async (app: TestApp, user: TestUser, userExamId: string, answers: string[]) => {
  const api = attemptApi(app);
  const module = (await api.startModule(user, userExamId)).body.current!;
  for (const [i, q] of module.questions.entries())
    if (answers[i]) await api.save(user, userExamId, q.id, { answer: answers[i], seq: 1 });
  const done = await api.submit(user, userExamId, { moduleId: module.moduleId });
  if (done.body.status !== 'completed') throw new Error(`attempt not completed: ${JSON.stringify(done.body)}`);
};

/** The class-test API as the web app calls it. */
export const classTestApi = (app: TestApp) => {
  const base = (classId: string) => `/api/classes/${classId}`;
  return {
    list: (user: TestUser, classId: string) =>
      call<Body<ClassTestView[]>>(app, { url: `${base(classId)}/tests`, headers: user.headers }),
    create: (user: TestUser, classId: string, payload: Record<string, unknown>) =>
      call<Body<ClassTestView>>(app, { method: 'POST', url: `${base(classId)}/tests`, headers: user.headers, payload }),
    update: (user: TestUser, classId: string, id: string, payload: Record<string, unknown>) =>
      call<Body<ClassTestView>>(app, {
        method: 'PATCH',
        url: `${base(classId)}/tests/${id}`,
        headers: user.headers,
        payload,
      }),
    remove: (user: TestUser, classId: string, id: string) =>
      call<Body<{ ok: true }>>(app, { method: 'DELETE', url: `${base(classId)}/tests/${id}`, headers: user.headers }),
    send: (
      user: TestUser,
      classId: string,
      id: string,
      payload: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) =>
      call<Body<ClassTestInvitationView[]>>(app, {
        method: 'POST',
        url: `${base(classId)}/tests/${id}/send`,
        headers: { ...user.headers, ...headers },
        payload,
      }),
    invitations: (user: TestUser, classId: string, id: string) =>
      call<Body<ClassTestInvitationView[]>>(app, {
        url: `${base(classId)}/tests/${id}/invitations`,
        headers: user.headers,
      }),
    start: (user: TestUser, classId: string, id: string, headers: Record<string, string> = {}) =>
      call<Body<StartClassTestResponse>>(app, {
        method: 'POST',
        url: `${base(classId)}/tests/${id}/start`,
        headers: { ...user.headers, ...headers },
      }),
    dashboard: (user: TestUser, classId: string) =>
      call<Body<ClassDashboard>>(app, { url: `${base(classId)}/dashboard`, headers: user.headers }),
    userExams: (user: TestUser, studentId: string, page?: number) =>
      call<Body<UserExamPage>>(app, {
        url: `/api/users/${studentId}/user-exams${page === undefined ? '' : `?page=${page}`}`,
        headers: user.headers,
      }),
    tagStats: (user: TestUser, studentId: string) =>
      call<Body<QuestionTagStat[]>>(app, { url: `/api/users/${studentId}/question-tag-stats`, headers: user.headers }),
    teacherView: (user: TestUser, studentId: string) =>
      call<Body<TeacherStudentView>>(app, { url: `/api/teacher/users/${studentId}`, headers: user.headers }),
  };
};
export type ClassTestApi = ReturnType<typeof classTestApi>;

export const hoursFrom = (hours: number, from = new Date()) =>
  new Date(from.getTime() + hours * 3_600_000).toISOString();
