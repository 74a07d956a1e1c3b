import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FollowUpList,
  FollowUpUpdate,
  FollowUpView,
  IdParams,
  MeetingInput,
  MeetingPage,
  MeetingPeople,
  MeetingPeopleQuery,
  MeetingQuery,
  MeetingUpdate,
  MeetingView,
  MyFollowUpsQuery,
  Ok,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import {
  createMeeting,
  deleteMeeting,
  findMeetingPeople,
  findMeetings,
  findMyFollowUps,
  getMeeting,
  updateFollowUp,
  updateMeeting,
} from './meetings.service.ts';

const tags = ['meetings'];

/** Meeting logs and follow-ups (issue 20, decision 0046): staff (teachers and admins) only. */
export const meetingRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { access: 'teacher' } as const;

  app.get(
    '/api/meetings/people',
    { config: staff, schema: { tags, querystring: MeetingPeopleQuery, response: { 200: MeetingPeople } } },
    (req) => findMeetingPeople(deps, { ...callerOf(req), query: req.query }),
  );

  app.get(
    '/api/meetings',
    { config: staff, schema: { tags, querystring: MeetingQuery, response: { 200: MeetingPage } } },
    (req) => findMeetings(deps, { ...callerOf(req), query: req.query }),
  );

  app.post(
    '/api/meetings',
    { config: staff, schema: { tags, body: MeetingInput, response: { 200: MeetingView } } },
    (req) => createMeeting(deps, { ...callerOf(req), input: req.body }),
  );

  app.get(
    '/api/meetings/:id',
    { config: staff, schema: { tags, params: IdParams, response: { 200: MeetingView } } },
    (req) => getMeeting(deps, { ...callerOf(req), meetingId: req.params.id }),
  );

  app.patch(
    '/api/meetings/:id',
    { config: staff, schema: { tags, params: IdParams, body: MeetingUpdate, response: { 200: MeetingView } } },
    (req) => updateMeeting(deps, { ...callerOf(req), meetingId: req.params.id, input: req.body }),
  );

  app.delete('/api/meetings/:id', { config: staff, schema: { tags, params: IdParams, response: { 200: Ok } } }, (req) =>
    deleteMeeting(deps, { ...callerOf(req), meetingId: req.params.id }),
  );

  app.get(
    '/api/follow-ups/mine',
    { config: staff, schema: { tags, querystring: MyFollowUpsQuery, response: { 200: FollowUpList } } },
    (req) => findMyFollowUps(deps, { ...callerOf(req), query: req.query }),
  );

  app.patch(
    '/api/follow-ups/:id',
    { config: staff, schema: { tags, params: IdParams, body: FollowUpUpdate, response: { 200: FollowUpView } } },
    (req) => updateFollowUp(deps, { ...callerOf(req), followUpId: req.params.id, input: req.body }),
  );
};
