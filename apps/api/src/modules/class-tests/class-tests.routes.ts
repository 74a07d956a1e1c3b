import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClassDashboard,
  ClassTestInvitationList,
  ClassTestList,
  ClassTestParams,
  ClassTestView,
  CreateClassTestInput,
  IdParams,
  Ok,
  PageQuery,
  QuestionTagStats,
  SendClassTestInput,
  StartClassTestResponse,
  TeacherStudentView,
  UpdateClassTestInput,
  UserExamPage,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import type { SignedInRequest } from '../../http/access.ts';
import { callerOf } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { getClassDashboard } from './class-dashboard.service.ts';
import { startClassTest } from './class-test-start.service.ts';
import {
  createClassTest,
  deleteClassTest,
  findClassTestInvitations,
  findClassTests,
  sendClassTest,
  updateClassTest,
} from './class-tests.service.ts';
import { findStudentAttempts, findStudentSkillStats, getTeacherStudentView } from './student-views.service.ts';

const tags = ['classes'];
/** Who relates to the class how is decided per class (classes.policy via withClassAccess; others 404). */
const access = 'user' as const;

/** The class test of the address (`…/classes/:id/tests/:classTestId`) and the caller, as the services take them. */
const classTestOf = (req: SignedInRequest & { params: { id: string; classTestId: string } }) => ({
  ...callerOf(req),
  classId: req.params.id,
  classTestId: req.params.classTestId,
});

/**
 * The send body as the route validates it: SendClassTestInput without its min(1), so that an empty choice
 * reaches the service and is answered with its own code, `choose_at_least_one_student` ("Please choose at
 * least 1 student", on the field), rather than zod's generic `validation_failed`. Everything else (ids,
 * at most 500) is the contract's.
 */
const SendBody = SendClassTestInput.extend({
  student_ids: SendClassTestInput.shape.student_ids.unwrap().array().max(500),
});

/**
 * Issue 5: class tests (managers assign, edit, send; invited students start), the class dashboard, and
 * the views of one student for the people around them (their attempts and progress; the teachers' view).
 */
export const classTestRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tests = '/api/classes/:id/tests';
  const one = `${tests}/:classTestId`;

  app.get(tests, { config: { access }, schema: { tags, params: IdParams, response: { 200: ClassTestList } } }, (req) =>
    findClassTests(deps, { ...callerOf(req), classId: req.params.id }),
  );
  app.post(
    tests,
    {
      config: { access },
      schema: { tags, params: IdParams, body: CreateClassTestInput, response: { 200: ClassTestView } },
    },
    (req) => createClassTest(deps, { ...callerOf(req), classId: req.params.id, input: req.body }),
  );
  app.patch(
    one,
    {
      config: { access },
      schema: { tags, params: ClassTestParams, body: UpdateClassTestInput, response: { 200: ClassTestView } },
    },
    (req) =>
      updateClassTest(deps, {
        ...classTestOf(req),
        input: req.body,
      }),
  );
  app.delete(one, { config: { access }, schema: { tags, params: ClassTestParams, response: { 200: Ok } } }, (req) =>
    deleteClassTest(deps, classTestOf(req)),
  );
  app.post(
    `${one}/send`,
    {
      config: { access },
      schema: { tags, params: ClassTestParams, body: SendBody, response: { 200: ClassTestInvitationList } },
    },
    (req) =>
      sendClassTest(deps, {
        ...classTestOf(req),
        input: req.body,
        origin: originOf(deps, req),
      }),
  );
  app.get(
    `${one}/invitations`,
    { config: { access }, schema: { tags, params: ClassTestParams, response: { 200: ClassTestInvitationList } } },
    (req) => findClassTestInvitations(deps, classTestOf(req)),
  );
  app.post(
    `${one}/start`,
    { config: { access }, schema: { tags, params: ClassTestParams, response: { 200: StartClassTestResponse } } },
    (req) => startClassTest(deps, classTestOf(req)),
  );
  app.get(
    '/api/classes/:id/dashboard',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: ClassDashboard } } },
    (req) => getClassDashboard(deps, { ...callerOf(req), classId: req.params.id }),
  );

  // A student's attempts and progress: the student, their parent, their class teachers, admins (student-access.policy).
  app.get(
    '/api/users/:id/user-exams',
    {
      config: { access },
      schema: { tags, params: IdParams, querystring: PageQuery.pick({ page: true }), response: { 200: UserExamPage } },
    },
    (req) =>
      findStudentAttempts(deps, {
        tenant: req.tenant,
        actor: req.user,
        studentId: req.params.id,
        page: req.query.page,
      }),
  );
  app.get(
    '/api/users/:id/question-tag-stats',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: QuestionTagStats } } },
    (req) => findStudentSkillStats(deps, { ...callerOf(req), studentId: req.params.id }),
  );
  app.get(
    '/api/teacher/users/:id',
    { config: { access }, schema: { tags, params: IdParams, response: { 200: TeacherStudentView } } },
    (req) => getTeacherStudentView(deps, { ...callerOf(req), studentId: req.params.id }),
  );
};
