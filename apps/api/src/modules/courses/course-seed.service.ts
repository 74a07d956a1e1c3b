import type { TenantTx } from '../../db/with-tenant.ts';
import type { CourseChapter } from '../../db/schema/index.ts';
import { createSessionClass } from '../classes/session-class.service.ts';
import {
  insertCourse,
  insertSession,
  replaceCourseTeachers,
  updateCourseStudent,
  type SessionInsert,
} from './courses.repository.ts';
import { placeInSession } from './session-seats.service.ts';

/**
 * What the demo seed (seed/demo-courses.ts) writes courses through, in its one transaction on the demo
 * tenant (the seed imports no repository, decision 0021). No access checks: the seed acts for the platform.
 */

export interface SeededSession {
  values: Omit<SessionInsert, 'tenantId' | 'courseId' | 'classId'>;
  capacity: number | null;
  /** Students placed in it (seated, or awaiting payment when it asks for payment first). */
  studentIds: string[];
}

export interface SeededCourse {
  title: string;
  description: string;
  type: string;
  priceMinor: number;
  currency: string;
  chapters: CourseChapter[];
  createdBy: string;
  teacherIds: string[];
  session: SeededSession;
  /** A student's progress in it: resources done and the one to resume at. */
  progress?: { userId: string; done: string[]; last: string };
}

/** A published course with its teachers and one session (its own class), students placed; the course id. */
export const createSeededCourse = async (tx: TenantTx, input: SeededCourse): Promise<string> => {
  const course = await insertCourse(tx, {
    title: input.title,
    description: input.description,
    type: input.type,
    priceMinor: input.priceMinor,
    currency: input.currency,
    chapters: input.chapters,
    state: 'published',
    active: true,
    createdBy: input.createdBy,
  });
  await replaceCourseTeachers(tx, course.id, input.teacherIds);
  const v = input.session.values;
  const classId = await createSessionClass(tx, {
    fields: {
      name: `${input.title} · ${v.title}`,
      method: v.online ? 'online' : 'in_person',
      startDate: v.startDate ?? null,
      endDate: v.endDate ?? null,
      startTime: v.startTime ?? null,
      endTime: v.endTime ?? null,
      capacity: input.session.capacity,
      scoreMin: null,
      scoreMax: null,
    },
    ownerId: input.teacherIds[0] ?? input.createdBy,
    teacherIds: input.teacherIds,
    description: input.description,
  });
  const session = await insertSession(tx, { ...v, courseId: course.id, classId });
  await placeInSession(tx, session, input.session.studentIds);
  if (input.progress)
    await updateCourseStudent(tx, course.id, input.progress.userId, {
      completedResourceIds: input.progress.done,
      lastResourceId: input.progress.last,
      lastActiveAt: new Date(),
    });
  return course.id;
};
