import { HTML_LANG, type Lang, serverMessage } from '@prepwell/contracts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/plain-text.ts';

/**
 * A contact message delivered to the tenant, in the tenant's language: who wrote (name and e-mail), and the
 * message as they typed it (escaped in the HTML). Reply-To is the sender, so the centre's "Reply" answers them.
 */
export const renderContactMail = (options: {
  lang: Lang;
  to: string;
  brand: { name: string; themeColor: string };
  sender: { name: string; email: string };
  message: string;
}): OutgoingMail => {
  const { lang, brand, sender } = options;
  // One line: a name typed with line breaks must not break the subject.
  const vars = { brand: brand.name, sender: sender.name.replace(/\s+/g, ' '), email: sender.email };
  const t = (key: Parameters<typeof serverMessage>[1]) => serverMessage(lang, key, vars);
  const lines = [t('email.contact.intro'), '', options.message, '', t('email.contact.reply')];
  const paragraphs = options.message
    .split(/\n{2,}/)
    .map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(brand.themeColor)}">${escapeHtml(brand.name)}</h2>
<p>${escapeHtml(t('email.contact.intro'))}</p>
<blockquote style="margin:0 0 1em;padding:0 1em;border-left:3px solid #ccc">${paragraphs}</blockquote>
<p><a href="mailto:${escapeHtml(sender.email)}">${escapeHtml(t('email.contact.reply'))}</a></p>
</body></html>`;
  return { to: options.to, replyTo: sender.email, subject: t('email.contact.subject'), text: lines.join('\n'), html };
};
