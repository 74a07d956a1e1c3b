import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddClassStudentsInput,
  AddClassTeacherInput,
  ClassCodeAction,
  ClassDetail,
  ClassInvitationPreview,
  ClassListQuery,
  ClassMaterialParams,
  ClassMemberParams,
  ClassPage,
  ClassStudentList,
  ClassTeacherList,
  CreateClassInput,
  IdParams,
  JoinClassInput,
  MaterialList,
  MaterialView,
  Ok,
  ReorderMaterialsInput,
  UpdateClassInput,
  UpdateMaterialInput,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { callerOf, sendPrivateFile } from '../../http/route-helpers.ts';
import { originOf } from '../../http/request-context.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  changeClassCode,
  createClass,
  deleteClass,
  findClasses,
  getClass,
  joinClass,
  previewInvitation,
  resetInviteLink,
  updateClass,
} from './classes.service.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import {
  createMaterial,
  deleteMaterial,
  findMaterials,
  openMaterialDownload,
  reorderMaterials,
  updateMaterial,
} from './materials.service.ts';
import { readMaterialRequest } from './read-material.ts';
import {
  addClassStudents,
  addClassTeacher,
  findClassStudents,
  findClassTeachers,
  removeClassStudent,
  removeClassTeacher,
} from './roster.service.ts';

const tags = ['classes'];
const TokenParams = z.object({ token: z.string().min(10).max(100) });

/**
 * Issue 5: classes, rosters, co-teachers, codes and links, materials. Who may do what inside a class is
 * decided by classes.policy.ts (a non-member, a parent or another tenant's class: 404); the access rules
 * here only keep out who may never call the route at all.
 */
export const classRoutes = (deps: Deps) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Classes
  app.get(
    '/api/classes',
    {
      config: { access: ['teacher', 'student', 'super_admin'] },
      schema: { tags, querystring: ClassListQuery, response: { 200: ClassPage } },
    },
    (req) => findClasses(deps, { ...callerOf(req), query: req.query }),
  );
  app.post(
    '/api/classes',
    { config: { access: 'teacher' }, schema: { tags, body: CreateClassInput, response: { 200: ClassDetail } } },
    (req) => createClass(deps, { ...callerOf(req), origin: originOf(deps, req), input: req.body }),
  );
  // Codes are short: a limit per signed-in caller (and address) keeps them from being tried in bulk. Per
  // caller, not per address alone, so a whole class joining at once from one school network is not throttled.
  const perCaller = {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `classes:${sha256(`${req.headers.authorization ?? ''}|${req.ip}`)}`,
  };
  app.post(
    '/api/classes/join',
    {
      config: { access: 'user', rateLimit: perCaller },
      schema: { tags, body: JoinClassInput, response: { 200: ClassDetail } },
    },
    (req) => joinClass(deps, { ...callerOf(req), origin: originOf(deps, req), input: req.body }),
  );
  app.get(
    '/api/classes/invitation/:token',
    {
      config: { access: 'user', rateLimit: perCaller },
      schema: { tags, params: TokenParams, response: { 200: ClassInvitationPreview } },
    },
    (req) => previewInvitation(deps, { ...callerOf(req), token: req.params.token }),
  );
  app.get(
    '/api/classes/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ClassDetail } } },
    (req) => getClass(deps, { ...callerOf(req), origin: originOf(deps, req), classId: req.params.id }),
  );
  app.patch(
    '/api/classes/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, body: UpdateClassInput, response: { 200: ClassDetail } },
    },
    (req) =>
      updateClass(deps, { ...callerOf(req), origin: originOf(deps, req), classId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/classes/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (req) => {
      await deleteClass(deps, { ...callerOf(req), classId: req.params.id });
      return { ok: true as const };
    },
  );
  app.post(
    '/api/classes/:id/code',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, body: ClassCodeAction, response: { 200: ClassDetail } },
    },
    (req) =>
      changeClassCode(deps, { ...callerOf(req), origin: originOf(deps, req), classId: req.params.id, input: req.body }),
  );
  app.post(
    '/api/classes/:id/invite-link/reset',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ClassDetail } } },
    (req) => resetInviteLink(deps, { ...callerOf(req), origin: originOf(deps, req), classId: req.params.id }),
  );

  // Roster and co-teachers
  app.get(
    '/api/classes/:id/students',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ClassStudentList } } },
    (req) => findClassStudents(deps, { ...callerOf(req), classId: req.params.id }),
  );
  app.post(
    '/api/classes/:id/students',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, body: AddClassStudentsInput, response: { 200: ClassStudentList } },
    },
    (req) => addClassStudents(deps, { ...callerOf(req), classId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/classes/:id/students/:userId',
    { config: { access: 'user' }, schema: { tags, params: ClassMemberParams, response: { 200: Ok } } },
    async (req) => {
      await removeClassStudent(deps, { ...callerOf(req), classId: req.params.id, userId: req.params.userId });
      return { ok: true as const };
    },
  );
  app.get(
    '/api/classes/:id/teachers',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: ClassTeacherList } } },
    (req) => findClassTeachers(deps, { ...callerOf(req), classId: req.params.id }),
  );
  app.post(
    '/api/classes/:id/teachers',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, body: AddClassTeacherInput, response: { 200: ClassTeacherList } },
    },
    (req) => addClassTeacher(deps, { ...callerOf(req), classId: req.params.id, input: req.body }),
  );
  app.delete(
    '/api/classes/:id/teachers/:userId',
    { config: { access: 'user' }, schema: { tags, params: ClassMemberParams, response: { 200: Ok } } },
    async (req) => {
      await removeClassTeacher(deps, { ...callerOf(req), classId: req.params.id, userId: req.params.userId });
      return { ok: true as const };
    },
  );

  // Materials
  app.get(
    '/api/classes/:id/materials',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: MaterialList } } },
    (req) => findMaterials(deps, { ...callerOf(req), classId: req.params.id }),
  );
  // JSON (a link) or multipart (text fields and a file); the body is read and checked by readMaterialRequest.
  app.post(
    '/api/classes/:id/materials',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: IdParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: MaterialView },
      },
    },
    (req) => createMaterial(deps, { ...callerOf(req), classId: req.params.id, read: () => readMaterialRequest(req) }),
  );
  app.put(
    '/api/classes/:id/materials/order',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, body: ReorderMaterialsInput, response: { 200: MaterialList } },
    },
    (req) => reorderMaterials(deps, { ...callerOf(req), classId: req.params.id, input: req.body }),
  );
  app.patch(
    '/api/classes/:id/materials/:materialId',
    {
      config: { access: 'user' },
      schema: { tags, params: ClassMaterialParams, body: UpdateMaterialInput, response: { 200: MaterialView } },
    },
    (req) =>
      updateMaterial(deps, {
        ...callerOf(req),
        classId: req.params.id,
        materialId: req.params.materialId,
        input: req.body,
      }),
  );
  app.delete(
    '/api/classes/:id/materials/:materialId',
    { config: { access: 'user' }, schema: { tags, params: ClassMaterialParams, response: { 200: Ok } } },
    async (req) => {
      await deleteMaterial(deps, { ...callerOf(req), classId: req.params.id, materialId: req.params.materialId });
      return { ok: true as const };
    },
  );
  app.get(
    '/api/classes/:id/materials/:materialId/file',
    { config: { access: 'user' }, schema: { tags, params: ClassMaterialParams } },
    async (req, reply) => {
      const file = await openMaterialDownload(deps, {
        ...callerOf(req),
        classId: req.params.id,
        materialId: req.params.materialId,
      });
      return sendPrivateFile(reply, {
        type: file.mime,
        disposition: attachmentDisposition(file.fileName),
        body: file.stream,
        uploaded: { size: file.size },
      });
    },
  );
};
