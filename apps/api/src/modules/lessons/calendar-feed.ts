import { ICalCalendarMethod, ICalEventStatus, default as ical } from 'ical-generator';
import { pickLang, type Lang, type LessonPerson } from '@prepwell/contracts';
import type { CalendarRow } from './lessons.repository.ts';

/**
 * The iCalendar text of a user's lessons (pure): one VEVENT per lesson with a UID stable for the lesson,
 * SEQUENCE growing with each change, STATUS:CANCELLED for a cancelled lesson, LOCATION (room, else the
 * online link), URL (the lesson's page) and the tenant's name in the calendar's name. Words of the feed
 * itself (the calendar's name, a private lesson without a title) are in the owner's language.
 */
const WORDS: Record<Lang, { calendar: string; lesson: string; privateLesson: string; teacher: string; for: string }> = {
  en: { calendar: 'lessons', lesson: 'Lesson', privateLesson: 'Private lesson', teacher: 'Teacher', for: 'For' },
  cn: { calendar: '课程', lesson: '课程', privateLesson: '私教课', teacher: '老师', for: '学生' },
  tw: { calendar: '課程', lesson: '課程', privateLesson: '私人課', teacher: '老師', for: '學生' },
};

export interface FeedInput {
  tenantName: string;
  host: string;
  origin: string;
  lang: string;
  lessons: { row: CalendarRow; students: LessonPerson[] }[];
}

export const renderLessonFeed = (input: FeedInput): string => {
  const words = WORDS[pickLang(input.lang)];
  const calendar = ical({
    name: `${input.tenantName} — ${words.calendar}`,
    prodId: { company: 'Prepwell', product: 'lessons', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const { row, students } of input.lessons) {
    const summary = row.title || row.className || (row.kind === 'private' ? words.privateLesson : words.lesson);
    const description = [
      row.className && row.title ? row.className : null,
      row.teacher ? `${words.teacher}: ${row.teacher.name}` : null,
      students.length > 0 ? `${words.for}: ${students.map((s) => s.name).join(', ')}` : null,
      row.onlineUrl,
      row.notes || null,
    ]
      .filter(Boolean)
      .join('\n');
    calendar.createEvent({
      id: `lesson-${row.id}@${input.host}`,
      start: row.startsAt,
      end: row.endsAt,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      created: row.createdAt,
      sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      summary,
      description: description || null,
      location: row.room ?? row.onlineUrl ?? null,
      url: `${input.origin}/lessons/${row.id}`,
    });
  }
  return calendar.toString();
};
