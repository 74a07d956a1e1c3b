import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddCourseStudents,
  COURSE_FILE_MAX_BYTES,
  CourseDetail,
  CourseFileParams,
  CourseFileView,
  CourseInput,
  CourseListQuery,
  CoursePage,
  CourseParams,
  CourseProgressUpdate,
  CourseProgressView,
  CourseSessionInput,
  CourseSessionParams,
  CourseSessionUpdate,
  CourseSessionView,
  CourseStudentParams,
  CourseStudents,
  CourseUpdate,
  MyCourses,
  Ok,
  PlaceSessionStudents,
  PlacementProposal,
  PlacementQuery,
  SessionClassList,
  SessionClassQuery,
  SessionPlacementResult,
  SessionStudents,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, sendPrivateFile } from '../../http/route-helpers.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { openCourseFile, uploadCourseFile } from './course-files.service.ts';
import { getPlacementProposal } from './course-placement.service.ts';
import { findMyCourses, updateProgress } from './course-progress.service.ts';
import {
  createSession,
  deleteSession,
  findSessions,
  findSessionStudents,
  getSession,
  joinSession,
  placeSessionStudents,
  updateSession,
} from './course-sessions.service.ts';
import {
  addCourseStudents,
  createCourse,
  deleteCourse,
  findCourses,
  findCourseStudents,
  getCourse,
  removeCourseStudent,
  updateCourse,
} from './courses.service.ts';

const tags = ['courses'];

/**
 * Courses and course sessions (issue 19). Access is declared per route and refined by the services: the
 * course's managers (its teachers, company admins, super admins) and its students; anyone else → 404.
 */
export const courseRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const educators = { access: ['teacher', 'super_admin'] } as const;
  const members = { access: ['teacher', 'super_admin', 'student'] } as const;
  const students = { access: 'student' } as const;

  // Courses
  app.get(
    '/api/courses',
    { config: educators, schema: { tags, querystring: CourseListQuery, response: { 200: CoursePage } } },
    (req) => findCourses(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/courses',
    { config: educators, schema: { tags, body: CourseInput, response: { 200: CourseDetail } } },
    (req) => createCourse(deps, { ...callerOf(req), input: req.body }),
  );
  app.get(
    '/api/courses/:id',
    { config: members, schema: { tags, params: CourseParams, response: { 200: CourseDetail } } },
    (req) => getCourse(deps, { ...callerOf(req), courseId: req.params.id }),
  );
  app.patch(
    '/api/courses/:id',
    { config: educators, schema: { tags, params: CourseParams, body: CourseUpdate, response: { 200: CourseDetail } } },
    (req) => updateCourse(deps, { ...callerOf(req), courseId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/courses/:id',
    { config: educators, schema: { tags, params: CourseParams, response: { 200: Ok } } },
    async (req) => {
      await deleteCourse(deps, { ...callerOf(req), courseId: req.params.id });
      return { ok: true as const };
    },
  );

  // Files (videos, files, subtitles), at most 20 MB
  app.post(
    '/api/courses/:id/files',
    {
      config: educators,
      schema: { tags, params: CourseParams, consumes: ['multipart/form-data'], response: { 200: CourseFileView } },
    },
    (req) =>
      uploadCourseFile(deps, {
        ...callerOf(req),
        courseId: req.params.id,
        read: () => readMultipart(req, { maxFileBytes: COURSE_FILE_MAX_BYTES, file: 'required' }),
      }),
  );
  app.get(
    '/api/courses/:id/files/:uploadId',
    { config: members, schema: { tags, params: CourseFileParams } },
    async (req, reply) => {
      const file = await openCourseFile(deps, {
        ...callerOf(req),
        courseId: req.params.id,
        uploadId: req.params.uploadId,
      });
      return sendPrivateFile(reply, {
        type: file.mime,
        disposition: 'inline',
        body: file.stream,
        uploaded: { size: file.size },
      });
    },
  );

  // Students and progress
  app.get(
    '/api/courses/:id/students',
    { config: educators, schema: { tags, params: CourseParams, response: { 200: CourseStudents } } },
    (req) => findCourseStudents(deps, { ...callerOf(req), courseId: req.params.id }),
  );
  app.post(
    '/api/courses/:id/students',
    {
      config: educators,
      schema: { tags, params: CourseParams, body: AddCourseStudents, response: { 200: CourseStudents } },
    },
    (req) => addCourseStudents(deps, { ...callerOf(req), courseId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/courses/:id/students/:userId',
    { config: educators, schema: { tags, params: CourseStudentParams, response: { 200: Ok } } },
    async (req) => {
      await removeCourseStudent(deps, { ...callerOf(req), courseId: req.params.id, userId: req.params.userId });
      return { ok: true as const };
    },
  );
  app.post(
    '/api/courses/:id/progress',
    {
      config: students,
      schema: { tags, params: CourseParams, body: CourseProgressUpdate, response: { 200: CourseProgressView } },
    },
    (req) => updateProgress(deps, { ...callerOf(req), courseId: req.params.id, input: req.body }),
  );
  app.get('/api/my-courses', { config: students, schema: { tags, response: { 200: MyCourses } } }, (req) =>
    findMyCourses(deps, callerOf(req)),
  );

  // Sessions
  app.get(
    '/api/session-class/list',
    { config: members, schema: { tags, querystring: SessionClassQuery, response: { 200: SessionClassList } } },
    (req) => findSessions(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/courses/:id/sessions',
    {
      config: educators,
      schema: { tags, params: CourseParams, body: CourseSessionInput, response: { 200: CourseSessionView } },
    },
    (req) => createSession(deps, { ...callerOf(req), courseId: req.params.id, input: req.body }),
  );
  app.get(
    '/api/course-sessions/:id',
    { config: members, schema: { tags, params: CourseSessionParams, response: { 200: CourseSessionView } } },
    (req) => getSession(deps, { ...callerOf(req), sessionId: req.params.id }),
  );
  app.patch(
    '/api/course-sessions/:id',
    {
      config: educators,
      schema: { tags, params: CourseSessionParams, body: CourseSessionUpdate, response: { 200: CourseSessionView } },
    },
    (req) => updateSession(deps, { ...callerOf(req), sessionId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/course-sessions/:id',
    { config: educators, schema: { tags, params: CourseSessionParams, response: { 200: Ok } } },
    async (req) => {
      await deleteSession(deps, { ...callerOf(req), sessionId: req.params.id });
      return { ok: true as const };
    },
  );
  app.get(
    '/api/course-sessions/:id/students',
    { config: educators, schema: { tags, params: CourseSessionParams, response: { 200: SessionStudents } } },
    (req) => findSessionStudents(deps, { ...callerOf(req), sessionId: req.params.id }),
  );
  app.post(
    '/api/course-sessions/:id/students',
    {
      config: educators,
      schema: {
        tags,
        params: CourseSessionParams,
        body: PlaceSessionStudents,
        response: { 200: SessionPlacementResult },
      },
    },
    (req) => placeSessionStudents(deps, { ...callerOf(req), sessionId: req.params.id, input: req.body }),
  );
  app.post(
    '/api/course-sessions/:id/join',
    { config: students, schema: { tags, params: CourseSessionParams, response: { 200: CourseSessionView } } },
    (req) => joinSession(deps, { ...callerOf(req), sessionId: req.params.id }),
  );

  // Arrangement and placement
  app.get(
    '/api/course-placement',
    { config: educators, schema: { tags, querystring: PlacementQuery, response: { 200: PlacementProposal } } },
    (req) => getPlacementProposal(deps, { ...callerOf(req), userId: req.query.user_id }),
  );
};
