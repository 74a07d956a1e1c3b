import {
  asLang,
  type CounselingReportCreate,
  type CounselingReportList,
  type CounselingReportPatch,
  type CounselingReportQuery,
  type CounselingReportView,
  type CounselingStudent,
  type Lang,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import type { CounselingReportItem, CounselingReportScores } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { appLink } from '../auth/account.service.ts';
import { collegeListOn, readableStudent } from '../colleges/college-list.service.ts';
import { isCounselor, type Actor } from '../colleges/colleges.policy.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findLinkedChildren, findLinkedParents } from '../parent-links/parent-access.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { logActivity } from '../users/users.service.ts';
import { renderCounselingMail } from './counseling.mail.ts';
import { renderCounselingPdf } from './counseling-pdf.ts';
import { presentReport, presentReportSummary } from './counseling.presenter.ts';
import {
  deleteReport,
  insertReport,
  selectReport,
  selectReportForUpdate,
  selectReports,
  updateReport,
  type CounselingReportRow,
} from './counseling.repository.ts';

/**
 * Counseling reports (issue 20, decision 0047): a counselor (teacher, company admin, super admin) builds a
 * report from a student's target list and best scores (a snapshot, refreshed on demand while a draft), adds
 * comments (overall and per college), and sends it: it is then read-only, e-mailed to the student's linked
 * parents and shown in the student's and parents' portal. Students and parents never see drafts.
 */
export interface CounselingCtx {
  tenant: TenantContext;
  actor: Actor;
  origin: string;
}

/** Where the family reads a report. */
export const REPORT_PATH = (id: string) => `/counseling-reports/${id}`;

const snapshotOf = async (
  tx: TenantTx,
  ctx: CounselingCtx,
  studentId: string,
  keep: Map<string, string>,
): Promise<{ items: CounselingReportItem[]; scores: CounselingReportScores }> => {
  const { best, items } = await collegeListOn(tx, ctx, studentId);
  return {
    scores: best,
    items: items.map((t) => ({
      collegeId: t.college.id,
      name: t.college.name,
      state: t.college.state,
      city: t.college.city,
      sat25: t.college.sat_25,
      sat75: t.college.sat_75,
      act25: t.college.act_25,
      act75: t.college.act_75,
      admissionRate: t.college.admission_rate === null ? null : t.college.admission_rate.toFixed(4),
      category: t.category,
      status: t.status,
      round: t.round,
      deadline: t.deadline,
      comment: keep.get(t.college.id) ?? '',
    })),
  };
};

const view = (row: CounselingReportRow, ctx: CounselingCtx, student: CounselingStudent): CounselingReportView =>
  presentReport(row, {
    student,
    canEdit: isCounselor(ctx.actor) && row.status === 'draft',
    pdf: true,
  });

/** A report the caller may read: counselors any; the student and linked parents sent ones; else 404. */
const readableReport = async (tx: TenantTx, ctx: CounselingCtx, id: string) => {
  const row = await selectReport(tx, id);
  if (!row) throw new AppError('not_found');
  const { relation, brief } = await readableStudent(tx, ctx.actor, row.studentId);
  if (relation !== 'counselor' && row.status !== 'sent') throw new AppError('not_found');
  return { row, relation, student: brief };
};

/** A draft a counselor changes (locked): not a counselor → 403, sent → 409 `counseling_report_sent`. */
const editableReport = async (tx: TenantTx, ctx: CounselingCtx, id: string) => {
  const row = await selectReportForUpdate(tx, id);
  if (!row) throw new AppError('not_found');
  const { relation, brief } = await readableStudent(tx, ctx.actor, row.studentId);
  if (relation !== 'counselor') throw new AppError('forbidden');
  if (row.status !== 'draft') throw new AppError('counseling_report_sent');
  return { row, student: brief };
};

/** `GET /api/counseling-reports`: counselors all (or one student's); a student their own sent ones; a parent their children's. */
export const findCounselingReports = (deps: Pick<Deps, 'db'>, ctx: CounselingCtx & { query: CounselingReportQuery }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx): Promise<CounselingReportList> => {
    const counselor = isCounselor(ctx.actor);
    let studentIds: string[] | null;
    if (ctx.query.student_id) {
      await readableStudent(tx, ctx.actor, ctx.query.student_id);
      studentIds = [ctx.query.student_id];
    } else if (counselor) studentIds = null;
    else {
      const children = (await findLinkedChildren(tx, ctx.actor.id)).map((c) => c.id);
      studentIds = [ctx.actor.id, ...children];
    }
    const rows = await selectReports(tx, { studentIds, sentOnly: !counselor });
    const students = new Map<string, CounselingStudent>();
    const data = [];
    for (const row of rows) {
      let student = students.get(row.studentId);
      if (!student) {
        student = (await readableStudent(tx, ctx.actor, row.studentId)).brief;
        students.set(row.studentId, student);
      }
      data.push(
        presentReportSummary(row, {
          student,
          canEdit: counselor && row.status === 'draft',
          pdf: true,
        }),
      );
    }
    return { data };
  });

export const getCounselingReport = (deps: Pick<Deps, 'db'>, ctx: CounselingCtx & { id: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row, student } = await readableReport(tx, ctx, ctx.id);
    return view(row, ctx, student);
  });

/** `POST /api/counseling-reports` (counselors): a draft built from the student's list and scores now. */
export const createCounselingReport = (
  deps: Pick<Deps, 'db'>,
  ctx: CounselingCtx & { input: CounselingReportCreate },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { relation, brief } = await readableStudent(tx, ctx.actor, ctx.input.student_id);
    if (relation !== 'counselor') throw new AppError('forbidden');
    const snapshot = await snapshotOf(tx, ctx, ctx.input.student_id, new Map());
    const row = await insertReport(tx, {
      studentId: ctx.input.student_id,
      title: ctx.input.title,
      items: snapshot.items,
      scores: snapshot.scores,
      createdBy: ctx.actor.id,
    });
    return view(row, ctx, brief);
  });

/** `PATCH /api/counseling-reports/:id`: title, comments, per-college comments, or a refresh from the list. */
export const updateCounselingReport = (
  deps: Pick<Deps, 'db'>,
  ctx: CounselingCtx & { id: string; input: CounselingReportPatch },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row, student } = await editableReport(tx, ctx, ctx.id);
    const comments = new Map(row.items.map((i) => [i.collegeId, i.comment]));
    for (const c of ctx.input.item_comments ?? []) comments.set(c.college_id, c.comment);
    const snapshot = ctx.input.refresh
      ? await snapshotOf(tx, ctx, row.studentId, comments)
      : { items: row.items.map((i) => ({ ...i, comment: comments.get(i.collegeId) ?? '' })), scores: row.scores };
    const updated = await updateReport(tx, row.id, {
      ...(ctx.input.title !== undefined ? { title: ctx.input.title } : {}),
      ...(ctx.input.comments !== undefined ? { comments: ctx.input.comments } : {}),
      items: snapshot.items,
      scores: snapshot.scores,
    });
    return view(updated, ctx, student);
  });

/** `POST /api/counseling-reports/:id/send`: sent (read-only from now), mailed to the linked parents. */
export const sendCounselingReport = (deps: Pick<Deps, 'db'>, ctx: CounselingCtx & { id: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row, student } = await editableReport(tx, ctx, ctx.id);
    const sent = await updateReport(tx, row.id, { status: 'sent', sentAt: new Date(), sentBy: ctx.actor.id });
    const seen = new Set<string>();
    for (const parent of await findLinkedParents(tx, row.studentId)) {
      if (!parent.email || seen.has(parent.email)) continue;
      seen.add(parent.email);
      await queueMail(
        tx,
        renderCounselingMail({
          lang: asLang(parent.lang),
          to: parent.email,
          brand: { name: ctx.tenant.name, themeColor: ctx.tenant.themeColor },
          student: student.name,
          title: sent.title,
          comments: sent.comments,
          items: sent.items,
          url: appLink(ctx.origin, ctx.tenant, REPORT_PATH(sent.id)),
        }),
        'notice',
      );
    }
    await logActivity(tx, ctx.actor.id, 'counseling_report_sent', sent.title.slice(0, 120));
    return view(sent, ctx, student);
  });

/** `DELETE /api/counseling-reports/:id`: a draft only (a sent report is the family's record). */
export const deleteCounselingReport = (deps: Pick<Deps, 'db'>, ctx: CounselingCtx & { id: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row } = await editableReport(tx, ctx, ctx.id);
    await deleteReport(tx, row.id);
    return { ok: true as const };
  });

/** `GET /api/counseling-reports/:id/pdf`: the report as a PDF in the reader's language (who may read it). */
export const getCounselingReportPdf = (deps: Pick<Deps, 'db'>, ctx: CounselingCtx & { id: string; lang: Lang }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { row, student } = await readableReport(tx, ctx, ctx.id);
    const body = await renderCounselingPdf({
      lang: ctx.lang,
      brand: { name: ctx.tenant.name, themeColor: ctx.tenant.themeColor },
      student: student.name,
      title: row.title,
      comments: row.comments,
      sentOn: row.sentAt ? row.sentAt.toISOString().slice(0, 10) : null,
      items: row.items,
      scores: row.scores,
    });
    const safe = student.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'student';
    return { body, fileName: `counseling-report-${safe}.pdf` };
  });
