import type { Lang, ProgressReportView } from '@prepwell/contracts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/plain-text.ts';
import { progressReportLabels } from './progress-report-labels.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** "2026-10-01 – 2026-10-31": the period as the report names it. */
export const periodText = (report: Pick<ProgressReportView, 'period_start' | 'period_end'>) =>
  report.period_start === report.period_end ? report.period_start : `${report.period_start} – ${report.period_end}`;

/** The e-mail that carries a sent report to a parent, in the parent's language (the PDF is attached by the caller). */
export const renderProgressReportMail = (input: {
  report: ProgressReportView;
  lang: Lang;
  to: string;
  brand: { name: string; themeColor: string };
  url: string;
}): Omit<OutgoingMail, 'attachments'> => {
  const t = progressReportLabels(input.lang);
  const vars = {
    brand: oneLine(input.brand.name),
    student: oneLine(input.report.student.name),
    teacher: oneLine(input.report.author?.name ?? input.brand.name),
    period: periodText(input.report),
  };
  const subject = t('mail.subject', vars);
  const intro = t('mail.intro', vars);
  const text = [intro, '', `${t('mail.action')}: ${input.url}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(input.brand.themeColor)}">${escapeHtml(input.brand.name)}</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(t('mail.action'))}</a></p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
