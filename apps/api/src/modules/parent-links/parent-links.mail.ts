import { HTML_LANG, type Lang, serverMessage } from '@prepwell/contracts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/plain-text.ts';

/**
 * The e-mail asking a student to accept or decline a parent's link request, in the student's language, with the
 * parent's name and e-mail (the student must know who asks) and the link to the request page.
 */
export const renderParentLinkMail = (options: {
  lang: Lang;
  to: string;
  name: string;
  parentName: string;
  parentEmail: string;
  brand: { name: string; themeColor: string; contactEmail: string | null };
  url: string;
}): OutgoingMail => {
  const { lang, brand, url } = options;
  const vars = { brand: brand.name, name: options.name, parent: options.parentName, email: options.parentEmail };
  const t = (key: Parameters<typeof serverMessage>[1]) => serverMessage(lang, key, vars);
  const lines = [t('email.greeting'), '', t('email.parent_link.body'), url, '', t('email.signature')];
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(brand.themeColor)}">${escapeHtml(brand.name)}</h2>
<p>${escapeHtml(t('email.greeting'))}</p>
<p>${escapeHtml(t('email.parent_link.body'))}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${escapeHtml(brand.themeColor)};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('email.parent_link.action'))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>${escapeHtml(t('email.signature'))}${brand.contactEmail ? `<br><a href="mailto:${escapeHtml(brand.contactEmail)}">${escapeHtml(brand.contactEmail)}</a>` : ''}</p>
</body></html>`;
  return { to: options.to, subject: t('email.parent_link.subject'), text: lines.join('\n'), html };
};
