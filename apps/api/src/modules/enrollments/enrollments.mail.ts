import { HTML_LANG, type Lang, serverMessage } from '@prepwell/contracts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml, oneLine } from '../../lib/plain-text.ts';

interface EnrollmentMailInput {
  lang: Lang;
  to: string;
  brand: { name: string; themeColor: string };
  filler: { name: string; email: string; phone: string };
  students: string[];
}

const page = (lang: Lang, brand: EnrollmentMailInput['brand'], body: string) =>
  `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(brand.themeColor)}">${escapeHtml(brand.name)}</h2>
${body}
</body></html>`;

const varsOf = (input: EnrollmentMailInput) => ({
  brand: input.brand.name,
  name: oneLine(input.filler.name),
  email: input.filler.email,
  phone: input.filler.phone,
  students: input.students.map(oneLine).join(', '),
});

/** To the family, in the language they filled the form in: what the centre received. */
export const renderFamilyMail = (input: EnrollmentMailInput): OutgoingMail => {
  const t = (key: Parameters<typeof serverMessage>[1]) => serverMessage(input.lang, key, varsOf(input));
  const intro = t('email.enrollment.family_intro');
  return {
    to: input.to,
    subject: t('email.enrollment.family_subject'),
    text: intro,
    html: page(input.lang, input.brand, `<p>${escapeHtml(intro)}</p>`),
  };
};

/** To the centre (its contact e-mail), in the tenant's language, with a link to the enrollment. */
export const renderCentreMail = (input: EnrollmentMailInput & { url: string }): OutgoingMail => {
  const t = (key: Parameters<typeof serverMessage>[1]) => serverMessage(input.lang, key, varsOf(input));
  const intro = t('email.enrollment.centre_intro');
  const action = t('email.enrollment.centre_action');
  return {
    to: input.to,
    subject: t('email.enrollment.centre_subject'),
    text: [intro, '', `${action}: ${input.url}`].join('\n'),
    html: page(
      input.lang,
      input.brand,
      `<p>${escapeHtml(intro)}</p>\n<p><a href="${escapeHtml(input.url)}">${escapeHtml(action)}</a></p>`,
    ),
  };
};
