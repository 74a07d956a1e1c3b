import type {
  AttendanceEntryView,
  CalendarLesson,
  LessonAttendanceStatus,
  LessonDetail,
  LessonKind,
  LessonMaterialView,
  LessonPerson,
  LessonSeriesView,
  LessonStatus,
} from '@prepwell/contracts';
import type { LessonMaterial } from '../../db/schema/index.ts';
import type { CalendarRow, SeriesRow } from './lessons.repository.ts';

/** A lesson's material as stored: a link, or one of the class's materials (`materialId`). */
export type StoredMaterial = LessonMaterial & { materialId?: string | null };

export const presentSeries = (
  row: SeriesRow & { teacherName?: string | null; lessonCount?: number },
): LessonSeriesView => ({
  id: row.id,
  class_id: row.classId,
  title: row.title,
  teacher_id: row.teacherId,
  teacher_name: row.teacherName ?? null,
  weekdays: row.weekdays,
  start_time: row.startTime,
  duration_minutes: row.durationMinutes,
  time_zone: row.timeZone,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  room: row.room,
  online_url: row.onlineUrl,
  lesson_count: row.lessonCount ?? 0,
});

export const presentCalendarLesson = (row: CalendarRow, students: LessonPerson[] = []): CalendarLesson => ({
  id: row.id,
  kind: row.kind as LessonKind,
  title: row.title,
  class_id: row.classId,
  class_name: row.className,
  series_id: row.seriesId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  status: row.status as LessonStatus,
  teacher: row.teacher,
  room: row.room,
  online_url: row.onlineUrl,
  attendance_taken: row.attendanceTakenAt !== null,
  students,
});

/** A material's address: its link, or the class material's members-only file route. */
export const presentMaterial = (classId: string | null, m: StoredMaterial): LessonMaterialView => ({
  title: m.title,
  url: m.url ?? (m.materialId && classId ? `/api/classes/${classId}/materials/${m.materialId}/file` : null),
  material_id: m.materialId ?? null,
});

export const presentLessonDetail = (
  row: CalendarRow,
  extra: { students: LessonPerson[]; canManage: boolean; roster: AttendanceEntryView[] },
): LessonDetail => ({
  ...presentCalendarLesson(row, extra.students),
  notes: row.notes,
  materials: (row.materials as StoredMaterial[]).map((m) => presentMaterial(row.classId, m)),
  can_manage: extra.canManage,
  attendance_taken_at: row.attendanceTakenAt?.toISOString() ?? null,
  roster: extra.roster,
});

export const presentAttendanceEntry = (
  person: { id: string; name: string; email: string },
  row: { status: string; note: string } | undefined,
): AttendanceEntryView => ({
  user_id: person.id,
  name: person.name,
  email: person.email,
  status: (row?.status as LessonAttendanceStatus | undefined) ?? null,
  note: row?.note ?? '',
});
