import { asLang } from '@prepwell/contracts';
import type {
  ClassTestInvitationView,
  ClassTestView,
  CreateClassTestInput,
  SendClassTestInput,
  UpdateClassTestInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { appLink } from '../auth/account.service.ts';
import type { Caller } from '../auth/caller.ts';
import { withClassAccess, type ClassAccess } from '../classes/classes.service.ts';
import { findVisibleTest } from '../exams/catalogue/catalogue.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { formatWhen, renderClassTestMail } from './class-tests.mail.ts';
import { presentClassTest, presentInvitation, presentPerson } from './class-tests.presenter.ts';
import {
  clearDefaultClassTest,
  deleteClassTestRow,
  insertClassTest,
  lockClassRow,
  selectClassTest,
  selectClassTests,
  selectClassTestsSentTo,
  selectInvitations,
  selectLatestClassTestAttempts,
  selectRosterStudentsIn,
  updateClassTestRow,
  updateClassTestsTestId,
  upsertInvitations,
} from './class-tests.repository.ts';

export interface ClassTestContext extends Caller {
  classId: string;
  /** The server's clock; tests may pass their own instant. */
  now?: Date;
}

const nowOf = (ctx: { now?: Date }) => ctx.now ?? new Date();

/** One class test of the class, or 404 (another class's, or none). */
export const loadClassTest = async (tx: TenantTx, classId: string, classTestId: string) => {
  const row = await selectClassTest(tx, classId, classTestId);
  if (!row) throw new AppError('not_found');
  return row;
};

/**
 * The class's tests. Managers see every one with how many students it was sent to and completed it; a
 * student sees only those sent to them, each with their latest attempt and whether it is open yet.
 */
export const findClassTests = (deps: Pick<Deps, 'db'>, ctx: ClassTestContext): Promise<ClassTestView[]> =>
  withClassAccess(deps, { ...ctx, action: 'read' }, async (tx, access) => {
    const now = nowOf(ctx);
    if (access.relation === 'manager')
      return (await selectClassTests(tx, ctx.classId)).map((row) => presentClassTest(row, { now, viewer: 'manager' }));
    const rows = await selectClassTestsSentTo(tx, ctx.classId, ctx.actor.id);
    const attempts = await selectLatestClassTestAttempts(
      tx,
      rows.map((r) => r.id),
      [ctx.actor.id],
    );
    return rows.map((row) =>
      presentClassTest(row, { now, viewer: 'student', myAttempt: attempts.find((a) => a.classTestId === row.id) }),
    );
  });

/** A test the class's tenant does not see is a wrong `test_id` (422 on the field), not a missing route. */
const assertVisibleTest = async (tx: TenantTx, testId: string) => {
  if (!(await findVisibleTest(tx, testId)))
    throw new AppError('validation_failed', { fields: [{ path: 'test_id', key: 'invalid_value' }] });
};

/** Makes `classTestId` the class's only default (the class row is locked first, so two changes queue). */
const moveDefault = async (tx: TenantTx, classId: string) => {
  await lockClassRow(tx, classId);
  await clearDefaultClassTest(tx, classId);
};

/** Managers: a test or practice of the catalogue the tenant sees, assigned to the class. */
export const createClassTest = (
  deps: Pick<Deps, 'db'>,
  ctx: ClassTestContext & { input: CreateClassTestInput },
): Promise<ClassTestView> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx) => {
    const { input } = ctx;
    await assertVisibleTest(tx, input.test_id);
    if (input.is_default) await moveDefault(tx, ctx.classId);
    const { id } = await insertClassTest(tx, {
      classId: ctx.classId,
      testId: input.test_id,
      kind: input.kind,
      scheduledAt: new Date(input.scheduled_at),
      isDefault: input.is_default,
      paidByOrganization: input.paid_by_organization,
      createdBy: ctx.actor.id,
    });
    return presentClassTest(await loadClassTest(tx, ctx.classId, id), { now: nowOf(ctx), viewer: 'manager' });
  });

/**
 * Issue 14 (decision 0027): when an edit of a test students have started makes a new version, the class
 * tests of the caller's tenant that named the old version name the new one, on the caller's transaction
 * (the test builder's). Attempts already made keep their version. Returns how many moved.
 */
export const moveClassTestsToVersion = async (tx: TenantTx, fromTestId: string, toTestId: string) =>
  (await updateClassTestsTestId(tx, fromTestId, toTestId)).length;

/** Managers: changes a class test's kind, time, default or payer. */
export const updateClassTest = (
  deps: Pick<Deps, 'db'>,
  ctx: ClassTestContext & { classTestId: string; input: UpdateClassTestInput },
): Promise<ClassTestView> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx) => {
    const { input } = ctx;
    const current = await loadClassTest(tx, ctx.classId, ctx.classTestId);
    if (input.is_default && !current.isDefault) await moveDefault(tx, ctx.classId);
    const values = {
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.scheduled_at !== undefined ? { scheduledAt: new Date(input.scheduled_at) } : {}),
      ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}),
      ...(input.paid_by_organization !== undefined ? { paidByOrganization: input.paid_by_organization } : {}),
    };
    if (Object.keys(values).length) await updateClassTestRow(tx, current.id, values);
    return presentClassTest(await loadClassTest(tx, ctx.classId, current.id), { now: nowOf(ctx), viewer: 'manager' });
  });

/** Managers: removes a class test (its invitations go; attempts already made stay the students', unlinked). */
export const deleteClassTest = (
  deps: Pick<Deps, 'db'>,
  ctx: ClassTestContext & { classTestId: string },
): Promise<{ ok: true }> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx) => {
    const current = await loadClassTest(tx, ctx.classId, ctx.classTestId);
    await deleteClassTestRow(tx, current.id);
    return { ok: true };
  });

const invitationList = async (tx: TenantTx, classTestId: string): Promise<ClassTestInvitationView[]> => {
  const rows = await selectInvitations(tx, classTestId);
  const attempts = await selectLatestClassTestAttempts(
    tx,
    [classTestId],
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentInvitation(
      row,
      attempts.find((a) => a.userId === row.id),
    ),
  );
};

/** Managers: who a class test was sent to, how often, and each one's latest attempt. */
export const findClassTestInvitations = (
  deps: Pick<Deps, 'db'>,
  ctx: ClassTestContext & { classTestId: string },
): Promise<ClassTestInvitationView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx) =>
    invitationList(tx, (await loadClassTest(tx, ctx.classId, ctx.classTestId)).id),
  );

/**
 * Managers: sends a class test to students of the class: at least one (an empty choice → 422
 * `choose_at_least_one_student` on `student_ids`). Every id must be on the roster (else 422 naming
 * each wrong entry, and nothing is sent); a student already invited is invited again (count + 1). Each
 * gets an e-mail in their language with the link to their class tests, queued in this transaction.
 */
export const sendClassTest = (
  deps: Pick<Deps, 'db'>,
  ctx: ClassTestContext & { classTestId: string; input: SendClassTestInput; origin: string },
): Promise<ClassTestInvitationView[]> =>
  withClassAccess(deps, { ...ctx, action: 'manage' }, async (tx, access) => {
    const classTest = await loadClassTest(tx, ctx.classId, ctx.classTestId);
    if (!ctx.input.student_ids.length) throw fieldError('choose_at_least_one_student', 'student_ids');
    const ids = [...new Set(ctx.input.student_ids)];
    const students = await selectRosterStudentsIn(tx, ctx.classId, ids);
    const onRoster = new Set(students.map((s) => s.id));
    const wrong = ctx.input.student_ids.flatMap((id, index) =>
      onRoster.has(id) ? [] : [{ path: `student_ids.${index}`, key: 'invalid_value' as const }],
    );
    if (wrong.length) throw new AppError('validation_failed', { fields: wrong });
    await upsertInvitations(tx, classTest.id, ids, nowOf(ctx));
    await mailStudents(tx, access, { classTest, students, origin: ctx.origin });
    return invitationList(tx, classTest.id);
  });

const mailStudents = async (
  tx: TenantTx,
  access: ClassAccess,
  options: {
    classTest: { title: string; scheduledAt: Date };
    students: Awaited<ReturnType<typeof selectRosterStudentsIn>>;
    origin: string;
  },
) => {
  const { tenant } = access;
  const url = appLink(options.origin, tenant, `/student/classes/${access.class.id}/tests`);
  for (const student of options.students) {
    const lang = asLang(student.lang);
    await queueMail(
      tx,
      renderClassTestMail({
        lang,
        to: student.email,
        name: presentPerson(student).name,
        className: access.class.name,
        testTitle: options.classTest.title,
        when: formatWhen(options.classTest.scheduledAt, lang, student.timezone),
        brand: { name: tenant.name, themeColor: tenant.themeColor, contactEmail: tenant.contactEmail },
        url,
      }),
      'bulk',
    );
  }
};
