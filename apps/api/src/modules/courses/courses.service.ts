import type { z } from 'zod';
import {
  isTeacher,
  type AddCourseStudents,
  type CourseDetail,
  type CourseInput,
  type CourseListQuery,
  type CoursePage,
  type CourseStudents,
  type CourseSummary,
  type CourseUpdate,
} from '@prepwell/contracts';

type CourseInputOut = z.output<typeof CourseInput>;
type CourseUpdateOut = z.output<typeof CourseUpdate>;
type AddStudentsOut = z.output<typeof AddCourseStudents>;
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { findVisibleTest } from '../exams/catalogue/catalogue.service.ts';
import { addSessionClassTeachers, findUsersWithRoles, studentsNamed } from '../classes/session-class.service.ts';
import { logActivity } from '../users/users.service.ts';
import { withCourseAccess, type CourseCtx } from './course-access.ts';
import { chaptersOf, toMinorUnits } from './course-rules.ts';
import { canCreateCourse, listsAllCourses } from './courses.policy.ts';
import {
  deleteCourseRow,
  deleteCourseStudent,
  insertCourse,
  insertCourseStudents,
  replaceCourseTeachers,
  selectCourseCounts,
  selectCourses,
  selectCourseStudent,
  selectCourseStudentsWithPeople,
  selectCourseTeachers,
  selectPeople,
  selectSessionClassIds,
  selectUploads,
  updateCourseRow,
  COURSE_UPLOAD_KIND,
  type CourseRow,
} from './courses.repository.ts';
import { presentChapters, presentPerson, presentProgress, presentSummary } from './courses.presenter.ts';

type Deps_ = Pick<Deps, 'db' | 'storage'>;

/** The summaries of these rows (cover, creator, counts), in order. */
export const summariesOf = async (deps: Deps_, tx: TenantTx, rows: CourseRow[]): Promise<CourseSummary[]> => {
  const now = new Date();
  const counts = await selectCourseCounts(
    tx,
    rows.map((r) => r.id),
  );
  const creators = new Map(
    (await selectPeople(tx, [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))])).map((p) => [
      p.id,
      p,
    ]),
  );
  const covers = new Map(
    (await selectUploads(tx, [...new Set(rows.flatMap((r) => (r.coverUploadId ? [r.coverUploadId] : [])))])).map(
      (u) => [u.id, deps.storage.url(u.path)],
    ),
  );
  return rows.map((row) =>
    presentSummary(row, {
      now,
      coverUrl: row.coverUploadId ? (covers.get(row.coverUploadId) ?? null) : null,
      creator: row.createdBy ? creators.get(row.createdBy) : undefined,
      counts: counts.get(row.id),
    }),
  );
};

/** Titles of the tests of these ids the tenant sees (published, its own or the shared catalogue). */
export const visibleTestTitles = async (tx: TenantTx, ids: string[]): Promise<Map<string, string>> => {
  const titles = new Map<string, string>();
  for (const id of new Set(ids)) {
    const test = await findVisibleTest(tx, id);
    if (test) titles.set(id, test.title);
  }
  return titles;
};

/** The tests of these ids the tenant sees, with their title and exam kind. */
const visibleTestsOf = async (tx: TenantTx, ids: string[]) => {
  const out = new Map<string, { title: string; kind: string }>();
  for (const id of new Set(ids)) {
    const test = await findVisibleTest(tx, id);
    if (test) out.set(id, { title: test.title, kind: test.kind });
  }
  return out;
};

const detailOf = async (
  deps: Deps_,
  tx: TenantTx,
  course: CourseRow,
  role: 'manager' | 'student',
  actorId: string,
): Promise<CourseDetail> => {
  const [summary] = await summariesOf(deps, tx, [course]);
  const testIds = course.chapters.flatMap((c) => c.resources.flatMap((r) => (r.testId ? [r.testId] : [])));
  const mine = role === 'student' ? await selectCourseStudent(tx, course.id, actorId) : undefined;
  return {
    ...summary!,
    chapters: presentChapters(course.id, course.chapters, await visibleTestsOf(tx, testIds)),
    teachers: (await selectCourseTeachers(tx, course.id)).map(presentPerson),
    my_role: role,
    progress: mine ? presentProgress(course, mine, new Date()) : null,
  };
};

/** The tenant's teachers of these ids (anyone else → 422 `not_a_teacher` on `teacher_ids.N`). */
const teachersOf = async (tx: TenantTx, ids: string[]): Promise<string[]> => {
  const wanted = [...new Set(ids)];
  const found = await findUsersWithRoles(tx, { ids: wanted });
  const bad = ids.findIndex((id) => !found.some((u) => u.id === id && isTeacher(u)));
  if (bad >= 0) throw new AppError('not_a_teacher', { details: { field: `teacher_ids.${bad}` } });
  return wanted;
};

/**
 * The files a chapter may use — course files already in this course, or uploaded by the caller — and the
 * tests the tenant sees, for checking chapters.
 */
const chapterRefsOf = async (
  tx: TenantTx,
  course: CourseRow | null,
  actorId: string,
  chapters: CourseInputOut['chapters'],
) => {
  const uploadIds = chapters.flatMap((c) =>
    c.resources.flatMap((r) => [r.upload_id, r.subtitle_upload_id].filter((x): x is string => !!x)),
  );
  const inCourse = new Set(
    (course?.chapters ?? []).flatMap((c) => c.resources.flatMap((r) => [r.uploadId, r.subtitleUploadId])),
  );
  const own = (await selectUploads(tx, uploadIds)).filter(
    (u) => u.kind === COURSE_UPLOAD_KIND && (inCourse.has(u.id) || u.ownerId === actorId),
  );
  const testIds = chapters.flatMap((c) => c.resources.flatMap((r) => (r.test_id ? [r.test_id] : [])));
  return {
    uploadIds: new Set(own.map((u) => u.id)),
    testIds: new Set((await visibleTestTitles(tx, testIds)).keys()),
  };
};

/** A cover: an image upload of the tenant (`POST /api/images`); anything else → 422 on `cover_upload_id`. */
const coverOf = async (tx: TenantTx, id: string | null | undefined) => {
  if (!id) return null;
  const [upload] = await selectUploads(tx, [id]);
  if (!upload || !upload.mime.startsWith('image/'))
    throw new AppError('validation_failed', { fields: [{ path: 'cover_upload_id', key: 'invalid_value' }] });
  return id;
};

/**
 * `GET /api/courses`: company admins and super admins list every course of the tenant; a teacher lists the
 * courses they teach. Newest first, by title, state, active.
 */
export const findCourses = (deps: Deps_, ctx: CourseCtx & { query: CourseListQuery }): Promise<CoursePage> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const rows = await selectCourses(tx, {
      q: ctx.query.q,
      state: ctx.query.state,
      active: ctx.query.active === undefined ? undefined : ctx.query.active === 'true',
      ...(listsAllCourses(ctx.actor) ? {} : { teacherId: ctx.actor.id }),
    });
    return { data: await summariesOf(deps, tx, rows) };
  });

/**
 * `POST /api/courses`: a teacher or company admin creates a course; the creator, when a teacher, is one of
 * its teachers besides `teacher_ids`. Chapters and resources are checked (course-rules.ts): files the caller
 * uploaded (`POST /api/courses/:id/files` of another course they manage) may be used, else videos and files
 * come with an edit once uploaded to this course.
 */
export const createCourse = (deps: Deps_, ctx: CourseCtx & { input: CourseInputOut }): Promise<CourseDetail> => {
  if (!canCreateCourse(ctx.actor)) throw new AppError('forbidden');
  const i = ctx.input;
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const chapters = chaptersOf(i.chapters, await chapterRefsOf(tx, null, ctx.actor.id, i.chapters));
    const teacherIds = await teachersOf(tx, i.teacher_ids);
    const row = await insertCourse(tx, {
      title: i.title,
      description: i.description,
      coverUploadId: await coverOf(tx, i.cover_upload_id),
      type: i.type,
      priceMinor: toMinorUnits(i.price),
      currency: i.currency,
      chapters,
      state: i.state,
      active: i.active,
      expiresAt: i.expires_at ? new Date(i.expires_at) : null,
      createdBy: ctx.actor.id,
    });
    const own = isTeacher(ctx.actor) && !teacherIds.includes(ctx.actor.id) ? [ctx.actor.id] : [];
    await replaceCourseTeachers(tx, row.id, [...own, ...teacherIds]);
    await logActivity(tx, ctx.actor.id, 'course_created', row.title.slice(0, 120));
    return detailOf(deps, tx, row, 'manager', ctx.actor.id);
  });
};

/** `GET /api/courses/:id`: managers; its students while it is open (else `course_expired` / `course_maintenance`). */
export const getCourse = (deps: Deps_, ctx: CourseCtx & { courseId: string }): Promise<CourseDetail> =>
  withCourseAccess(deps, { ...ctx, action: 'read' }, (tx, { course, role }) =>
    detailOf(deps, tx, course, role, ctx.actor.id),
  );

/**
 * `PATCH /api/courses/:id` (managers): any field; chapters are replaced as a whole (resource ids kept by the
 * client keep their progress). New teachers are added to the classes of the course's sessions too.
 */
export const updateCourse = (
  deps: Deps_,
  ctx: CourseCtx & { courseId: string; input: CourseUpdateOut },
): Promise<CourseDetail> =>
  withCourseAccess(deps, { ...ctx, action: 'manage', lock: true }, async (tx, { course }) => {
    const i = ctx.input;
    const chapters = i.chapters
      ? chaptersOf(i.chapters, await chapterRefsOf(tx, course, ctx.actor.id, i.chapters))
      : undefined;
    const row = await updateCourseRow(tx, course.id, {
      ...(i.title !== undefined ? { title: i.title } : {}),
      ...(i.description !== undefined ? { description: i.description } : {}),
      ...('cover_upload_id' in i ? { coverUploadId: await coverOf(tx, i.cover_upload_id) } : {}),
      ...(i.type !== undefined ? { type: i.type } : {}),
      ...(i.price !== undefined ? { priceMinor: toMinorUnits(i.price) } : {}),
      ...(i.currency !== undefined ? { currency: i.currency } : {}),
      ...(chapters ? { chapters } : {}),
      ...(i.state !== undefined ? { state: i.state } : {}),
      ...(i.active !== undefined ? { active: i.active } : {}),
      ...('expires_at' in i ? { expiresAt: i.expires_at ? new Date(i.expires_at) : null } : {}),
    });
    if (i.teacher_ids) {
      const ids = await teachersOf(tx, i.teacher_ids);
      await replaceCourseTeachers(tx, course.id, ids);
      for (const classId of await selectSessionClassIds(tx, course.id)) await addSessionClassTeachers(tx, classId, ids);
    }
    return detailOf(deps, tx, row, 'manager', ctx.actor.id);
  });

/** `DELETE /api/courses/:id` (managers): the course with its sessions (their classes stay, as classes). */
export const deleteCourse = (deps: Deps_, ctx: CourseCtx & { courseId: string }): Promise<void> =>
  withCourseAccess(deps, { ...ctx, action: 'manage', lock: true }, async (tx, { course }) => {
    await deleteCourseRow(tx, course.id);
    await logActivity(tx, ctx.actor.id, 'course_deleted', course.title.slice(0, 120));
  });

/** `GET /api/courses/:id/students` (managers): each student with their progress. */
export const findCourseStudents = (deps: Deps_, ctx: CourseCtx & { courseId: string }): Promise<CourseStudents> =>
  withCourseAccess(deps, { ...ctx, action: 'manage' }, async (tx, { course }) => {
    const now = new Date();
    return {
      data: (await selectCourseStudentsWithPeople(tx, course.id)).map(({ row, person }) => ({
        user: presentPerson(person),
        enrolled_at: row.enrolledAt.toISOString(),
        progress: presentProgress(course, row, now),
      })),
    };
  });

/** `POST /api/courses/:id/students` (managers): students of the tenant join the course (those in it stay). */
export const addCourseStudents = (
  deps: Deps_,
  ctx: CourseCtx & { courseId: string; input: AddStudentsOut },
): Promise<CourseStudents> =>
  withCourseAccess(deps, { ...ctx, action: 'manage' }, async (tx, { course }) => {
    await insertCourseStudents(tx, course.id, await studentsNamed(tx, ctx.input, 'user_ids'));
    return { data: [] };
  }).then(() => findCourseStudents(deps, ctx));

/** `DELETE /api/courses/:id/students/:userId` (managers): not in it → 404. */
export const removeCourseStudent = (deps: Deps_, ctx: CourseCtx & { courseId: string; userId: string }) =>
  withCourseAccess(deps, { ...ctx, action: 'manage' }, async (tx, { course }) => {
    if (!(await deleteCourseStudent(tx, course.id, ctx.userId))) throw new AppError('not_found');
  });

/** Adds students to a course on the caller's transaction (placement into one of its sessions). */
export const enrolInCourse = (tx: TenantTx, courseId: string, userIds: string[]) =>
  insertCourseStudents(tx, courseId, userIds);
