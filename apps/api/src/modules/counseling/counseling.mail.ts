import { type ApplicationStatus, type CollegeCategory, HTML_LANG, type Lang } from '@prepwell/contracts';
import type { CounselingReportItem } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';

/**
 * The e-mail that brings a sent counseling report to a parent (issue 20), in the parent's language: the
 * counselor's comments and the colleges (category, status, deadline), with a link to the report in the
 * parent's portal.
 */
interface Texts {
  subject: string;
  intro: string;
  action: string;
  comments: string;
  columns: [string, string, string, string];
  none: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'Counseling report for {{student}}: {{title}}',
    intro: '{{brand}} has sent you a counseling report for {{student}}.',
    action: 'Open the report',
    comments: "Counselor's comments",
    columns: ['College', 'Category', 'Status', 'Deadline'],
    none: '—',
  },
  cn: {
    subject: '{{student}} 的升学辅导报告：{{title}}',
    intro: '{{brand}} 给你发送了 {{student}} 的升学辅导报告。',
    action: '查看报告',
    comments: '辅导老师的评语',
    columns: ['院校', '类别', '申请状态', '截止日期'],
    none: '—',
  },
  tw: {
    subject: '{{student}} 的升學輔導報告：{{title}}',
    intro: '{{brand}} 寄給你 {{student}} 的升學輔導報告。',
    action: '查看報告',
    comments: '輔導老師的評語',
    columns: ['學校', '類別', '申請狀態', '截止日期'],
    none: '—',
  },
};

export const CATEGORY_LABELS: Record<Lang, Record<CollegeCategory, string>> = {
  en: { reach: 'Reach', target: 'Target', safety: 'Safety' },
  cn: { reach: '冲刺', target: '匹配', safety: '保底' },
  tw: { reach: '夢幻', target: '適中', safety: '保底' },
};

export const STATUS_LABELS: Record<Lang, Record<ApplicationStatus, string>> = {
  en: {
    planning: 'Planning',
    in_progress: 'In progress',
    submitted: 'Submitted',
    admitted: 'Admitted',
    waitlisted: 'Waitlisted',
    denied: 'Denied',
    enrolled: 'Enrolled',
  },
  cn: {
    planning: '规划中',
    in_progress: '准备中',
    submitted: '已提交',
    admitted: '已录取',
    waitlisted: '候补',
    denied: '未录取',
    enrolled: '已入读',
  },
  tw: {
    planning: '規劃中',
    in_progress: '準備中',
    submitted: '已送出',
    admitted: '已錄取',
    waitlisted: '備取',
    denied: '未錄取',
    enrolled: '已入學',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface CounselingMailInput {
  lang: Lang;
  to: string;
  brand: { name: string; themeColor: string };
  student: string;
  title: string;
  comments: string;
  items: CounselingReportItem[];
  url: string;
}

export const renderCounselingMail = (input: CounselingMailInput): OutgoingMail => {
  const t = TEXTS[input.lang];
  const vars: Record<string, string> = {
    brand: input.brand.name,
    student: oneLine(input.student),
    title: oneLine(input.title),
  };
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');
  const rows = input.items.map((i) => [
    i.name,
    i.category ? CATEGORY_LABELS[input.lang][i.category as CollegeCategory] : t.none,
    STATUS_LABELS[input.lang][i.status as ApplicationStatus] ?? i.status,
    i.deadline ?? t.none,
  ]);
  const intro = fill(t.intro);
  const text = [
    intro,
    '',
    ...(input.comments ? [`${t.comments}:`, input.comments, ''] : []),
    ...rows.map((r) => `- ${r.join(' · ')}`),
    '',
    `${t.action}: ${input.url}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${HTML_LANG[input.lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(input.brand.themeColor)}">${escapeHtml(input.brand.name)}</h2>
<p>${escapeHtml(intro)}</p>
<h3>${escapeHtml(vars.title!)}</h3>
${input.comments ? `<p><strong>${escapeHtml(t.comments)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(input.comments)}</p>` : ''}
<table cellpadding="4"><tr>${t.columns.map((c) => `<th align="left">${escapeHtml(c)}</th>`).join('')}</tr>
${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n')}</table>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(t.action)}</a></p>
</body></html>`;
  return { to: input.to, subject: fill(t.subject), text, html };
};
