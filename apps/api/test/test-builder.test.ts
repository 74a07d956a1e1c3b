import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClassTestView, TestDetail, TestStructure } from '@prepwell/contracts';
import { scoreTables } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { attemptApi, attemptRow } from './attempts-fixtures.ts';
import { makeClass } from './class-tests-fixtures.ts';
import { call, createTestApp, createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { mainTenant } from './route-walk.ts';
import {
  adaptiveTestInput,
  bankQuestions,
  builderApi,
  moduleTestInput,
  type BuilderApi,
} from './test-builder-fixture.ts';

let app: TestApp;
let tenant: TenantContext;
let teacher: TestUser;
let admin: TestUser;
let student: TestUser;
let api: BuilderApi;
let attempts: ReturnType<typeof attemptApi>;
/** Six SAT Math questions of the tenant's bank. */
let math: string[];

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app);
  teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  student = await createTestUser(app, tenant, { studentProfile: true });
  api = builderApi(app);
  attempts = attemptApi(app);
  math = await bankQuestions(app, teacher, 6);
});
afterAll(async () => app?.close());

const ids = (page: { data: { id: string }[] }) => page.data.map((t) => t.id);

/** Starts the ready module and answers its questions: `right` of them with the key (B), the rest wrong. */
const answerModule = async (user: TestUser, userExamId: string, right: number) => {
  const view = await attempts.startModule(user, userExamId);
  expect(view.status).toBe(200);
  const questions = view.body.current!.questions;
  for (const [i, q] of questions.entries())
    expect((await attempts.save(user, userExamId, q.id, { answer: i < right ? 'B' : 'A', seq: 1 })).status).toBe(200);
  return questions;
};

describe('authoring: create, list, structure, edit, delete', () => {
  it('a teacher creates a draft, finds it in the authoring list only, edits it in place and deletes it', async () => {
    const input = moduleTestInput(math.slice(0, 3), { description: 'Three quick ones', directions: '<p>Go.</p>' });
    const created = await api.create(teacher, input);
    expect(created.status).toBe(200);
    const t = created.body;
    expect(t).toMatchObject({
      status: 'draft',
      revision: 1,
      newVersion: false,
      owner: 'own',
      readOnly: false,
      attemptCount: 0,
      questionCount: 3,
      minutes: 20,
      title: input.title,
      description: 'Three quick ones',
      mode: null,
      clock: 'module',
    });
    expect(t.rootId).toBe(t.id);
    expect(t.versions).toEqual([{ id: t.id, revision: 1, status: 'draft' }]);
    expect(t.warnings).toEqual([]);
    const module = t.sections[0]!.modules[0]!;
    expect(module.questionIds).toEqual(math.slice(0, 3));
    expect(module.questions[0]).toMatchObject({
      id: math[0],
      type: 'multiple_choice',
      section: 'math',
      passageId: null,
    });
    expect(module.questions[0]!.preview).toMatch(/^Builder item \d+: what is \$\d+ \+ 2\$\?$/);

    // The authoring scope lists the tenant's drafts (newest change first); the catalogue never does.
    const authoring = await api.list(admin, '?scope=authoring');
    expect(authoring.status).toBe(200);
    expect(ids(authoring.body)[0]).toBe(t.id);
    expect(authoring.body.data[0]).toMatchObject({ status: 'draft', revision: 1, owner: 'own' });
    expect(ids((await api.list(teacher, '?scope=authoring&status=published')).body)).not.toContain(t.id);
    expect(ids((await api.list(teacher)).body)).not.toContain(t.id);
    expect(ids((await api.list(teacher, `?q=${encodeURIComponent(input.title)}`)).body)).toEqual([]);

    const read = await api.structure(teacher, t.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: t.id, questionCount: 3, directions: '<p>Go.</p>' });

    // A PATCH of the title alone keeps everything else (description, directions, mode, clock).
    const renamed = await api.patch(teacher, t.id, { title: `${input.title} renamed` });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: t.id,
      newVersion: false,
      description: 'Three quick ones',
      directions: '<p>Go.</p>',
    });

    // No attempts: a new structure is written in place; the section named by id keeps its id.
    const section = read.body.sections[0]!;
    const restructured = await api.patch(teacher, t.id, {
      sections: [
        {
          id: section.id,
          section: 'math',
          title: 'Math again',
          modules: [
            { id: section.modules[0]!.id, title: 'First', position: 1, minutes: 10, questionIds: [math[3]!, math[0]!] },
            { title: 'Second', position: 2, minutes: 15, breakAfterMinutes: 0, questionIds: [math[4]!] },
          ],
        },
      ],
    });
    expect(restructured.status).toBe(200);
    expect(restructured.body).toMatchObject({
      id: t.id,
      revision: 1,
      newVersion: false,
      questionCount: 3,
      minutes: 25,
    });
    expect(restructured.body.sections[0]!.id).toBe(section.id);
    expect(restructured.body.sections[0]!.modules.map((m) => [m.title, m.questionIds])).toEqual([
      ['First', [math[3], math[0]]],
      ['Second', [math[4]]],
    ]);
    expect(restructured.body.sections[0]!.modules[0]!.id).toBe(section.modules[0]!.id);

    const removed = await api.remove(teacher, t.id);
    expect(removed.status).toBe(204);
    expect((await api.structure(teacher, t.id)).status).toBe(404);
  });

  it('titles are unique per tenant among live tests, trimmed and in any case', async () => {
    const title = `Algebra Basics ${Date.now()}`;
    expect((await api.create(teacher, moduleTestInput([math[0]!], { title }))).status).toBe(200);
    const again = await api.create(admin, moduleTestInput([math[1]!], { title: `  ${title.toUpperCase()} ` }));
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('practice_exam_title_exists');
    const other = (await api.create(teacher, moduleTestInput([math[1]!]))).body;
    expect((await api.patch(teacher, other.id, { title: title.toLowerCase() })).body.code).toBe(
      'practice_exam_title_exists',
    );
    // Another tenant may use the same title.
    const elsewhere = await createTestTenant(app);
    const stranger = await createTestUser(app, elsewhere, { roles: ['teacher'] });
    const theirs = await bankQuestions(app, stranger, 1);
    expect((await api.create(stranger, moduleTestInput(theirs, { title }))).status).toBe(200);
  });

  it('two creates with one title at once: exactly one wins', async () => {
    const title = `Race ${Date.now()}`;
    const results = await Promise.all([
      api.create(teacher, moduleTestInput([math[0]!], { title })),
      api.create(admin, moduleTestInput([math[1]!], { title })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('a structure that does not fit its kind is a 422 on the right path', async () => {
    const bad = await api.create(
      teacher,
      moduleTestInput([math[0]!], {
        kind: 'act',
        type: 'adaptive_exam',
        version: 'act_enhanced',
        sections: [{ section: 'listening', title: 'L', modules: [{ title: 'M', position: 1, minutes: 5 }] }],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.fieldErrors?.map((f) => f.path)).toEqual(['type', 'sections.0.section']);
    expect(bad.body.fieldErrors?.every((f) => f.message.length > 0)).toBe(true);

    const adaptive = await api.create(teacher, {
      ...moduleTestInput([]),
      sections: [{ section: 'math', title: 'M', adaptive: true, modules: [{ title: 'M1', position: 1, minutes: 5 }] }],
    });
    expect(adaptive.status).toBe(422);
    expect(adaptive.body.fieldErrors?.map((f) => f.path)).toEqual(['sections.0.modules']);

    const unknownKind = await api.send(teacher, 'POST', '/api/tests', { ...moduleTestInput([]), kind: 'gre' });
    expect(unknownKind.status).toBe(422);
  });

  it("another tenant's question, a retired or a draft one cannot be placed", async () => {
    const elsewhere = await createTestTenant(app);
    const stranger = await createTestUser(app, elsewhere, { roles: ['teacher'] });
    const [foreign] = await bankQuestions(app, stranger, 1);
    const res = await api.create(teacher, moduleTestInput([math[0]!, foreign!]));
    expect(res.status).toBe(422);
    expect(res.body.fieldErrors?.map((f) => f.path)).toEqual(['sections.0.modules.0.questionIds.1']);

    const [retired] = await bankQuestions(app, teacher, 1);
    expect((await api.send(teacher, 'DELETE', `/api/questions/${retired}`)).status).toBe(200);
    const [kept] = await bankQuestions(app, teacher, 1);
    const usedThenRetired = (await api.create(teacher, moduleTestInput([kept!]))).body;
    const gone = await api.create(teacher, moduleTestInput([retired!]));
    expect(gone.status).toBe(422);
    expect(gone.body.fieldErrors?.map((f) => f.path)).toEqual(['sections.0.modules.0.questionIds.0']);
    // A question the test already holds stays usable after it is retired (the bank keeps used ones).
    expect((await api.send(teacher, 'DELETE', `/api/questions/${kept}`)).status).toBe(200);
    expect(
      (await api.patch(teacher, usedThenRetired.id, { sections: moduleTestInput([kept!, math[0]!]).sections })).status,
    ).toBe(200);
  });
});

describe('publishing, drafts, duplicates', () => {
  it('publish → catalogue; back to drafts → gone; duplicate copies structure and score tables as "(copy)", "(copy 2)"', async () => {
    const t = (await api.create(teacher, moduleTestInput(math.slice(0, 2)))).body;
    const empty = (await api.create(teacher, moduleTestInput([]))).body;
    const refused = await api.publish(teacher, empty.id);
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors?.[0]?.path).toBe('sections');

    const published = await api.publish(teacher, t.id);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    expect(ids((await api.list(student)).body)).toContain(t.id);
    expect((await call<TestDetail>(app, { url: `/api/tests/${t.id}`, headers: student.headers })).status).toBe(200);

    const drafted = await api.draft(teacher, t.id);
    expect(drafted.body.status).toBe('draft');
    expect(ids((await api.list(student)).body)).not.toContain(t.id);
    expect((await api.publish(teacher, t.id)).body.status).toBe('published');

    // A score table of the section, as the score-tables editor would store it.
    const sectionId = t.sections[0]!.id;
    await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.insert(scoreTables).values({
        testId: t.id,
        sectionId,
        route: 'base',
        rows: [
          [200, 200],
          [500, 500],
          [800, 800],
        ],
        origin: 'own',
      }),
    );
    const copy = await api.duplicate(admin, t.id);
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ status: 'draft', revision: 1, title: `${t.title} (copy)`, questionCount: 2 });
    expect(copy.body.id).not.toBe(t.id);
    expect(copy.body.rootId).toBe(copy.body.id);
    expect(copy.body.sections[0]!.modules[0]!.questionIds).toEqual(math.slice(0, 2));
    const copied = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(scoreTables).where(eq(scoreTables.testId, copy.body.id)),
    );
    expect(copied).toHaveLength(1);
    expect(copied[0]).toMatchObject({ sectionId: copy.body.sections[0]!.id, route: 'base', origin: 'own' });
    expect((await api.duplicate(teacher, t.id)).body.title).toBe(`${t.title} (copy 2)`);

    // A test a class test names cannot be deleted under the class (409); its copy can.
    const klass = await makeClass(app, tenant, { teacher });
    const assigned = await call(app, {
      method: 'POST',
      url: `/api/classes/${klass.id}/tests`,
      headers: teacher.headers,
      payload: { test_id: t.id, scheduled_at: new Date().toISOString() },
    });
    expect(assigned.status).toBe(200);
    expect((await api.remove(teacher, t.id)).body.code).toBe('conflict');
    expect((await api.structure(teacher, t.id)).status).toBe(200);
    expect((await api.remove(student, copy.body.id)).status).toBe(403);
    expect((await api.remove(admin, copy.body.id)).status).toBe(204);
    // A draft cannot be assigned to a class at all.
    const draftAssigned = await call<{ fieldErrors?: { path: string }[] }>(app, {
      method: 'POST',
      url: `/api/classes/${klass.id}/tests`,
      headers: teacher.headers,
      payload: { test_id: empty.id, scheduled_at: new Date().toISOString() },
    });
    expect(draftAssigned.status).toBe(422);
    expect(draftAssigned.body.fieldErrors?.[0]?.path).toBe('test_id');
  });

  it('students cannot author and never see a draft; educators of the tenant do', async () => {
    const t = (await api.create(teacher, moduleTestInput([math[0]!]))).body;
    expect((await api.create(student, moduleTestInput([math[0]!]))).status).toBe(403);
    expect((await api.list(student, '?scope=authoring')).status).toBe(403);
    expect((await api.structure(student, t.id)).status).toBe(403);
    expect((await api.publish(student, t.id)).status).toBe(403);
    expect(ids((await api.list(student)).body)).not.toContain(t.id);
    expect((await call(app, { url: `/api/tests/${t.id}`, headers: student.headers })).status).toBe(404);
    expect((await attempts.start(student, t.id)).status).toBe(404);
    // The tenant's educators read the draft's detail and may try it.
    expect((await call(app, { url: `/api/tests/${t.id}`, headers: admin.headers })).status).toBe(200);
    expect((await attempts.start(teacher, t.id)).status).toBe(200);
    // Another tenant's teacher does not see it at all.
    const stranger = await createTestUser(app, await createTestTenant(app), { roles: ['teacher'] });
    expect((await api.structure(stranger, t.id)).status).toBe(404);
    expect((await api.patch(stranger, t.id, { title: 'Mine' })).status).toBe(404);
  });

  it('the test mode wins over the type: a full mock set to practice starts in practice mode', async () => {
    const t = (await api.create(teacher, moduleTestInput([math[0]!], { type: 'full_mock', mode: 'practice' }))).body;
    await api.publish(teacher, t.id);
    const kid = await createTestUser(app, tenant, { studentProfile: true });
    const started = await attempts.start(kid, t.id);
    expect((await attemptRow(app, tenant, started.body.userExamId)).mode).toBe('practice');
  });
});

describe('versions: a test students have started does not change under them', () => {
  it('an attempt started before an edit finishes on its version; a new attempt gets the new version', async () => {
    const t = (await api.create(teacher, moduleTestInput(math.slice(0, 2)))).body;
    await api.publish(teacher, t.id);
    const klass = await makeClass(app, tenant, { teacher });
    const assigned = await call<ClassTestView>(app, {
      method: 'POST',
      url: `/api/classes/${klass.id}/tests`,
      headers: teacher.headers,
      payload: { test_id: t.id, scheduled_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(assigned.status).toBe(200);

    const early = await createTestUser(app, tenant, { studentProfile: true });
    const first = (await attempts.start(early, t.id)).body.userExamId;
    const [q1] = await answerModule(early, first, 1);
    expect(q1!.id).toBe(math[0]);

    // Texts only: in place even with an attempt.
    const retitled = await api.patch(teacher, t.id, { title: `${t.title} v1`, description: 'Renamed' });
    expect(retitled.body).toMatchObject({ id: t.id, newVersion: false, attemptCount: 1 });
    // A new kind for a test with attempts is refused; moving it to drafts while one is running too.
    expect((await api.patch(teacher, t.id, { kind: 'act', version: 'act_enhanced', sections: [] })).status).toBe(422);
    const kind = await api.patch(teacher, t.id, {
      kind: 'act',
      version: 'act_enhanced',
      sections: [{ section: 'math', title: 'Math', modules: [{ title: 'M', position: 1, minutes: 5 }] }],
    });
    expect(kind.body.code).toBe('practice_exam_has_taken');
    expect((await api.draft(teacher, t.id)).body.code).toBe('exam_attempt');

    // A structural edit: a new version takes it, this one is archived.
    const edited = await api.patch(teacher, t.id, { sections: moduleTestInput(math.slice(0, 3)).sections });
    expect(edited.status).toBe(200);
    const v2 = edited.body;
    expect(v2).toMatchObject({ newVersion: true, revision: 2, rootId: t.id, status: 'published', questionCount: 3 });
    expect(v2.title).toBe(`${t.title} v1`);
    expect(v2.id).not.toBe(t.id);
    expect(v2.versions).toEqual([
      { id: t.id, revision: 1, status: 'archived' },
      { id: v2.id, revision: 2, status: 'published' },
    ]);
    const old = (await api.structure(teacher, t.id)).body;
    expect(old).toMatchObject({ status: 'archived', readOnly: true, questionCount: 2 });
    expect((await api.patch(teacher, t.id, { title: 'no' })).status).toBe(409);
    const authoring = ids((await api.list(teacher, '?scope=authoring')).body);
    expect(authoring).toContain(v2.id);
    expect(authoring).not.toContain(t.id);
    expect(ids((await api.list(student)).body)).not.toContain(t.id);
    // The class's assignment follows the new version.
    const classTests = await call<ClassTestView[]>(app, {
      url: `/api/classes/${klass.id}/tests`,
      headers: teacher.headers,
    });
    expect(classTests.body.map((c) => c.test_id)).toEqual([v2.id]);

    // The early attempt finishes on its version and scores there.
    const view = await attempts.read(early, first);
    expect(view.body.examId).toBe(t.id);
    const q2 = view.body.current!.questions[1]!;
    expect((await attempts.save(early, first, q2.id, { answer: 'B', seq: 1 })).status).toBe(200);
    expect((await attempts.submit(early, first)).body.status).toBe('completed');
    const done = await attemptRow(app, tenant, first);
    expect(done.testId).toBe(t.id);
    expect(done.scores?.sections[0]).toMatchObject({ raw: 1, maxRaw: 2 });

    // A new attempt, even by the old id, is at the new version; its start resumes by either id.
    const late = await createTestUser(app, tenant, { studentProfile: true });
    const second = await attempts.start(late, t.id);
    expect(second.status).toBe(200);
    expect((await attemptRow(app, tenant, second.body.userExamId)).testId).toBe(v2.id);
    const again = await attempts.start(late, v2.id);
    expect(again.body).toMatchObject({ userExamId: second.body.userExamId, resumed: true });
    expect((await answerModule(late, second.body.userExamId, 3)).map((q) => q.id)).toEqual(math.slice(0, 3));
    expect((await attempts.start(early, v2.id)).body.resumed).toBe(false);

    // Any attempt at any version: the test cannot be deleted.
    expect((await api.remove(teacher, v2.id)).body).toMatchObject({ code: 'practice_exam_has_taken' });
    expect((await api.remove(teacher, t.id)).body).toMatchObject({ code: 'practice_exam_has_taken' });
  });
});

describe('routing rule', () => {
  const route = async (threshold: number, right: number) => {
    const [m1a, m1b, easy, hard] = await bankQuestions(app, teacher, 4);
    const t = (
      await api.create(
        teacher,
        adaptiveTestInput({ module1: [m1a!, m1b!], easier: [easy!], harder: [hard!] }, threshold),
      )
    ).body;
    expect(t.sections[0]!.harderAtOrAbove).toBe(threshold);
    await api.publish(teacher, t.id);
    const kid = await createTestUser(app, tenant, { studentProfile: true });
    const id = (await attempts.start(kid, t.id)).body.userExamId;
    await answerModule(kid, id, right);
    return (await attempts.submit(kid, id)).body.routedTo;
  };

  it('a threshold of 0 routes everyone to the harder module 2', async () => {
    expect(await route(0, 0)).toBe('harder');
  });

  it('a threshold of 1.0 routes a partly right student to the easier one; 0.5 routes them harder', async () => {
    expect(await route(1, 1)).toBe('easier');
    expect(await route(0.5, 1)).toBe('harder');
  });
});

describe('structure check', () => {
  it('a digital SAT full mock with 25 questions in a module saves with a warning', async () => {
    const rw = await bankQuestions(app, teacher, 25, { section: 'english' });
    const input = moduleTestInput([], {
      type: 'full_mock',
      sections: [
        {
          section: 'english',
          title: 'Reading and Writing',
          adaptive: true,
          modules: [
            { title: 'RW 1', position: 1, minutes: 32, questionIds: rw },
            { title: 'RW 2', position: 2, route: 'easier', minutes: 32, breakAfterMinutes: 10 },
            { title: 'RW 2', position: 2, route: 'harder', minutes: 32, breakAfterMinutes: 10 },
          ],
        },
      ],
    });
    const res = await api.create(teacher, input);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toContainEqual({
      code: 'module_question_count',
      path: 'sections.0.modules.0',
      expected: 27,
      actual: 25,
    });
    expect(res.body.warnings).toContainEqual({
      code: 'section_missing',
      path: 'sections',
      expected: 'math',
      actual: null,
    });
    expect(res.body.warnings).toContainEqual({
      code: 'module_empty',
      path: 'sections.0.modules.1',
      expected: null,
      actual: 0,
    });
    const read = await api.structure(teacher, res.body.id);
    expect(read.body.warnings).toEqual(res.body.warnings);
  });
});

describe('the shared catalogue', () => {
  it("main's super admin writes it; other tenants read it, copy it, and their attempts make a new version", async () => {
    const main = await mainTenant(app);
    const sa = await createTestUser(app, main, { roles: ['super_admin'] });
    const shared = await bankQuestions(app, sa, 3);
    const draft = (await api.create(sa, moduleTestInput(shared.slice(0, 2)))).body;
    // Main's draft is nobody else's business.
    expect((await api.structure(teacher, draft.id)).status).toBe(404);
    expect((await api.publish(sa, draft.id)).status).toBe(200);

    const read = await api.structure(teacher, draft.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ owner: 'shared', readOnly: true } satisfies Partial<TestStructure>);
    expect((await api.patch(teacher, draft.id, { title: 'Mine' })).status).toBe(403);
    expect((await api.remove(teacher, draft.id)).status).toBe(403);
    const copy = await api.duplicate(teacher, draft.id);
    expect(copy.body).toMatchObject({ owner: 'own', readOnly: false, status: 'draft' });
    expect(copy.body.sections[0]!.modules[0]!.questionIds).toEqual(shared.slice(0, 2));

    // A student of this tenant starts the shared test: main's edit of it counts that attempt.
    const kid = await createTestUser(app, tenant, { studentProfile: true });
    const id = (await attempts.start(kid, draft.id)).body.userExamId;
    expect((await api.structure(sa, draft.id)).body.attemptCount).toBe(1);
    const edited = await api.patch(sa, draft.id, { sections: moduleTestInput(shared).sections });
    expect(edited.body).toMatchObject({ newVersion: true, revision: 2 });
    expect((await attemptRow(app, tenant, id)).testId).toBe(draft.id);
    await answerModule(kid, id, 2);
    expect((await attempts.submit(kid, id)).body.status).toBe('completed');
    expect((await api.remove(sa, edited.body.id)).body.code).toBe('practice_exam_has_taken');
    // Leave main's catalogue as it was for the other files: the new version goes back to drafts.
    expect((await api.draft(sa, edited.body.id)).body.status).toBe('draft');
  });
});
