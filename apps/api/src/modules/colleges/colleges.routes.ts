import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BestScores,
  CollegeInput,
  CollegeListParams,
  CollegeListView,
  CollegePage,
  CollegePatch,
  CollegeQuery,
  CollegeTargetInput,
  CollegeTargetPatch,
  CollegeTargetView,
  CollegeView,
  CounselingStudentList,
  CounselingStudentQuery,
  IdParams,
  Ok,
  OfficialScoresInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import {
  addCollegeTarget,
  findCounselingStudents,
  getCollegeList,
  removeCollegeTarget,
  saveOfficialScores,
  updateCollegeTarget,
} from './college-list.service.ts';
import { createCollege, deleteCollegeEntry, findColleges, getCollege, updateCollegeEntry } from './colleges.service.ts';

const tags = ['colleges'];

/**
 * The college directory and each student's target list (issue 20, decision 0047). Everyone signed in
 * searches the directory; company admins (and super admins, for main's shared catalogue) edit the tenant's
 * own colleges. A target list is read by counselors, the student and linked parents, and changed by
 * counselors and the student (the services decide; another tenant's or an unrelated student is 404).
 */
export const collegeRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const everyone = { access: 'user' } as const;
  const directoryAdmins = { access: ['company_admin', 'super_admin'] } as const;
  const listEditors = { access: ['teacher', 'super_admin', 'student'] } as const;
  const counselors = { access: ['teacher', 'super_admin'] } as const;

  app.get(
    '/api/colleges',
    { config: everyone, schema: { tags, querystring: CollegeQuery, response: { 200: CollegePage } } },
    (req) => findColleges(deps, { ...callerOf(req), query: req.query }),
  );

  app.get(
    '/api/colleges/:id',
    { config: everyone, schema: { tags, params: IdParams, response: { 200: CollegeView } } },
    (req) => getCollege(deps, { ...callerOf(req), id: req.params.id }),
  );

  app.post(
    '/api/colleges',
    { config: directoryAdmins, schema: { tags, body: CollegeInput, response: { 200: CollegeView } } },
    (req) => createCollege(deps, { ...callerOf(req), input: req.body }),
  );

  app.patch(
    '/api/colleges/:id',
    {
      config: directoryAdmins,
      schema: { tags, params: IdParams, body: CollegePatch, response: { 200: CollegeView } },
    },
    (req) => updateCollegeEntry(deps, { ...callerOf(req), id: req.params.id, input: req.body }),
  );

  app.delete(
    '/api/colleges/:id',
    { config: directoryAdmins, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => deleteCollegeEntry(deps, { ...callerOf(req), id: req.params.id }),
  );

  app.get(
    '/api/college-list/students',
    {
      config: everyone,
      schema: { tags, querystring: CounselingStudentQuery, response: { 200: CounselingStudentList } },
    },
    (req) => findCounselingStudents(deps, { ...callerOf(req), q: req.query.q }),
  );

  app.get(
    '/api/students/:studentId/college-list',
    { config: everyone, schema: { tags, params: CollegeListParams, response: { 200: CollegeListView } } },
    (req) => getCollegeList(deps, { ...callerOf(req), studentId: req.params.studentId }),
  );

  app.post(
    '/api/students/:studentId/college-list',
    {
      config: listEditors,
      schema: { tags, params: CollegeListParams, body: CollegeTargetInput, response: { 200: CollegeTargetView } },
    },
    (req) => addCollegeTarget(deps, { ...callerOf(req), studentId: req.params.studentId, input: req.body }),
  );

  app.put(
    '/api/students/:studentId/college-scores',
    {
      config: counselors,
      schema: { tags, params: CollegeListParams, body: OfficialScoresInput, response: { 200: BestScores } },
    },
    (req) =>
      saveOfficialScores(deps, {
        ...callerOf(req),
        studentId: req.params.studentId,
        input: req.body,
      }),
  );

  app.patch(
    '/api/college-targets/:id',
    {
      config: listEditors,
      schema: { tags, params: IdParams, body: CollegeTargetPatch, response: { 200: CollegeTargetView } },
    },
    (req) => updateCollegeTarget(deps, { ...callerOf(req), id: req.params.id, input: req.body }),
  );

  app.delete(
    '/api/college-targets/:id',
    { config: listEditors, schema: { tags, params: IdParams, response: { 200: Ok } } },
    (req) => removeCollegeTarget(deps, { ...callerOf(req), id: req.params.id }),
  );
};
