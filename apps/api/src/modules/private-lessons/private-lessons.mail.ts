import { DateTime } from 'luxon';
import { HTML_LANG, INTL_LOCALE, type Lang } from '@prepwell/contracts';
import type { ProposedTime } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import { escapeHtml, oneLine } from '../../lib/plain-text.ts';

/**
 * The private lessons' e-mails (issue 19), each in its recipient's language: a new request to the teacher
 * (or the tenant's admins for "any"); an answer (accepted, other times proposed, declined) to the family;
 * the family's acceptance of other times, or their cancelling, to the teacher; an admin's answer given on
 * a teacher's behalf, to that teacher (`…ForTeacher`). Times are written in the centre's business time
 * zone, which is named.
 */
export type PrivateLessonMailKind =
  | 'requested'
  | 'accepted'
  | 'countered'
  | 'declined'
  | 'booked'
  | 'cancelled'
  | 'acceptedForTeacher'
  | 'counteredForTeacher'
  | 'declinedForTeacher';

interface Texts {
  subject: string;
  intro: string;
  action: string;
  labels: { student: string; subject: string; times: string; time: string; message: string; teacher: string };
}

type Vars = { brand: string; student: string; subject: string; teacher: string };
const fill = (s: string, v: Vars) => s.replace(/\{\{(\w+)\}\}/g, (_, k: keyof Vars) => v[k] ?? '');

const LABELS: Record<Lang, Texts['labels']> = {
  en: {
    student: 'Student',
    subject: 'Subject',
    times: 'Proposed times',
    time: 'Time',
    message: 'Message',
    teacher: 'Teacher',
  },
  cn: { student: '学生', subject: '科目', times: '建议的时间', time: '时间', message: '留言', teacher: '老师' },
  tw: { student: '學生', subject: '科目', times: '建議的時間', time: '時間', message: '留言', teacher: '老師' },
};

const TEXTS: Record<PrivateLessonMailKind, Record<Lang, Omit<Texts, 'labels'>>> = {
  requested: {
    en: {
      subject: 'New private lesson request: {{subject}} for {{student}}',
      intro:
        '{{student}} asks for a private lesson in {{subject}} at {{brand}}. Accept a time, propose others or decline.',
      action: 'Answer the request',
    },
    cn: {
      subject: '新的私教课申请：{{student}} 的{{subject}}',
      intro: '{{student}} 在 {{brand}} 申请一节{{subject}}私教课。请接受一个时间、建议其他时间或婉拒。',
      action: '回复申请',
    },
    tw: {
      subject: '新的私人課程申請：{{student}} 的{{subject}}',
      intro: '{{student}} 在 {{brand}} 申請一堂{{subject}}私人課程。請接受一個時間、建議其他時間或婉拒。',
      action: '回覆申請',
    },
  },
  accepted: {
    en: {
      subject: 'Private lesson booked: {{subject}}',
      intro: 'Your private lesson in {{subject}} for {{student}} with {{teacher}} is booked.',
      action: 'See your private lessons',
    },
    cn: {
      subject: '私教课已预约：{{subject}}',
      intro: '{{student}} 与 {{teacher}} 的{{subject}}私教课已预约成功。',
      action: '查看私教课',
    },
    tw: {
      subject: '私人課程已預約：{{subject}}',
      intro: '{{student}} 與 {{teacher}} 的{{subject}}私人課程已預約成功。',
      action: '查看私人課程',
    },
  },
  countered: {
    en: {
      subject: 'Other times proposed for your private lesson: {{subject}}',
      intro:
        '{{teacher}} proposes other times for the private lesson in {{subject}} for {{student}}. Accept one of them or cancel the request.',
      action: 'Choose a time',
    },
    cn: {
      subject: '私教课建议了其他时间：{{subject}}',
      intro: '{{teacher}} 为 {{student}} 的{{subject}}私教课建议了其他时间。请接受其中一个，或取消申请。',
      action: '选择时间',
    },
    tw: {
      subject: '私人課程建議了其他時間：{{subject}}',
      intro: '{{teacher}} 為 {{student}} 的{{subject}}私人課程建議了其他時間。請接受其中一個，或取消申請。',
      action: '選擇時間',
    },
  },
  declined: {
    en: {
      subject: 'Private lesson request declined: {{subject}}',
      intro: 'The request for a private lesson in {{subject}} for {{student}} was declined.',
      action: 'See your private lessons',
    },
    cn: {
      subject: '私教课申请未被接受：{{subject}}',
      intro: '{{student}} 的{{subject}}私教课申请未被接受。',
      action: '查看私教课',
    },
    tw: {
      subject: '私人課程申請未被接受：{{subject}}',
      intro: '{{student}} 的{{subject}}私人課程申請未被接受。',
      action: '查看私人課程',
    },
  },
  booked: {
    en: {
      subject: 'Private lesson booked: {{subject}} with {{student}}',
      intro: '{{student}} accepted a time you proposed: the private lesson in {{subject}} is booked.',
      action: 'See the private lessons',
    },
    cn: {
      subject: '私教课已预约：{{student}} 的{{subject}}',
      intro: '{{student}} 接受了您建议的时间，{{subject}}私教课已预约成功。',
      action: '查看私教课',
    },
    tw: {
      subject: '私人課程已預約：{{student}} 的{{subject}}',
      intro: '{{student}} 接受了您建議的時間，{{subject}}私人課程已預約成功。',
      action: '查看私人課程',
    },
  },
  cancelled: {
    en: {
      subject: 'Private lesson request cancelled: {{subject}} for {{student}}',
      intro: 'The family cancelled the request for a private lesson in {{subject}} for {{student}}.',
      action: 'See the private lessons',
    },
    cn: {
      subject: '私教课申请已取消：{{student}} 的{{subject}}',
      intro: '家庭已取消 {{student}} 的{{subject}}私教课申请。',
      action: '查看私教课',
    },
    tw: {
      subject: '私人課程申請已取消：{{student}} 的{{subject}}',
      intro: '家庭已取消 {{student}} 的{{subject}}私人課程申請。',
      action: '查看私人課程',
    },
  },
  acceptedForTeacher: {
    en: {
      subject: 'Private lesson booked for you: {{subject}} with {{student}}',
      intro:
        'An administrator of {{brand}} accepted a time for you: your private lesson in {{subject}} with {{student}} is booked.',
      action: 'See the private lessons',
    },
    cn: {
      subject: '已为您预约私教课：{{student}} 的{{subject}}',
      intro: '{{brand}} 的管理员已代您接受一个时间：您与 {{student}} 的{{subject}}私教课已预约成功。',
      action: '查看私教课',
    },
    tw: {
      subject: '已為您預約私人課程：{{student}} 的{{subject}}',
      intro: '{{brand}} 的管理員已代您接受一個時間：您與 {{student}} 的{{subject}}私人課程已預約成功。',
      action: '查看私人課程',
    },
  },
  counteredForTeacher: {
    en: {
      subject: 'Other times proposed for you: {{subject}} with {{student}}',
      intro:
        'An administrator of {{brand}} proposed other times on your behalf for the private lesson in {{subject}} with {{student}}. The family will choose one of them.',
      action: 'See the private lessons',
    },
    cn: {
      subject: '已代您建议其他时间：{{student}} 的{{subject}}',
      intro: '{{brand}} 的管理员已代您为 {{student}} 的{{subject}}私教课建议了其他时间，家庭将从中选择。',
      action: '查看私教课',
    },
    tw: {
      subject: '已代您建議其他時間：{{student}} 的{{subject}}',
      intro: '{{brand}} 的管理員已代您為 {{student}} 的{{subject}}私人課程建議了其他時間，家庭將從中選擇。',
      action: '查看私人課程',
    },
  },
  declinedForTeacher: {
    en: {
      subject: 'Private lesson request declined for you: {{subject}} for {{student}}',
      intro:
        'An administrator of {{brand}} declined on your behalf the request for a private lesson in {{subject}} for {{student}}.',
      action: 'See the private lessons',
    },
    cn: {
      subject: '已代您婉拒私教课申请：{{student}} 的{{subject}}',
      intro: '{{brand}} 的管理员已代您婉拒 {{student}} 的{{subject}}私教课申请。',
      action: '查看私教课',
    },
    tw: {
      subject: '已代您婉拒私人課程申請：{{student}} 的{{subject}}',
      intro: '{{brand}} 的管理員已代您婉拒 {{student}} 的{{subject}}私人課程申請。',
      action: '查看私人課程',
    },
  },
};

/** "Tue, Dec 1, 2026, 4:00 PM – 5:00 PM (Asia/Shanghai)" in the reader's language. */
export const formatSpan = (lang: Lang, time: ProposedTime, zone: string) => {
  const start = DateTime.fromISO(time.startsAt, { zone }).setLocale(INTL_LOCALE[lang]);
  const end = DateTime.fromISO(time.endsAt, { zone }).setLocale(INTL_LOCALE[lang]);
  const day = start.toLocaleString({ weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  const clock = { hour: 'numeric', minute: '2-digit' } as const;
  return `${day} ${start.toLocaleString(clock)} – ${end.toLocaleString(clock)} (${zone})`;
};

export interface PrivateLessonMailInput {
  kind: PrivateLessonMailKind;
  lang: Lang;
  to: string;
  brand: { name: string; themeColor: string };
  zone: string;
  student: string;
  teacher: string | null;
  subject: string;
  /** The times the mail is about: those proposed, the other times, or the booked one. */
  times: ProposedTime[];
  /** The family's message (to the teacher) or the reply (to the family). */
  note: string;
  url: string;
}

export const renderPrivateLessonMail = (input: PrivateLessonMailInput): OutgoingMail => {
  const texts = TEXTS[input.kind][input.lang];
  const labels = LABELS[input.lang];
  const vars: Vars = {
    brand: input.brand.name,
    student: oneLine(input.student),
    subject: oneLine(input.subject),
    teacher: oneLine(input.teacher ?? ''),
  };
  const subject = fill(texts.subject, vars);
  const intro = fill(texts.intro, vars);
  const timeLabel = input.times.length > 1 || input.kind === 'requested' ? labels.times : labels.time;
  const times = input.times.map((t) => formatSpan(input.lang, t, input.zone));
  const rows: [string, string][] = [
    [labels.student, vars.student],
    [labels.subject, vars.subject],
    ...(vars.teacher ? [[labels.teacher, vars.teacher] as [string, string]] : []),
  ];
  const text = [
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    `${timeLabel}:`,
    ...times.map((t) => `- ${t}`),
    ...(input.note ? ['', `${labels.message}:`, input.note] : []),
    '',
    `${texts.action}: ${input.url}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${HTML_LANG[input.lang]}"><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<h2 style="color:${escapeHtml(input.brand.themeColor)}">${escapeHtml(input.brand.name)}</h2>
<p>${escapeHtml(intro)}</p>
<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p><strong>${escapeHtml(timeLabel)}</strong></p>
<ul>${times.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
${input.note ? `<p><strong>${escapeHtml(labels.message)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(input.note)}</p>` : ''}
<p><a href="${escapeHtml(input.url)}">${escapeHtml(texts.action)}</a></p>
</body></html>`;
  return { to: input.to, subject, text, html };
};
