import { DateTime } from 'luxon';
import { INTL_LOCALE, type Lang, type ProgressReportView } from '@prepwell/contracts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { renderDocumentPdf, type DocumentBlock } from '../documents/document-pdf.ts';
import { progressReportLabels } from './progress-report-labels.ts';
import { periodText } from './progress-report-mail.ts';

/** The report's file name: "progress-report-2026-10-01-2026-10-31.pdf". */
export const progressReportFileName = (report: Pick<ProgressReportView, 'period_start' | 'period_end'>) =>
  `progress-report-${report.period_start}-${report.period_end}.pdf`;

const percent = (correct: number, total: number) => (total > 0 ? `${Math.round((correct / total) * 100)}%` : '–');

/**
 * A progress report as the generic document's blocks, in the reader's language: who and when, the tests
 * taken with their scores, the accuracy per skill (a bar each), the attendance and the teacher's comments.
 * Dates are written in the centre's zone.
 */
export const progressReportBlocks = (report: ProgressReportView, lang: Lang): DocumentBlock[] => {
  const t = progressReportLabels(lang);
  const zone = report.data.time_zone;
  const day = (iso: string) =>
    DateTime.fromISO(iso, { zone }).setLocale(INTL_LOCALE[lang]).toLocaleString(DateTime.DATE_MED);
  const { attendance } = report.data;
  const statusLabel = {
    present: t('pdf.present'),
    late: t('pdf.late'),
    absent: t('pdf.absent'),
    excused: t('pdf.excused'),
  };
  return [
    {
      kind: 'facts',
      rows: [
        { label: t('pdf.student'), value: report.student.name },
        { label: t('pdf.period'), value: periodText(report) },
        ...(report.author ? [{ label: t('pdf.teacher'), value: report.author.name }] : []),
        ...(report.sent_at ? [{ label: t('pdf.sent_on'), value: day(report.sent_at) }] : []),
      ],
    },
    { kind: 'heading', text: t('pdf.attempts') },
    {
      kind: 'table',
      columns: [
        { label: t('pdf.test') },
        { label: t('pdf.completed'), width: 100 },
        { label: t('pdf.accuracy'), width: 70, align: 'right' },
        { label: t('pdf.score'), width: 80, align: 'right' },
      ],
      rows: report.data.attempts.map((a) => [
        a.title,
        day(a.completed_at),
        `${a.correct}/${a.total}`,
        a.score_label ?? '–',
      ]),
      empty: t('pdf.no_attempts'),
    },
    { kind: 'heading', text: t('pdf.skills') },
    report.data.skills.length === 0
      ? { kind: 'paragraph', text: t('pdf.no_skills') }
      : {
          kind: 'bars',
          bars: report.data.skills.map((s) => ({
            label: s.label,
            value: s.correct,
            max: s.total,
            text: `${s.correct}/${s.total} · ${percent(s.correct, s.total)}`,
          })),
        },
    { kind: 'heading', text: t('pdf.attendance') },
    {
      kind: 'facts',
      rows: [
        { label: t('pdf.present'), value: String(attendance.present) },
        { label: t('pdf.late'), value: String(attendance.late) },
        { label: t('pdf.absent'), value: String(attendance.absent) },
        { label: t('pdf.excused'), value: String(attendance.excused) },
      ],
    },
    {
      kind: 'table',
      columns: [
        { label: t('pdf.date'), width: 110 },
        { label: t('pdf.lesson') },
        { label: t('pdf.status'), width: 90 },
      ],
      rows: attendance.lessons.map((x) => [day(x.starts_at), x.title, statusLabel[x.status]]),
      empty: t('pdf.no_lessons'),
    },
    { kind: 'heading', text: t('pdf.comments') },
    { kind: 'paragraph', text: report.comments || t('pdf.no_comments') },
  ];
};

/** The report's PDF in `lang` (real, selectable text; Chinese in Noto Sans CJK), through the generic document renderer. */
export const renderProgressReportPdf = (input: {
  report: ProgressReportView;
  lang: Lang;
  tenant: TenantContext;
}): Promise<Buffer> => {
  const title = progressReportLabels(input.lang)('pdf.title');
  return renderDocumentPdf({
    lang: input.lang,
    title,
    subtitle: input.tenant.name,
    accentColor: input.tenant.themeColor,
    footer: `${input.tenant.name} · ${title} · ${input.report.student.name}`,
    blocks: progressReportBlocks(input.report, input.lang),
  });
};
