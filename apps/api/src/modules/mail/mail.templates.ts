import { HTML_LANG, type Lang, serverMessage } from '@prepwell/contracts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/plain-text.ts';

export type MailKind = 'verify' | 'reset' | 'set_password';

/** A branded e-mail in the recipient's language with one call to action. */
export const renderActionMail = (options: {
  lang: Lang;
  kind: MailKind;
  to: string;
  name: string;
  brand: { name: string; themeColor: string; contactEmail: string | null };
  url: string;
}): OutgoingMail => {
  const { lang, kind, brand, url } = options;
  const t = (key: Parameters<typeof serverMessage>[1]) =>
    serverMessage(lang, key, { brand: brand.name, name: options.name });
  const subject = t(`email.${kind}.subject`);
  const lines = [
    t('email.greeting'),
    '',
    t(`email.${kind}.body`),
    url,
    '',
    t('email.ignore'),
    '',
    t('email.signature'),
  ];
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(brand.themeColor)}">${escapeHtml(brand.name)}</h2>
<p>${escapeHtml(t('email.greeting'))}</p>
<p>${escapeHtml(t(`email.${kind}.body`))}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${escapeHtml(brand.themeColor)};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t(`email.${kind}.action`))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(t('email.ignore'))}</p>
<p>${escapeHtml(t('email.signature'))}${brand.contactEmail ? `<br><a href="mailto:${escapeHtml(brand.contactEmail)}">${escapeHtml(brand.contactEmail)}</a>` : ''}</p>
</body></html>`;
  return { to: options.to, subject, text: lines.join('\n'), html };
};
