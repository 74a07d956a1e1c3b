import type {
  CourseChapterView,
  CourseProgressView,
  CourseSessionView,
  CourseState,
  CourseSummary,
  CourseType,
  CoursePersonRef,
  SessionSeatStatus,
} from '@prepwell/contracts';
import type { CourseChapter } from '../../db/schema/index.ts';
import { iso } from '../../lib/clock.ts';
import { effectiveStateOf, progressStatusOf, resourceIdsOf, resumeResourceOf, toMajorUnits } from './course-rules.ts';
import type { CourseRow, CourseStudentRow, PersonRow, SessionRow } from './courses.repository.ts';

export const nameOf = (p: Pick<PersonRow, 'firstName' | 'lastName' | 'username' | 'email'>) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username || p.email;

export const presentPerson = (p: PersonRow): CoursePersonRef => ({ id: p.id, name: nameOf(p), email: p.email });

export const courseFileUrl = (courseId: string, uploadId: string) => `/api/courses/${courseId}/files/${uploadId}`;

export const presentSummary = (
  row: CourseRow,
  refs: {
    now: Date;
    coverUrl: string | null;
    creator: PersonRow | undefined;
    counts: { teachers: number; students: number; sessions: number } | undefined;
  },
): CourseSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  cover_upload_id: row.coverUploadId,
  cover_url: refs.coverUrl,
  type: row.type as CourseType,
  price: toMajorUnits(row.priceMinor),
  currency: row.currency,
  state: effectiveStateOf(row, refs.now),
  stored_state: row.state as CourseState,
  active: row.active,
  expires_at: iso(row.expiresAt),
  creator: refs.creator ? presentPerson(refs.creator) : null,
  teacher_count: refs.counts?.teachers ?? 0,
  student_count: refs.counts?.students ?? 0,
  session_count: refs.counts?.sessions ?? 0,
  created_at: iso(row.createdAt)!,
  updated_at: iso(row.updatedAt)!,
});

export const presentChapters = (
  courseId: string,
  chapters: CourseChapter[],
  tests: Map<string, { title: string; kind: string }>,
): CourseChapterView[] =>
  chapters.map((c) => ({
    id: c.id,
    title: c.title,
    resources: c.resources.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      url: r.url ?? null,
      upload_id: r.uploadId ?? null,
      file_url: r.uploadId ? courseFileUrl(courseId, r.uploadId) : null,
      subtitle_upload_id: r.subtitleUploadId ?? null,
      subtitle_url: r.subtitleUploadId ? courseFileUrl(courseId, r.subtitleUploadId) : (r.subtitleUrl ?? null),
      test_id: r.testId ?? null,
      test_title: r.testId ? (tests.get(r.testId)?.title ?? null) : null,
      test_kind: r.testId ? (tests.get(r.testId)?.kind ?? null) : null,
    })),
  }));

export const presentProgress = (course: CourseRow, row: CourseStudentRow, now: Date): CourseProgressView => {
  const ids = resourceIdsOf(course.chapters);
  const present = new Set(ids);
  const done = row.completedResourceIds.filter((id) => present.has(id));
  return {
    status: progressStatusOf(effectiveStateOf(course, now), ids, done),
    done_resource_ids: done,
    done: done.length,
    total: ids.length,
    percent: ids.length ? Math.floor((done.length * 100) / ids.length) : 0,
    resume_resource_id: resumeResourceOf(ids, done, row.lastResourceId),
    last_active_at: iso(row.lastActiveAt),
    completed_at: iso(row.completedAt),
  };
};

export const presentSession = (
  row: SessionRow,
  refs: {
    course: { id: string; title: string };
    testTitles: Map<string, string>;
    klass: { capacity: number | null; scoreMin: number | null; scoreMax: number | null } | null;
    studentCount: number;
    mySeat: SessionSeatStatus | null;
  },
): CourseSessionView => ({
  id: row.id,
  course: refs.course,
  class_id: row.classId,
  title: row.title,
  city: row.city,
  fee: toMajorUnits(row.feeMinor),
  currency: row.currency,
  need_pay_first: row.needPayFirst,
  online: row.online,
  start_date: row.startDate,
  end_date: row.endDate,
  start_time: row.startTime,
  end_time: row.endTime,
  weekdays: row.weekdays,
  tests: row.testIds.flatMap((id) => {
    const title = refs.testTitles.get(id);
    return title === undefined ? [] : [{ id, title }];
  }),
  tags: row.tags,
  active: row.active,
  capacity: refs.klass?.capacity ?? null,
  score_min: refs.klass?.scoreMin ?? null,
  score_max: refs.klass?.scoreMax ?? null,
  student_count: refs.studentCount,
  my_seat: refs.mySeat,
  created_at: iso(row.createdAt)!,
});
