import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BasicProfileUpdate,
  BindParentRequest,
  BindStudentRequest,
  BindTeacherRequest,
  ChildProfileUpdate,
  ChildSummaryList,
  FinishBindResponse,
  IdParams,
  ParentSearchQuery,
  ParentSearchResult,
  ProfileView,
  StudentProfileUpdate,
  StudentSearchQuery,
  TeacherProfileUpdate,
  UserSummaryList,
  UsernameParams,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { bindParent, bindStudent, bindTeacher, getFinishBind } from './bind.service.ts';
import { findChildrenOf, getChildProfile, searchStudentForParent, updateChildProfile } from './parent.service.ts';
import {
  findStudents,
  findTeachers,
  getOwnProfile,
  getProfile,
  updateBasicProfile,
  updateStudentProfile,
  updateTeacherProfile,
} from './profile.service.ts';

const tags = ['profile'];
const managers = ['super_admin', 'company_admin'] as const;

/** Profile, registration binding, parent links and the people lists of spec §7 "Profile". */
export const profileRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every route here declares a signed-in access, so req.user is an AuthUser (http/access.ts).

  app.post(
    '/api/finish-bind',
    { config: { access: 'user' }, schema: { tags, response: { 200: FinishBindResponse } } },
    (req) => getFinishBind(deps, callerOf(req)),
  );
  app.post(
    '/api/bind-student',
    {
      config: { access: 'student' },
      schema: { tags, body: BindStudentRequest, response: { 200: FinishBindResponse } },
    },
    (req) => bindStudent(deps, { ...callerOf(req), input: req.body }),
  );
  app.post(
    '/api/bind-teacher',
    {
      config: { access: ['student', 'teacher'] },
      schema: { tags, body: BindTeacherRequest, response: { 200: FinishBindResponse } },
    },
    (req) => bindTeacher(deps, { ...callerOf(req), input: req.body }),
  );
  app.post(
    '/api/bind-parent',
    // Parents only: a student asking is refused, and nobody becomes a parent by asking (decision 0018).
    { config: { access: 'parent' }, schema: { tags, body: BindParentRequest, response: { 200: FinishBindResponse } } },
    (req) => bindParent(deps, { ...callerOf(req), input: req.body, origin: originOf(deps, req) }),
  );

  app.get('/api/profile', { config: { access: 'user' }, schema: { tags, response: { 200: ProfileView } } }, (req) =>
    getOwnProfile(deps, callerOf(req)),
  );
  app.get(
    '/api/profile/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ProfileView } } },
    (req) => getProfile(deps, { ...callerOf(req), userId: req.params.id }),
  );
  app.get(
    '/api/profile/username/:name',
    { config: { access: 'user' }, schema: { tags, params: UsernameParams, response: { 200: ProfileView } } },
    (req) => getProfile(deps, { ...callerOf(req), username: req.params.name }),
  );

  app.patch(
    '/api/basic/profile',
    { config: { access: 'user' }, schema: { tags, body: BasicProfileUpdate, response: { 200: ProfileView } } },
    (req) => updateBasicProfile(deps, { ...callerOf(req), input: req.body, origin: originOf(deps, req) }),
  );
  app.patch(
    '/api/basic/profile/:id',
    {
      config: { access: managers },
      schema: { tags, params: IdParams, body: BasicProfileUpdate, response: { 200: ProfileView } },
    },
    (req) =>
      updateBasicProfile(deps, {
        ...callerOf(req),
        userId: req.params.id,
        input: req.body,
        origin: originOf(deps, req),
      }),
  );
  app.patch(
    '/api/student/profile',
    { config: { access: 'student' }, schema: { tags, body: StudentProfileUpdate, response: { 200: ProfileView } } },
    (req) => updateStudentProfile(deps, { ...callerOf(req), input: req.body }),
  );
  app.patch(
    '/api/student/profile/:id',
    {
      config: { access: managers },
      schema: { tags, params: IdParams, body: StudentProfileUpdate, response: { 200: ProfileView } },
    },
    (req) => updateStudentProfile(deps, { ...callerOf(req), userId: req.params.id, input: req.body }),
  );
  app.patch(
    '/api/teacher/profile',
    { config: { access: 'teacher' }, schema: { tags, body: TeacherProfileUpdate, response: { 200: ProfileView } } },
    (req) => updateTeacherProfile(deps, { ...callerOf(req), input: req.body }),
  );
  app.patch(
    '/api/teacher/profile/:id',
    {
      config: { access: managers },
      schema: { tags, params: IdParams, body: TeacherProfileUpdate, response: { 200: ProfileView } },
    },
    (req) => updateTeacherProfile(deps, { ...callerOf(req), userId: req.params.id, input: req.body }),
  );

  app.get(
    '/api/child/profile/:id',
    { config: { access: 'parent' }, schema: { tags, params: IdParams, response: { 200: ProfileView } } },
    (req) => getChildProfile(deps, { ...callerOf(req), childId: req.params.id }),
  );
  app.patch(
    '/api/child/profile/:id',
    {
      config: { access: 'parent' },
      schema: { tags, params: IdParams, body: ChildProfileUpdate, response: { 200: ProfileView } },
    },
    (req) => updateChildProfile(deps, { ...callerOf(req), childId: req.params.id, input: req.body }),
  );
  app.get(
    '/api/parent/:id/children',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ChildSummaryList } } },
    (req) => findChildrenOf(deps, { ...callerOf(req), parentId: req.params.id }),
  );
  app.get(
    '/api/parent/search',
    // Parents and educators; the answer says only whether the e-mail can be linked (never a name).
    {
      config: { access: ['parent', 'teacher', 'company_admin', 'super_admin'] },
      schema: { tags, querystring: ParentSearchQuery, response: { 200: ParentSearchResult } },
    },
    (req) => searchStudentForParent(deps, { ...callerOf(req), email: req.query.email }),
  );

  app.get(
    '/api/teachers',
    { config: { access: 'user' }, schema: { tags, response: { 200: UserSummaryList } } },
    (req) => findTeachers(deps, req.tenant),
  );
  app.get(
    '/api/auth/students',
    {
      config: { access: 'teacher' },
      schema: { tags, querystring: StudentSearchQuery, response: { 200: UserSummaryList } },
    },
    (req) => findStudents(deps, req.tenant, req.query.q),
  );
};
