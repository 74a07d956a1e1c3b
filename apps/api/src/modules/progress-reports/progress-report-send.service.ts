import { asLang } from '@prepwell/contracts';
import type { Lang, ProgressReportView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { appLink } from '../auth/account.service.ts';
import { queueMail } from '../mail/mail.service.ts';
import { findLinkedParents } from '../parent-links/parent-access.service.ts';
import { collectProgressData } from './progress-data.ts';
import { renderProgressReportMail } from './progress-report-mail.ts';
import { progressReportFileName, renderProgressReportPdf } from './progress-report-pdf.ts';
import { updateReportRow } from './progress-reports.repository.ts';
import { readableReport, viewOf, writableDraft, type ProgressCtx } from './progress-reports.service.ts';

/** Where the family reads their reports. */
export const FAMILY_REPORTS_PATH = '/progress-reports';

/**
 * `POST /api/progress-reports/:id/send`: the draft's data is read now and stored with it (it never
 * changes after), the report becomes 'sent', and each linked parent is e-mailed in their own language with
 * the PDF (in that language) attached, in the same transaction. The student reads it in their portal.
 */
export const sendProgressReport = async (
  deps: Pick<Deps, 'db' | 'mailQueue'>,
  ctx: ProgressCtx & { reportId: string; origin: string },
): Promise<ProgressReportView> => {
  const view = await withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const found = await writableDraft(tx, ctx, ctx.reportId);
    const data = await collectProgressData(tx, {
      studentId: found.row.studentId,
      periodStart: found.row.periodStart,
      periodEnd: found.row.periodEnd,
      zone: ctx.tenant.settings.businessTimeZone,
    });
    const parents = (await findLinkedParents(tx, found.row.studentId)).filter((p) => !!p.email);
    const row = await updateReportRow(tx, found.row.id, {
      status: 'sent',
      data,
      sentAt: new Date(),
      sentBy: ctx.actor.id,
      recipientCount: parents.length,
    });
    const sent = await viewOf(tx, ctx, { ...found, row: row! });
    const pdfs = new Map<Lang, Buffer>();
    for (const parent of parents) {
      const lang = asLang(parent.lang);
      if (!pdfs.has(lang)) pdfs.set(lang, await renderProgressReportPdf({ report: sent, lang, tenant: ctx.tenant }));
      await queueMail(
        tx,
        {
          ...renderProgressReportMail({
            report: sent,
            lang,
            to: parent.email,
            brand: { name: ctx.tenant.name, themeColor: ctx.tenant.themeColor },
            url: appLink(ctx.origin, ctx.tenant, `${FAMILY_REPORTS_PATH}/${sent.id}`),
          }),
          attachments: [
            { filename: progressReportFileName(sent), contentType: 'application/pdf', content: pdfs.get(lang)! },
          ],
        },
        'notice',
      );
    }
    return sent;
  });
  deps.mailQueue.nudge();
  return view;
};

/**
 * `GET /api/progress-reports/:id/pdf?lang=`: the report as a PDF in the asked language (else the caller's),
 * for its readers (a draft: its writers, who see the data as it reads now).
 */
export const openProgressReportPdf = (
  deps: Pick<Deps, 'db'>,
  ctx: ProgressCtx & { reportId: string; lang: Lang | undefined },
) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const view = await viewOf(tx, ctx, await readableReport(tx, ctx, ctx.reportId));
    const pdf = await renderProgressReportPdf({
      report: view,
      lang: ctx.lang ?? asLang(ctx.actor.lang),
      tenant: ctx.tenant,
    });
    return { pdf, disposition: attachmentDisposition(progressReportFileName(view)) };
  });
