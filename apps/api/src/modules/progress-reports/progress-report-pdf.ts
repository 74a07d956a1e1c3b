import { DateTime } from 'luxon';
import type { Lang, ProgressReportView } from '@prepwell/contracts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { renderDocumentPdf, type DocumentBlock } from '../documents/document-pdf.ts';
import { PROGRESS_LABELS } from './progress-report-labels.ts';
import { periodText } from './progress-report-mail.ts';

const LOCALE: Record<Lang, string> = { en: 'en-US', cn: 'zh-CN', tw: 'zh-TW' };

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
  const l = PROGRESS_LABELS[lang];
  const zone = report.data.time_zone;
  const day = (iso: string) =>
    DateTime.fromISO(iso, { zone }).setLocale(LOCALE[lang]).toLocaleString(DateTime.DATE_MED);
  const { attendance } = report.data;
  const statusLabel = { present: l.present, late: l.late, absent: l.absent, excused: l.excused };
  return [
    {
      kind: 'facts',
      rows: [
        { label: l.student, value: report.student.name },
        { label: l.period, value: periodText(report) },
        ...(report.author ? [{ label: l.teacher, value: report.author.name }] : []),
        ...(report.sent_at ? [{ label: l.sentOn, value: day(report.sent_at) }] : []),
      ],
    },
    { kind: 'heading', text: l.attempts },
    {
      kind: 'table',
      columns: [
        { label: l.test },
        { label: l.completed, width: 100 },
        { label: l.accuracy, width: 70, align: 'right' },
        { label: l.score, width: 80, align: 'right' },
      ],
      rows: report.data.attempts.map((a) => [
        a.title,
        day(a.completed_at),
        `${a.correct}/${a.total}`,
        a.score_label ?? '–',
      ]),
      empty: l.noAttempts,
    },
    { kind: 'heading', text: l.skills },
    report.data.skills.length === 0
      ? { kind: 'paragraph', text: l.noSkills }
      : {
          kind: 'bars',
          bars: report.data.skills.map((s) => ({
            label: s.label,
            value: s.correct,
            max: s.total,
            text: `${s.correct}/${s.total} · ${percent(s.correct, s.total)}`,
          })),
        },
    { kind: 'heading', text: l.attendance },
    {
      kind: 'facts',
      rows: [
        { label: l.present, value: String(attendance.present) },
        { label: l.late, value: String(attendance.late) },
        { label: l.absent, value: String(attendance.absent) },
        { label: l.excused, value: String(attendance.excused) },
      ],
    },
    {
      kind: 'table',
      columns: [{ label: l.date, width: 110 }, { label: l.lesson }, { label: l.status, width: 90 }],
      rows: attendance.lessons.map((x) => [day(x.starts_at), x.title, statusLabel[x.status]]),
      empty: l.noLessons,
    },
    { kind: 'heading', text: l.comments },
    { kind: 'paragraph', text: report.comments || l.noComments },
  ];
};

/** The report's PDF in `lang` (real, selectable text; Chinese in Noto Sans CJK), through the generic document renderer. */
export const renderProgressReportPdf = (input: {
  report: ProgressReportView;
  lang: Lang;
  tenant: TenantContext;
}): Promise<Buffer> =>
  renderDocumentPdf({
    lang: input.lang,
    title: PROGRESS_LABELS[input.lang].title,
    subtitle: input.tenant.name,
    accentColor: input.tenant.themeColor,
    footer: `${input.tenant.name} · ${PROGRESS_LABELS[input.lang].title} · ${input.report.student.name}`,
    blocks: progressReportBlocks(input.report, input.lang),
  });
