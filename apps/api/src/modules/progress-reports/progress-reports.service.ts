import type { z } from 'zod';
import {
  isCompanyAdmin,
  isStudent,
  type ProgressData,
  type ProgressPerson,
  type ProgressPreview,
  type ProgressPreviewQuery,
  type ProgressReportInput,
  type ProgressReportPage,
  type ProgressReportQuery,
  type ProgressReportUpdate,
  type ProgressReportView,
  type ProgressStudentsQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Caller } from '../auth/caller.ts';
import { teachesStudent } from '../class-tests/student-views.service.ts';
import { findLinkedChildren, isLinkedParentOf } from '../parent-links/parent-access.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { findStudentRowsMatching, lookupUserWithRoles } from '../users/user-rows.service.ts';
import { collectProgressData, periodSpan } from './progress-data.ts';
import { mayReadReport, progressRelationOf, type ProgressRelation } from './progress-reports.policy.ts';
import { personOf, presentReportSummary, presentReportView } from './progress-reports.presenter.ts';
import {
  deleteReportRow,
  insertReport,
  selectPeople,
  selectReport,
  selectReportPage,
  selectTaughtStudents,
  updateReportRow,
  type ProgressReportRow,
  type ReportScope,
} from './progress-reports.repository.ts';

export const PROGRESS_PAGE_SIZE = 20;
const STUDENT_CHOICES = 50;

export type ProgressCtx = Caller;

const zoneOf = (tenant: TenantContext) => tenant.settings.businessTimeZone;

/** The student (a student of the tenant) and the caller's relation to them; 404 to anyone without one. */
const relationTo = async (
  tx: TenantTx,
  actor: AuthUser,
  studentId: string,
  report?: ProgressReportRow,
): Promise<{ student: ProgressPerson; relation: ProgressRelation | null }> => {
  const student = await lookupUserWithRoles(tx, studentId);
  if (!student) throw new AppError('not_found');
  const relation = progressRelationOf(actor, studentId, {
    isStudent: isStudent({ roles: student.roles.map((name) => ({ name })) }),
    teachesStudent: actor.id !== studentId && (await teachesStudent(tx, actor.id, studentId)),
    isAuthor: !!report && report.authorId === actor.id,
    isLinkedParent: await isLinkedParentOf(tx, actor.id, studentId),
  });
  return { student: personOf(student), relation };
};

const requireWriter = async (tx: TenantTx, actor: AuthUser, studentId: string, report?: ProgressReportRow) => {
  const { student, relation } = await relationTo(tx, actor, studentId, report);
  if (relation !== 'writer') throw new AppError('not_found');
  return student;
};

/** A report the caller may read (a draft: its writers only), else 404. */
const readableReport = async (tx: TenantTx, ctx: ProgressCtx, id: string, forUpdate = false) => {
  const row = await selectReport(tx, id, forUpdate);
  if (!row) throw new AppError('not_found');
  const { student, relation } = await relationTo(tx, ctx.actor, row.studentId, row);
  if (!mayReadReport(relation, row.status)) throw new AppError('not_found');
  return { row, student, relation: relation! };
};

/** A draft the caller writes (a sent one: 409), locked for the change. */
const writableDraft = async (tx: TenantTx, ctx: ProgressCtx, id: string) => {
  const found = await readableReport(tx, ctx, id, true);
  if (found.relation !== 'writer') throw new AppError('not_found');
  if (found.row.status !== 'draft') throw new AppError('progress_report_sent');
  return found;
};

/** What a report shows: the stored snapshot once sent, else the student's records read now. */
const dataOf = (tx: TenantTx, tenant: TenantContext, row: ProgressReportRow): Promise<ProgressData> =>
  row.status === 'sent' && row.data
    ? Promise.resolve(row.data as ProgressData)
    : collectProgressData(tx, {
        studentId: row.studentId,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        zone: zoneOf(tenant),
      });

const authorOf = async (tx: TenantTx, row: ProgressReportRow) =>
  row.authorId ? ((await selectPeople(tx, [row.authorId])).map(personOf)[0] ?? null) : null;

export const viewOf = async (
  tx: TenantTx,
  ctx: ProgressCtx,
  found: { row: ProgressReportRow; student: ProgressPerson; relation: ProgressRelation },
): Promise<ProgressReportView> =>
  presentReportView(found.row, {
    student: found.student,
    author: await authorOf(tx, found.row),
    data: await dataOf(tx, ctx.tenant, found.row),
    canEdit: found.relation === 'writer' && found.row.status === 'draft',
  });

/** `GET /api/progress-reports/students`: the students the caller writes for (a teacher's class students; an admin's every student). */
export const findProgressStudents = (
  deps: Pick<Deps, 'db'>,
  ctx: ProgressCtx & { query: z.output<typeof ProgressStudentsQuery> },
): Promise<ProgressPerson[]> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const rows = isCompanyAdmin(ctx.actor)
      ? await findStudentRowsMatching(tx, ctx.query.q || undefined, STUDENT_CHOICES)
      : await selectTaughtStudents(tx, ctx.actor.id, ctx.query.q || undefined, STUDENT_CHOICES);
    return rows.map(personOf);
  });

/** `GET /api/progress-reports/preview`: what a report on the student for the period would pull in now (writers). */
export const previewProgress = (
  deps: Pick<Deps, 'db'>,
  ctx: ProgressCtx & { query: z.output<typeof ProgressPreviewQuery> },
): Promise<ProgressPreview> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const student = await requireWriter(tx, ctx.actor, ctx.query.student_id);
    const data = await collectProgressData(tx, {
      studentId: student.id,
      periodStart: ctx.query.period_start,
      periodEnd: ctx.query.period_end,
      zone: zoneOf(ctx.tenant),
    });
    return { student, data };
  });

/** `POST /api/progress-reports`: a draft on one of the caller's students. */
export const createProgressReport = (
  deps: Pick<Deps, 'db'>,
  ctx: ProgressCtx & { input: z.output<typeof ProgressReportInput> },
): Promise<ProgressReportView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { input } = ctx;
    const student = await requireWriter(tx, ctx.actor, input.student_id);
    periodSpan(input.period_start, input.period_end, zoneOf(ctx.tenant));
    const row = await insertReport(tx, {
      studentId: student.id,
      authorId: ctx.actor.id,
      periodStart: input.period_start,
      periodEnd: input.period_end,
      comments: input.comments,
    });
    return viewOf(tx, ctx, { row, student, relation: 'writer' });
  });

/**
 * `GET /api/progress-reports`: writers see the reports of the students they write for (admins all); a
 * student their own sent reports, a parent their linked children's sent reports.
 */
export const findProgressReports = (
  deps: Pick<Deps, 'db'>,
  ctx: ProgressCtx & { query: z.output<typeof ProgressReportQuery> },
): Promise<ProgressReportPage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { actor, query } = ctx;
    let scope: ReportScope;
    if (isCompanyAdmin(actor)) scope = { kind: 'all' };
    else if (isStudent(actor)) scope = { kind: 'family', studentIds: [actor.id] };
    else if (actor.roles.some((r) => r.name === 'teacher')) scope = { kind: 'teacher', teacherId: actor.id };
    else scope = { kind: 'family', studentIds: (await findLinkedChildren(tx, actor.id)).map((c) => c.id) };
    const { rows, total } = await selectReportPage(tx, scope, {
      studentId: query.student_id,
      status: scope.kind === 'family' ? 'sent' : query.status,
      limit: PROGRESS_PAGE_SIZE,
      offset: (query.page - 1) * PROGRESS_PAGE_SIZE,
    });
    const people = new Map(
      (
        await selectPeople(tx, [...new Set(rows.flatMap((r) => [r.studentId, ...(r.authorId ? [r.authorId] : [])]))])
      ).map((p) => [p.id, personOf(p)]),
    );
    return {
      data: rows.map((r) =>
        presentReportSummary(r, {
          student: people.get(r.studentId) ?? { id: r.studentId, name: '' },
          author: r.authorId ? (people.get(r.authorId) ?? null) : null,
        }),
      ),
      current_page: query.page,
      per_page: PROGRESS_PAGE_SIZE,
      total,
    };
  });

/** `GET /api/progress-reports/:id`. */
export const getProgressReport = (deps: Pick<Deps, 'db'>, ctx: ProgressCtx & { reportId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => viewOf(tx, ctx, await readableReport(tx, ctx, ctx.reportId)));

/** `PATCH /api/progress-reports/:id`: a draft's period and comments. */
export const updateProgressReport = (
  deps: Pick<Deps, 'db'>,
  ctx: ProgressCtx & { reportId: string; input: z.output<typeof ProgressReportUpdate> },
): Promise<ProgressReportView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await writableDraft(tx, ctx, ctx.reportId);
    const periodStart = ctx.input.period_start ?? found.row.periodStart;
    const periodEnd = ctx.input.period_end ?? found.row.periodEnd;
    periodSpan(periodStart, periodEnd, zoneOf(ctx.tenant));
    const row = await updateReportRow(tx, found.row.id, {
      periodStart,
      periodEnd,
      ...(ctx.input.comments !== undefined ? { comments: ctx.input.comments } : {}),
    });
    return viewOf(tx, ctx, { ...found, row: row! });
  });

/** `DELETE /api/progress-reports/:id`: a draft only (a sent report is the family's record). */
export const deleteProgressReport = (deps: Pick<Deps, 'db'>, ctx: ProgressCtx & { reportId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await writableDraft(tx, ctx, ctx.reportId);
    await deleteReportRow(tx, found.row.id);
    return { ok: true as const };
  });

export { readableReport, writableDraft };
