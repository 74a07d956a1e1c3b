import { HTML_LANG, INTL_LOCALE, type Lang, serverMessage } from '@prepwell/contracts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/plain-text.ts';

/** A date and time as the reader says it, in their time zone ("May 1, 2026, 9:00 AM", "2026年5月1日 09:00"). */
export const formatWhen = (when: Date, lang: Lang, timeZone: string): string => {
  try {
    return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      when,
    );
  } catch {
    // An unknown time zone stored on a user: say it in UTC rather than fail the send.
    return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(when);
  }
};

/** The e-mail that sends a class test to a student, in their language, with the link to their class tests. */
export const renderClassTestMail = (options: {
  lang: Lang;
  to: string;
  name: string;
  className: string;
  testTitle: string;
  when: string;
  brand: { name: string; themeColor: string; contactEmail: string | null };
  url: string;
}): OutgoingMail => {
  const { lang, brand, url } = options;
  const vars = {
    brand: brand.name,
    name: options.name,
    class: options.className,
    test: options.testTitle,
    date: options.when,
  };
  const t = (key: Parameters<typeof serverMessage>[1]) => serverMessage(lang, key, vars);
  const lines = [t('email.greeting'), '', t('email.class_test.body'), url, '', t('email.signature')];
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(brand.themeColor)}">${escapeHtml(brand.name)}</h2>
<p>${escapeHtml(t('email.greeting'))}</p>
<p>${escapeHtml(t('email.class_test.body'))}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:${escapeHtml(brand.themeColor)};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('email.class_test.action'))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>${escapeHtml(t('email.signature'))}${brand.contactEmail ? `<br><a href="mailto:${escapeHtml(brand.contactEmail)}">${escapeHtml(brand.contactEmail)}</a>` : ''}</p>
</body></html>`;
  return { to: options.to, subject: t('email.class_test.subject'), text: lines.join('\n'), html };
};
