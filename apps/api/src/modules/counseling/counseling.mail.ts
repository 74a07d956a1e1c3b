import { HTML_LANG, type Lang } from '@prepwell/contracts';
import type { CounselingReportItem } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { categoryLabel, counselingText, statusLabel } from './counseling-labels.ts';
import { escapeHtml, oneLine } from '../../lib/plain-text.ts';

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

/**
 * The e-mail that brings a sent counseling report to a parent (issue 20), in the parent's language: the
 * counselor's comments and the colleges (category, status, deadline), with a link to the report in the
 * parent's portal.
 */
export const renderCounselingMail = (input: CounselingMailInput): OutgoingMail => {
  const t = counselingText(input.lang);
  const none = t('none');
  const vars = { brand: input.brand.name, student: oneLine(input.student), title: oneLine(input.title) };
  const rows = input.items.map((i) => [
    i.name,
    i.category ? categoryLabel(input.lang, i.category) : none,
    statusLabel(input.lang, i.status),
    i.deadline ?? none,
  ]);
  const columns = [t('mail.col_college'), t('mail.col_category'), t('mail.col_status'), t('mail.col_deadline')];
  const intro = t('mail.intro', vars);
  const text = [
    intro,
    '',
    ...(input.comments ? [`${t('comments')}:`, input.comments, ''] : []),
    ...rows.map((r) => `- ${r.join(' · ')}`),
    '',
    `${t('mail.action')}: ${input.url}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${HTML_LANG[input.lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(input.brand.themeColor)}">${escapeHtml(input.brand.name)}</h2>
<p>${escapeHtml(intro)}</p>
<h3>${escapeHtml(vars.title)}</h3>
${input.comments ? `<p><strong>${escapeHtml(t('comments'))}</strong></p><p style="white-space:pre-wrap">${escapeHtml(input.comments)}</p>` : ''}
<table cellpadding="4"><tr>${columns.map((c) => `<th align="left">${escapeHtml(c)}</th>`).join('')}</tr>
${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n')}</table>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(t('mail.action'))}</a></p>
</body></html>`;
  return { to: input.to, subject: t('mail.subject', vars), text, html };
};
