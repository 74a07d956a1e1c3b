import type { ApplicationRound, CollegeCategory, Lang } from '@prepwell/contracts';
import type { CounselingReportItem, CounselingReportScores } from '../../db/schema/index.ts';
import { renderDocumentPdf, type DocumentBlock } from '../documents/document-pdf.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './counseling.mail.ts';

/**
 * A counseling report as a PDF (issue 20), drawn by the shared document renderer (decision 0044) in the
 * reader's language: the student's best scores, the counselor's comments, the colleges (ranges, admission
 * rate, category, status, round, deadline) and each college's comment.
 */
const TEXTS: Record<
  Lang,
  {
    student: string;
    sent: string;
    draft: string;
    sat: string;
    act: string;
    official: string;
    platform: string;
    none: string;
    comments: string;
    colleges: string;
    noColleges: string;
    collegeComments: string;
    columns: [string, string, string, string, string, string];
    rounds: Record<ApplicationRound, string>;
  }
> = {
  en: {
    student: 'Student',
    sent: 'Sent',
    draft: 'Draft',
    sat: 'Best SAT',
    act: 'Best ACT',
    official: 'official',
    platform: 'practice on the platform',
    none: '—',
    comments: "Counselor's comments",
    colleges: 'Colleges',
    noColleges: 'No colleges on the list yet.',
    collegeComments: 'Notes by college',
    columns: ['College', 'SAT 25–75', 'ACT 25–75', 'Admit rate', 'Category', 'Status · round · deadline'],
    rounds: { ed: 'Early decision', ea: 'Early action', rd: 'Regular decision', rolling: 'Rolling' },
  },
  cn: {
    student: '学生',
    sent: '发送日期',
    draft: '草稿',
    sat: 'SAT 最佳成绩',
    act: 'ACT 最佳成绩',
    official: '正式成绩',
    platform: '平台模考',
    none: '—',
    comments: '辅导老师的评语',
    colleges: '院校',
    noColleges: '清单中还没有院校。',
    collegeComments: '各院校备注',
    columns: ['院校', 'SAT 25–75', 'ACT 25–75', '录取率', '类别', '状态 · 轮次 · 截止日期'],
    rounds: { ed: '提前决定', ea: '提前行动', rd: '常规申请', rolling: '滚动录取' },
  },
  tw: {
    student: '學生',
    sent: '寄出日期',
    draft: '草稿',
    sat: 'SAT 最佳成績',
    act: 'ACT 最佳成績',
    official: '正式成績',
    platform: '平台模考',
    none: '—',
    comments: '輔導老師的評語',
    colleges: '學校',
    noColleges: '清單中還沒有學校。',
    collegeComments: '各校備註',
    columns: ['學校', 'SAT 25–75', 'ACT 25–75', '錄取率', '類別', '狀態 · 輪次 · 截止日期'],
    rounds: { ed: '提前決定', ea: '提前行動', rd: '一般申請', rolling: '滾動錄取' },
  },
};

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

export const renderCounselingPdf = (input: CounselingPdfInput): Promise<Buffer> => {
  const t = TEXTS[input.lang];
  const score = (s: CounselingReportScores['sat']) =>
    s ? `${s.score} (${s.source === 'official' ? t.official : t.platform})` : t.none;
  const blocks: DocumentBlock[] = [
    {
      kind: 'facts',
      rows: [
        { label: t.student, value: input.student },
        { label: t.sent, value: input.sentOn ?? t.draft },
        { label: t.sat, value: score(input.scores.sat) },
        { label: t.act, value: score(input.scores.act) },
      ],
    },
  ];
  if (input.comments) blocks.push({ kind: 'heading', text: t.comments }, { kind: 'paragraph', text: input.comments });
  blocks.push(
    { kind: 'heading', text: t.colleges },
    {
      kind: 'table',
      columns: [
        { label: t.columns[0] },
        { label: t.columns[1], width: 62 },
        { label: t.columns[2], width: 58 },
        { label: t.columns[3], width: 58, align: 'right' },
        { label: t.columns[4], width: 52 },
        { label: t.columns[5], width: 120 },
      ],
      rows: input.items.map((i) => [
        [i.name, [i.city, i.state].filter(Boolean).join(', ')].filter(Boolean).join('\n'),
        range(i.sat25, i.sat75, t.none),
        range(i.act25, i.act75, t.none),
        percent(i.admissionRate, t.none),
        i.category ? CATEGORY_LABELS[input.lang][i.category as CollegeCategory] : t.none,
        [
          STATUS_LABELS[input.lang][i.status as keyof (typeof STATUS_LABELS)['en']] ?? i.status,
          t.rounds[i.round as ApplicationRound] ?? i.round,
          i.deadline ?? t.none,
        ].join(' · '),
      ]),
      empty: t.noColleges,
    },
  );
  const withComments = input.items.filter((i) => i.comment);
  if (withComments.length)
    blocks.push(
      { kind: 'heading', text: t.collegeComments },
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
