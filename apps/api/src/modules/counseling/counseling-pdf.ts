import type { Lang } from '@prepwell/contracts';
import type { CounselingReportItem, CounselingReportScores } from '../../db/schema/index.ts';
import { renderDocumentPdf, type DocumentBlock } from '../documents/document-pdf.ts';
import { categoryLabel, counselingText, roundLabel, statusLabel } from './counseling-labels.ts';

export interface CounselingPdfInput {
  lang: Lang;
  brand: { name: string; themeColor: string };
  student: string;
  title: string;
  comments: string;
  sentOn: string | null;
  items: CounselingReportItem[];
  scores: CounselingReportScores;
}

const range = (low: number | null, high: number | null, none: string) =>
  low === null || high === null ? none : `${low}–${high}`;

/** "3.9 %" from "0.0391". */
const percent = (rate: string | null, none: string) =>
  rate === null ? none : `${(Math.round(Number(rate) * 1000) / 10).toFixed(1)} %`;

/**
 * A counseling report as a PDF (issue 20), drawn by the shared document renderer (decision 0044) in the
 * reader's language: the student's best scores, the counselor's comments, the colleges (ranges, admission
 * rate, category, status, round, deadline) and each college's comment.
 */
export const renderCounselingPdf = (input: CounselingPdfInput): Promise<Buffer> => {
  const t = counselingText(input.lang);
  const none = t('none');
  const score = (s: CounselingReportScores['sat']) =>
    s ? `${s.score} (${s.source === 'official' ? t('pdf.official') : t('pdf.platform')})` : none;
  const blocks: DocumentBlock[] = [
    {
      kind: 'facts',
      rows: [
        { label: t('pdf.student'), value: input.student },
        { label: t('pdf.sent'), value: input.sentOn ?? t('pdf.draft') },
        { label: t('pdf.sat'), value: score(input.scores.sat) },
        { label: t('pdf.act'), value: score(input.scores.act) },
      ],
    },
  ];
  if (input.comments)
    blocks.push({ kind: 'heading', text: t('comments') }, { kind: 'paragraph', text: input.comments });
  blocks.push(
    { kind: 'heading', text: t('pdf.colleges') },
    {
      kind: 'table',
      columns: [
        { label: t('pdf.col_college') },
        { label: t('pdf.col_sat'), width: 62 },
        { label: t('pdf.col_act'), width: 58 },
        { label: t('pdf.col_admit_rate'), width: 58, align: 'right' },
        { label: t('pdf.col_category'), width: 52 },
        { label: t('pdf.col_status'), width: 120 },
      ],
      rows: input.items.map((i) => [
        [i.name, [i.city, i.state].filter(Boolean).join(', ')].filter(Boolean).join('\n'),
        range(i.sat25, i.sat75, none),
        range(i.act25, i.act75, none),
        percent(i.admissionRate, none),
        i.category ? categoryLabel(input.lang, i.category) : none,
        [statusLabel(input.lang, i.status), roundLabel(input.lang, i.round), i.deadline ?? none].join(' · '),
      ]),
      empty: t('pdf.no_colleges'),
    },
  );
  const withComments = input.items.filter((i) => i.comment);
  if (withComments.length)
    blocks.push(
      { kind: 'heading', text: t('pdf.college_comments') },
      { kind: 'facts', rows: withComments.map((i) => ({ label: i.name, value: i.comment })) },
    );
  return renderDocumentPdf({
    lang: input.lang,
    title: input.title,
    subtitle: input.brand.name,
    accentColor: input.brand.themeColor,
    blocks,
    footer: input.brand.name,
  });
};
