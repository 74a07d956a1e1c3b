import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttendanceInput,
  CalendarFeedParams,
  CalendarFeedView,
  CalendarQuery,
  CalendarView,
  ClassLessonsQuery,
  ClassLessonsView,
  LessonClassParams,
  LessonDetail,
  LessonParams,
  LessonSeriesInput,
  LessonSeriesParams,
  LessonSeriesUpdate,
  LessonSeriesView,
  LessonUpdate,
  NextLessonView,
  OneOffLessonInput,
  SeriesCreated,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, sendPrivateFile } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { findCalendar, findNextLesson, renderCalendarFeed, resetCalendarFeed } from './calendar.service.ts';
import { createLessonSeries, updateLessonSeries } from './lesson-series.service.ts';
import { createOneOffLesson, findClassLessons, getLesson, saveAttendance, updateLesson } from './lessons.service.ts';

const tags = ['lessons'];

/**
 * Lessons, attendance, the calendar and the iCalendar feed (issue 19). Class routes check the caller's
 * relation to the class (managers write; members read); a lesson answers 404 to anyone outside it.
 */
export const lessonRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  app.get(
    '/api/classes/:id/lessons',
    {
      config: user,
      schema: { tags, params: LessonClassParams, querystring: ClassLessonsQuery, response: { 200: ClassLessonsView } },
    },
    (req) => findClassLessons(deps, { ...callerOf(req), classId: req.params.id, query: req.query }),
  );

  app.post(
    '/api/classes/:id/lesson-series',
    {
      config: user,
      schema: { tags, params: LessonClassParams, body: LessonSeriesInput, response: { 200: SeriesCreated } },
    },
    (req) => createLessonSeries(deps, { ...callerOf(req), classId: req.params.id, input: req.body }),
  );

  app.patch(
    '/api/lesson-series/:id',
    {
      config: user,
      schema: { tags, params: LessonSeriesParams, body: LessonSeriesUpdate, response: { 200: LessonSeriesView } },
    },
    (req) => updateLessonSeries(deps, { ...callerOf(req), seriesId: req.params.id, input: req.body }),
  );

  app.post(
    '/api/classes/:id/lessons',
    {
      config: user,
      schema: { tags, params: LessonClassParams, body: OneOffLessonInput, response: { 200: LessonDetail } },
    },
    (req) => createOneOffLesson(deps, { ...callerOf(req), classId: req.params.id, input: req.body }),
  );

  app.get('/api/lessons/next', { config: user, schema: { tags, response: { 200: NextLessonView } } }, (req) =>
    findNextLesson(deps, { ...callerOf(req) }),
  );

  app.get(
    '/api/lessons/:id',
    { config: user, schema: { tags, params: LessonParams, response: { 200: LessonDetail } } },
    (req) => getLesson(deps, { ...callerOf(req), lessonId: req.params.id }),
  );

  app.patch(
    '/api/lessons/:id',
    { config: user, schema: { tags, params: LessonParams, body: LessonUpdate, response: { 200: LessonDetail } } },
    (req) => updateLesson(deps, { ...callerOf(req), lessonId: req.params.id, input: req.body }),
  );

  app.put(
    '/api/lessons/:id/attendance',
    { config: user, schema: { tags, params: LessonParams, body: AttendanceInput, response: { 200: LessonDetail } } },
    (req) => saveAttendance(deps, { ...callerOf(req), lessonId: req.params.id, input: req.body }),
  );

  app.get(
    '/api/calendar',
    { config: user, schema: { tags, querystring: CalendarQuery, response: { 200: CalendarView } } },
    (req) => findCalendar(deps, { ...callerOf(req), query: req.query }),
  );

  app.post('/api/calendar/feed', { config: user, schema: { tags, response: { 200: CalendarFeedView } } }, (req) =>
    resetCalendarFeed(deps, { ...callerOf(req), origin: originOf(deps, req) }),
  );

  // Public: the secret token in the address is the credential (a calendar application sends nothing else).
  app.get(
    '/api/calendar/feed/:token',
    { config: { access: 'public' }, schema: { tags, params: CalendarFeedParams } },
    async (req, reply) => {
      const body = await renderCalendarFeed(deps, { token: req.params.token, origin: originOf(deps, req) });
      return sendPrivateFile(reply, {
        type: 'text/calendar; charset=utf-8',
        disposition: 'inline; filename="lessons.ics"',
        body,
      });
    },
  );
};
