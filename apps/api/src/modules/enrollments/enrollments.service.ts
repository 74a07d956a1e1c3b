import type { z } from 'zod';
import {
  MAIN_TENANT,
  enrollmentEmailClashes,
  isPastGraduationYear,
  type EnrollmentClassOptions,
  type EnrollmentFields,
  type EnrollmentPage,
  type EnrollmentQuery,
  type EnrollmentRequest,
  type EnrollmentUpdate,
  type EnrollmentView,
  type Lang,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import type { EnrollmentParent, EnrollmentStudent } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeOrThrow } from '../../lib/limiters.ts';
import { sha256 } from '../../lib/tokens.ts';
import { appLink } from '../auth/account.service.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { findClassNames, findOpenClasses, findOpenClassIds } from '../classes/enrollment-placement.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findReferralCodeOwner } from '../referral/referral.service.ts';
import { findTenantBySlug, type TenantContext } from '../tenants/tenants.service.ts';
import { lookupUserById } from '../users/user-rows.service.ts';
import { fullName } from '../users/users.presenter.ts';
import { renderCentreMail, renderFamilyMail } from './enrollments.mail.ts';
import { presentEnrollment } from './enrollments.presenter.ts';
import {
  insertEnrollment,
  selectEnrollmentById,
  selectEnrollmentPage,
  updateEnrollmentRow,
  type EnrollmentInsert,
  type EnrollmentRow,
} from './enrollments.repository.ts';

export const ENROLLMENT_PAGE_SIZE = 20;

type FieldsOutput = z.output<typeof EnrollmentFields>;
type StudentOutput = FieldsOutput['students'][number];
type ParentOutput = NonNullable<FieldsOutput['parent']>;

/** The family's students and parent as stored (camelCase jsonb). */
export const toStoredStudent = (s: StudentOutput): EnrollmentStudent => ({
  firstName: s.first_name,
  lastName: s.last_name,
  email: s.email ?? null,
  school: s.school || null,
  graduationYear: s.graduation_year ?? null,
  testScores: s.test_scores.map((t) => ({ exam: t.exam, score: t.score, date: t.date ?? null })),
});
const toStoredParent = (p: ParentOutput | null | undefined): EnrollmentParent | null =>
  p ? { firstName: p.first_name, lastName: p.last_name, email: p.email ?? null, phone: p.phone ?? null } : null;

/**
 * The rules beyond each field's shape (spec §5, issue 19), checked on the form and on an admin's edit:
 * e-mails all distinct (422 `enrollment_emails_not_distinct` on every repeated one), graduation years not
 * in the past (422 `graduation_year_past`; an edit checks only the students it sends) and classes that
 * are this tenant's open ones (422 `enrollment_class_unavailable` on `class_ids.N`).
 */
const checkRules = async (
  tx: TenantTx,
  v: {
    role: string;
    email: string;
    students: { email?: string | null | undefined; graduation_year?: number | null | undefined }[];
    parent: { email?: string | null | undefined } | null;
    classIds: string[] | undefined;
    checkYears: boolean;
  },
) => {
  const clashes = enrollmentEmailClashes(v);
  if (clashes.length > 0)
    throw new AppError('enrollment_emails_not_distinct', {
      fieldMessages: clashes.map((path) => ({ path, key: 'errors.enrollment_emails_not_distinct' as const })),
    });
  if (v.checkYears) {
    const past = v.students.findIndex((s) => isPastGraduationYear(s.graduation_year));
    if (past >= 0)
      throw new AppError('graduation_year_past', { details: { field: `students.${past}.graduation_year` } });
  }
  if (v.classIds && v.classIds.length > 0) {
    const open = await findOpenClassIds(tx, v.classIds);
    const bad = v.classIds.findIndex((id) => !open.has(id));
    if (bad >= 0) throw new AppError('enrollment_class_unavailable', { details: { field: `class_ids.${bad}` } });
  }
};

/** A referral code must be one of this tenant's (422 `referral_code_invalid`); its owner is the referrer. */
const referrerOf = async (tx: TenantTx, code: string | null | undefined) => {
  if (!code) return null;
  const owner = await findReferralCodeOwner(tx, code);
  if (!owner) throw new AppError('referral_code_invalid', { details: { field: 'referral_code' } });
  return owner.userId;
};

/** Where the centre's copy goes: the tenant's contact e-mail, else the platform's (as the Contact form). */
const centreAddressOf = async (deps: Pick<Deps, 'db'>, tenant: TenantContext) => {
  if (tenant.contactEmail) return tenant.contactEmail;
  if (tenant.slug === MAIN_TENANT) return null;
  return (await findTenantBySlug(deps.db, MAIN_TENANT))?.contactEmail ?? null;
};

const namesOf = (row: Pick<EnrollmentRow, 'students'>) => row.students.map((s) => `${s.firstName} ${s.lastName}`);

/** The view of rows, with class names and referrers' names read on the same transaction. */
const presentRows = async (tx: TenantTx, rows: EnrollmentRow[]) => {
  const classNames = await findClassNames(
    tx,
    rows.flatMap((r) => r.classIds),
  );
  const referrers = new Map<string, string | null>();
  for (const id of new Set(rows.flatMap((r) => (r.referrerId ? [r.referrerId] : [])))) {
    const user = await lookupUserById(tx, id);
    referrers.set(id, user ? (fullName(user) ?? user.username ?? user.email) : null);
  }
  return rows.map((row) =>
    presentEnrollment(row, {
      classNames,
      referrerName: row.referrerId ? (referrers.get(row.referrerId) ?? null) : null,
    }),
  );
};
export const presentEnrollmentOn = async (tx: TenantTx, row: EnrollmentRow) => (await presentRows(tx, [row]))[0]!;

/** `GET /api/enrollment-classes` (public): the classes the form offers. */
export const findEnrollmentClasses = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext },
): Promise<EnrollmentClassOptions> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => ({
    data: (await findOpenClasses(tx)).map((c) => ({
      id: c.id,
      name: c.name,
      method: c.method,
      start_date: c.startDate,
      end_date: c.endDate,
      start_time: c.startTime,
      end_time: c.endTime,
    })),
  }));

/**
 * `POST /api/enrollments` (public, signed in or not): the captcha is checked as the register form checks it,
 * then the address spends one of the per-address points (5 an hour, then 429 `too_many_requests`); the rules
 * are checked, the enrollment stored (unread, payment unknown, status normal) and, in the same transaction,
 * a mail queued to the family in their language and one to the centre in the tenant's.
 */
export const createEnrollment = async (
  deps: Deps,
  ctx: { tenant: TenantContext; ip: string; lang: Lang; origin: string; input: z.output<typeof EnrollmentRequest> },
) => {
  const { tenant, input } = ctx;
  await verifyCaptcha(deps, tenant, input);
  const ipHash = sha256(`enrollment:${ctx.ip}`);
  await consumeOrThrow(deps.limiters.mailPerAddress, `enrollment:${tenant.id}:${ipHash}`);
  const centre = await centreAddressOf(deps, tenant);
  const lang = input.lang ?? ctx.lang;
  const row = await withTenant(deps.db, tenant.id, async (tx) => {
    await checkRules(tx, {
      role: input.role,
      email: input.email,
      students: input.students,
      parent: input.parent ?? null,
      classIds: input.class_ids,
      checkYears: true,
    });
    const referrerId = await referrerOf(tx, input.referral_code);
    const stored = await insertEnrollment(tx, {
      role: input.role,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone,
      type: input.type,
      classIds: [...new Set(input.class_ids)],
      courseText: input.course_text,
      students: input.students.map(toStoredStudent),
      parent: toStoredParent(input.parent),
      paymentWay: input.payment_way,
      currency: input.currency,
      referralCode: input.referral_code,
      referrerId,
      togetherWith: input.together_with,
      message: input.message,
      lang,
      ipHash,
    });
    const mail = {
      brand: { name: tenant.name, themeColor: tenant.themeColor },
      filler: { name: `${input.first_name} ${input.last_name}`, email: input.email, phone: input.phone },
      students: namesOf(stored),
    };
    await queueMail(tx, renderFamilyMail({ ...mail, lang, to: input.email }));
    // A parent named on a form somebody else filled in (a student, a relative) gets the confirmation too.
    // (Both addresses are normalized by the contract's Email: trimmed, lower case.)
    const parentEmail = input.parent?.email;
    if (parentEmail && parentEmail !== input.email)
      await queueMail(tx, renderFamilyMail({ ...mail, lang, to: parentEmail }));
    if (centre)
      await queueMail(
        tx,
        renderCentreMail({
          ...mail,
          lang: tenant.settings.defaultLang,
          to: centre,
          url: appLink(ctx.origin, tenant, `/educator/enrollments/${stored.id}`),
        }),
      );
    return stored;
  });
  deps.mailQueue.nudge();
  return { id: row.id };
};

/** `GET /api/enrollments`: the tenant's enrollments for its admins, unread first. */
export const findEnrollments = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; query: z.output<typeof EnrollmentQuery> },
): Promise<EnrollmentPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const q = ctx.query;
    const { rows, total, unread } = await selectEnrollmentPage(
      tx,
      {
        q: q.q,
        paymentStatus: q.payment_status,
        status: q.status,
        read: q.read,
        type: q.type,
        classId: q.class_id,
        courseId: q.course_id,
        from: q.from,
        to: q.to,
      },
      { offset: (q.page - 1) * ENROLLMENT_PAGE_SIZE, limit: ENROLLMENT_PAGE_SIZE },
    );
    return {
      data: await presentRows(tx, rows),
      current_page: q.page,
      per_page: ENROLLMENT_PAGE_SIZE,
      total,
      unread,
    };
  });

/** `GET /api/enrollments/:id`: one enrollment of the tenant (else 404); opening it marks it read. */
export const getEnrollment = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; id: string; markRead: boolean },
): Promise<EnrollmentView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    let row = await selectEnrollmentById(tx, ctx.id);
    if (!row) throw new AppError('not_found');
    if (ctx.markRead && !row.readAt) row = (await updateEnrollmentRow(tx, row.id, { readAt: new Date() }))!;
    return presentEnrollmentOn(tx, row);
  });

/**
 * `PATCH /api/enrollments/:id`: the centre's fields (payment status, status, notes, read) and any of the
 * family's, checked as the form checks them against the enrollment as it will be.
 */
export const updateEnrollment = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; id: string; input: z.output<typeof EnrollmentUpdate> },
): Promise<EnrollmentView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectEnrollmentById(tx, ctx.id);
    if (!row) throw new AppError('not_found');
    const p = ctx.input;
    const students = p.students ?? row.students.map((s) => ({ email: s.email, graduation_year: s.graduationYear }));
    const parent = p.parent !== undefined ? p.parent : row.parent;
    await checkRules(tx, {
      role: p.role ?? row.role,
      email: p.email ?? row.email,
      students,
      parent,
      // Only classes an edit adds must be open: a class chosen earlier may have ended since.
      classIds: p.class_ids?.filter((id) => !row.classIds.includes(id)),
      checkYears: p.students !== undefined,
    });
    const patch: Partial<EnrollmentInsert> = {};
    if (p.role !== undefined) patch.role = p.role;
    if (p.first_name !== undefined) patch.firstName = p.first_name;
    if (p.last_name !== undefined) patch.lastName = p.last_name;
    if (p.email !== undefined) patch.email = p.email;
    if (p.phone !== undefined) patch.phone = p.phone;
    if (p.students !== undefined) patch.students = p.students.map(toStoredStudent);
    if (p.parent !== undefined) patch.parent = toStoredParent(p.parent);
    if (p.class_ids !== undefined) patch.classIds = [...new Set(p.class_ids)];
    if (p.course_text !== undefined) patch.courseText = p.course_text;
    if (p.type !== undefined) patch.type = p.type;
    if (p.payment_way !== undefined) patch.paymentWay = p.payment_way;
    if (p.currency !== undefined) patch.currency = p.currency;
    if (p.together_with !== undefined) patch.togetherWith = p.together_with;
    if (p.message !== undefined) patch.message = p.message;
    if (p.payment_status !== undefined) patch.paymentStatus = p.payment_status;
    if (p.status !== undefined) patch.status = p.status;
    if (p.notes !== undefined) patch.notes = p.notes;
    if (p.read !== undefined) patch.readAt = p.read ? (row.readAt ?? new Date()) : null;
    const updated = Object.keys(patch).length > 0 ? await updateEnrollmentRow(tx, row.id, patch) : row;
    return presentEnrollmentOn(tx, updated!);
  });
