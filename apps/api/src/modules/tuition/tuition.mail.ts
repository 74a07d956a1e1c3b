import { HTML_LANG, serverMessage } from '@prepwell/contracts';
import type { QueuedMail } from '../mail/mail.service.ts';
import { money, tuitionLabels, type BillDocument } from './tuition-pdf.ts';
import { billTotals, nameOf } from './tuition.presenter.ts';
import type { PersonRow } from './tuition.repository.ts';
import { escapeHtml } from '../../lib/plain-text.ts';

/** An issued bill's e-mail in the recipient's language, with its PDF attached and a link to pay it. */
export const renderBillMail = (options: BillDocument & { to: PersonRow; url: string; pdf: Buffer }): QueuedMail => {
  const { lang, bill, tenant, url } = options;
  const t = tuitionLabels(lang);
  const totals = billTotals(options.lines, options.payments);
  const student = options.people.get(bill.studentId);
  const vars = {
    brand: tenant.name,
    period: bill.period,
    title: bill.title,
    student: student ? nameOf(student) : '',
    total: money(totals.total_minor, bill.currency),
    balance: money(totals.balance_minor, bill.currency),
  };
  const greeting = serverMessage(lang, 'email.greeting', { name: nameOf(options.to) });
  const signature = serverMessage(lang, 'email.signature', { brand: tenant.name });
  const body = t('mail.body', vars);
  const color = escapeHtml(tenant.themeColor);
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${color}">${escapeHtml(tenant.name)}</h2>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${color};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('mail.action'))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    to: options.to.email,
    subject: t('mail.subject', vars),
    text: [greeting, '', body, '', `${t('mail.action')}: ${url}`, '', signature].join('\n'),
    html,
    attachments: [{ filename: `tuition-${bill.period}.pdf`, contentType: 'application/pdf', content: options.pdf }],
  };
};
