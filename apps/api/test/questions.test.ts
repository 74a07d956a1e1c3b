import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelView, PassageView, QuestionPage, QuestionStats, QuestionView } from '@prepwell/contracts';
import { createTestTenant, createTestUser, type TestApp, type TestUser } from './helpers.ts';
import { createTestApp } from './helpers.ts';
import { attemptApi, makeTest, mcq } from './attempts-fixtures.ts';
import { mainTenant } from './route-walk.ts';
import { bankApi, createQuestion, mcqInput } from './questions-fixture.ts';
import type { TenantContext } from '../src/modules/tenants/tenants.service.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { moduleQuestions, testModules } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';

let app: TestApp;
let tenant: TenantContext;
let teacher: TestUser;
let admin: TestUser;
let student: TestUser;
let api: ReturnType<typeof bankApi>;

beforeAll(async () => {
  app = await createTestApp();
  tenant = await createTestTenant(app);
  teacher = await createTestUser(app, tenant, { roles: ['teacher'] });
  admin = await createTestUser(app, tenant, { roles: ['organization_admin'] });
  student = await createTestUser(app, tenant, { studentProfile: true });
  api = bankApi(app);
});
afterAll(async () => app?.close());

describe('questions: CRUD', () => {
  it('creates, reads, edits in place while unseen, duplicates and deletes', async () => {
    const created = await createQuestion(app, teacher, { source: 'Book 1', subject: 'Arithmetic' });
    expect(created).toMatchObject({ version: 1, status: 'active', shared: false, editable: true, seen: false });
    expect(created.rootId).toBe(created.id);
    expect(created.author?.id).toBe(teacher.id);

    const read = await api.send<QuestionView>(admin, 'GET', `/api/questions/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.stem).toBe('What is $2 + 2$?');

    const edited = await api.send<QuestionView>(
      teacher,
      'PATCH',
      `/api/questions/${created.id}`,
      mcqInput({ stem: '<p>What is <strong>2 + 2</strong>?</p><script>alert(1)</script>' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.id).toBe(created.id);
    expect(edited.body.version).toBe(1);
    expect(edited.body.stem).toBe('<p>What is <strong>2 + 2</strong>?</p>');

    const copy = await api.send<QuestionView>(teacher, 'POST', `/api/questions/${created.id}/duplicate`);
    expect(copy.status).toBe(200);
    expect(copy.body.id).not.toBe(created.id);
    expect(copy.body).toMatchObject({ version: 1, sourceId: null, stem: edited.body.stem });
    expect(copy.body.rootId).toBe(copy.body.id);

    const del = await api.send(teacher, 'DELETE', `/api/questions/${copy.body.id}`);
    expect(del.status).toBe(200);
    expect((await api.send(teacher, 'GET', `/api/questions/${copy.body.id}`)).status).toBe(404);
  });

  it('students (and parents) get 403 on every authoring route', async () => {
    const parent = await createTestUser(app, tenant, { roles: ['parent'] });
    for (const user of [student, parent]) {
      expect((await api.send(user, 'GET', '/api/questions')).status).toBe(403);
      expect((await api.send(user, 'POST', '/api/questions', mcqInput())).status).toBe(403);
      expect((await api.send(user, 'GET', '/api/labels')).status).toBe(403);
      expect((await api.send(user, 'GET', '/api/passages')).status).toBe(403);
    }
  });
});

describe('questions: rules', () => {
  it('refuses a bad question with localized field messages (cn)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...teacher.headers, 'accept-language': 'zh-CN' },
      payload: mcqInput({
        section: 'reading',
        choices: [
          { id: 'A', text: '3' },
          { id: 'A', text: ' ' },
        ],
        answerKey: { kind: 'choice', correct: ['Z'] },
      }),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; fieldErrors: { path: string; message: string }[] }>();
    expect(body.code).toBe('validation_failed');
    const byPath = Object.fromEntries(body.fieldErrors.map((f) => [f.path, f.message]));
    expect(byPath.section).toBe('该部分不属于所选考试。');
    expect(byPath.choices).toBe('请至少提供两个选项。');
    expect(byPath['choices.1.id']).toBe('每个选项需要不同的字母。');
    expect(byPath['answerKey.correct.0']).toBe('正确答案必须是其中一个选项。');
  });

  it('accepts grid-in answers with ranges and *, refuses = before the sign and a short approximation', async () => {
    const grid = (accept: string[]) => mcqInput({ type: 'grid_in', choices: [], answerKey: { kind: 'grid', accept } });
    expect((await api.send(teacher, 'POST', '/api/questions', grid(['7/2', '3.5', '>=10&<12']))).status).toBe(200);
    expect((await api.send(teacher, 'POST', '/api/questions', grid(['*']))).status).toBe(200);
    expect((await api.send(teacher, 'POST', '/api/questions', grid(['8/15', '.5333', '0.533']))).status).toBe(200);
    const eqFirst = await api.send<{ fieldErrors: { path: string }[] }>(
      teacher,
      'POST',
      '/api/questions',
      grid(['=<5']),
    );
    expect(eqFirst.status).toBe(422);
    expect(eqFirst.body.fieldErrors.map((f) => f.path)).toEqual(['answerKey.accept.0']);
    const short = await api.send<{ fieldErrors: { path: string }[] }>(
      teacher,
      'POST',
      '/api/questions',
      grid(['8/15', '.533']),
    );
    expect(short.status).toBe(422);
    expect(short.body.fieldErrors.map((f) => f.path)).toEqual(['answerKey.accept.1']);
  });

  it('a free point checks every choice; two right choices otherwise are refused', async () => {
    const all = mcqInput({ answerKey: { kind: 'choice', correct: ['A', 'B', 'C', 'D'] } });
    expect((await api.send(teacher, 'POST', '/api/questions', all)).status).toBe(200);
    const two = mcqInput({ answerKey: { kind: 'choice', correct: ['A', 'B'] } });
    expect((await api.send(teacher, 'POST', '/api/questions', two)).status).toBe(422);
    const toeflType = mcqInput({ type: 'written_response', choices: [], answerKey: { kind: 'rated', max: 5 } });
    expect((await api.send(teacher, 'POST', '/api/questions', toeflType)).status).toBe(422);
  });
});

describe('questions: list, filters, pagination', () => {
  it('filters by kind, section, type, label, difficulty, source, author, used and search; pages', async () => {
    const t = await createTestTenant(app);
    const me = await createTestUser(app, t, { roles: ['teacher'] });
    const other = await createTestUser(app, t, { roles: ['teacher'] });
    const label = (await api.send<LabelView>(me, 'POST', '/api/labels', { name: 'Linear equations' })).body;
    for (let i = 0; i < 5; i++)
      await createQuestion(app, me, {
        stem: `Algebra item ${i}`,
        labelIds: i < 2 ? [label.id] : [],
        difficulty: 'hard',
      });
    await createQuestion(app, other, {
      kind: 'act',
      section: 'science',
      stem: 'A science item',
      source: 'ACT 2020',
      choices: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id })),
      answerKey: { kind: 'choice', correct: ['A'] },
    });
    // The tenant's own questions: main's shared catalogue grows while other test files run on the same server.
    const list = async (q: string) => (await api.send<QuestionPage>(me, 'GET', `/api/questions?owner=own&${q}`)).body;
    expect((await list('')).total).toBe(6);
    expect((await list('kind=act')).total).toBe(1);
    expect((await list('section=math')).total).toBe(5);
    expect((await list(`label=${label.id}`)).total).toBe(2);
    expect((await list('difficulty=hard')).total).toBe(5);
    expect((await list('source=act%202020')).total).toBe(1);
    expect((await list(`author=${other.id}`)).total).toBe(1);
    expect((await list('search=science')).total).toBe(1);
    expect((await list('type=grid_in')).total).toBe(0);
    expect((await list('used=used')).total).toBe(0);
    expect((await list('used=unused')).total).toBe(6);
    const page2 = await list('per_page=4&page=2');
    expect(page2).toMatchObject({ current_page: 2, per_page: 4, total: 6 });
    expect(page2.data).toHaveLength(2);
    const labelled = (await list(`label=${label.id}`)).data[0]!;
    expect(labelled.labels).toEqual([{ id: label.id, name: 'Linear equations' }]);
    expect(labelled.excerpt).toMatch(/^Algebra item/);
  });
});

describe('questions: versions', () => {
  it('an edit after an attempt saw it makes a new version; the attempt keeps the old one', async () => {
    const t = await createTestTenant(app);
    const me = await createTestUser(app, t, { roles: ['teacher'] });
    const kid = await createTestUser(app, t, { studentProfile: true });
    const testId = await makeTest(app, t, {
      sections: [{ section: 'math', modules: [{ questions: [mcq(1), mcq(2)] }] }],
    });
    const untouchedTestId = await makeTest(app, t, {
      sections: [{ section: 'math', modules: [{ questions: [mcq(3)] }] }],
    });
    const attempts = attemptApi(app);
    const started = await attempts.start(kid, testId);
    expect(started.status).toBe(200);
    const view = await attempts.startModule(kid, started.body.userExamId);
    const q = view.body.current!.questions[0]!;
    expect((await attempts.save(kid, started.body.userExamId, q.id, { answer: 'A', seq: 1 })).status).toBe(200);

    // The same question also sits in a test nobody has attempted: that slot moves to the new version.
    const untouchedModule = await withTenant(app.deps.db, t.id, async (tx) => {
      const [m] = await tx.select().from(testModules).where(eq(testModules.testId, untouchedTestId));
      await tx.insert(moduleQuestions).values({ moduleId: m!.id, questionId: q.id, position: 2 });
      return m!.id;
    });

    const before = (await api.send<QuestionView>(me, 'GET', `/api/questions/${q.id}`)).body;
    expect(before).toMatchObject({ seen: true, usedIn: 2, kind: 'sat', section: 'math' });
    const edited = await api.send<QuestionView>(me, 'PATCH', `/api/questions/${q.id}`, {
      ...mcqInput(),
      stem: 'A corrected stem',
      choices: before.choices,
      answerKey: before.answerKey,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.id).not.toBe(q.id);
    expect(edited.body).toMatchObject({ rootId: before.rootId, version: 2, status: 'active', seen: false, usedIn: 1 });
    expect((await api.send<QuestionView>(me, 'GET', `/api/questions/${q.id}`)).body.status).toBe('retired');
    // The attempt still shows the version it saw; the unattempted test shows the new one.
    const again = await attempts.read(kid, started.body.userExamId);
    expect(again.body.current!.questions[0]!.id).toBe(q.id);
    expect(again.body.current!.questions[0]!.stem).toBe(before.stem);
    const slots = await withTenant(app.deps.db, t.id, (tx) =>
      tx.select().from(moduleQuestions).where(eq(moduleQuestions.moduleId, untouchedModule)),
    );
    expect(slots.map((r) => r.questionId)).toContain(edited.body.id);
    expect(slots.map((r) => r.questionId)).not.toContain(q.id);

    // A seen question is retired, not deleted.
    const del = await api.send(me, 'DELETE', `/api/questions/${q.id}`);
    expect(del.status).toBe(200);
    expect((await api.send<QuestionView>(me, 'GET', `/api/questions/${q.id}`)).body.status).toBe('retired');
    // Deleting a used (unseen) question retires it too.
    const list = (await api.send<QuestionPage>(me, 'GET', `/api/questions?used=used`)).body.data;
    const untouched = list.find((s) => s.excerpt.startsWith('Question 3'))!;
    expect(untouched).toBeDefined();
    expect((await api.send(me, 'DELETE', `/api/questions/${untouched.id}`)).status).toBe(200);
    expect((await api.send<QuestionView>(me, 'GET', `/api/questions/${untouched.id}`)).body.status).toBe('retired');
  });
});

describe('labels', () => {
  it('creates, refuses a duplicate name, renames, merges and deletes with counts', async () => {
    const t = await createTestTenant(app);
    const me = await createTestUser(app, t, { roles: ['teacher'] });
    const a = (await api.send<LabelView>(me, 'POST', '/api/labels', { name: 'Ratios' })).body;
    const b = (await api.send<LabelView>(me, 'POST', '/api/labels', { name: 'Percent' })).body;
    const dup = await api.send(me, 'POST', '/api/labels', { name: 'ratios' });
    expect(dup.status).toBe(422);
    expect(dup.body).toMatchObject({ code: 'label_exists' });
    await createQuestion(app, me, { labelIds: [a.id] });
    await createQuestion(app, me, { labelIds: [a.id, b.id] });
    await createQuestion(app, me, { labelIds: [b.id] });
    const renamed = await api.send<LabelView>(me, 'PATCH', `/api/labels/${a.id}`, { name: 'Ratios and rates' });
    expect(renamed.body).toMatchObject({ name: 'Ratios and rates', questionCount: 2 });
    const merged = await api.send<LabelView>(me, 'PATCH', `/api/labels/${a.id}`, { mergeInto: b.id });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: b.id, questionCount: 3 });
    // Own labels only: main's shared ones come and go as other test files run on the same server.
    const own = async () =>
      (await api.send<{ data: LabelView[] }>(me, 'GET', '/api/labels')).body.data.filter((l) => !l.shared);
    expect((await own()).map((l) => [l.name, l.questionCount])).toEqual([['Percent', 3]]);
    expect((await api.send(me, 'DELETE', `/api/labels/${b.id}`)).status).toBe(200);
    expect(await own()).toEqual([]);
  });
});

describe('passages', () => {
  it('the same text twice is sat_passage_exists; a used passage cannot be deleted', async () => {
    const t = await createTestTenant(app);
    const me = await createTestUser(app, t, { roles: ['teacher'] });
    const first = await api.send<PassageView>(me, 'POST', '/api/passages', {
      title: 'Bees',
      body: 'Bees  dance to tell\nwhere flowers are.',
    });
    expect(first.status).toBe(200);
    const again = await api.send<{ code: string; details: { passageId: string } }>(me, 'POST', '/api/passages', {
      body: '<p>bees dance to <em>tell</em> where FLOWERS are.</p>',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('sat_passage_exists');
    expect(again.body.details.passageId).toBe(first.body.id);
    await createQuestion(app, me, { section: 'english', passageId: first.body.id });
    const del = await api.send(me, 'DELETE', `/api/passages/${first.body.id}`);
    expect(del.status).toBe(409);
    const page = await api.send<{ data: PassageView[] }>(me, 'GET', '/api/passages?search=flowers');
    // Own passages only: main's shared ones come and go as other test files run on the same server.
    const own = page.body.data.filter((p) => !p.shared);
    expect(own.map((p) => [p.id, p.questionCount])).toEqual([[first.body.id, 1]]);
  });
});

describe('preview', () => {
  it('renders as the runner does: sanitized HTML with math typeset', async () => {
    const res = await api.send<{ stemHtml: string; choices: { html: string }[] }>(
      teacher,
      'POST',
      '/api/questions/preview',
      mcqInput({ stem: '<p>Solve <span data-math="display">x^2=4</span> <img src="/uploads/a.png" onerror="x"></p>' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.stemHtml).toContain('katex-display');
    expect(res.body.stemHtml).toContain('<img src="/uploads/a.png" />');
    expect(res.body.stemHtml).not.toContain('onerror');
  });
});

describe('shared catalogue', () => {
  it('a super admin on main writes it; other tenants read it but cannot write it; tenant rows stay private', async () => {
    const main = await mainTenant(app);
    const sa = await createTestUser(app, main, { roles: ['super_admin'] });
    const shared = await createQuestion(app, sa, { stem: 'Shared catalogue item' });
    expect(shared).toMatchObject({ shared: true, editable: true });
    const label = (await api.send<LabelView>(sa, 'POST', '/api/labels', { name: `Shared ${Date.now()}` })).body;
    expect(label.shared).toBe(true);

    const read = await api.send<QuestionView>(teacher, 'GET', `/api/questions/${shared.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ shared: true, editable: false });
    expect((await api.send(teacher, 'PATCH', `/api/questions/${shared.id}`, mcqInput())).status).toBe(403);
    expect((await api.send(teacher, 'DELETE', `/api/questions/${shared.id}`)).status).toBe(403);
    expect((await api.send(teacher, 'PATCH', `/api/labels/${label.id}`, { name: 'Mine now' })).status).toBe(403);
    const sharedList = await api.send<QuestionPage>(
      teacher,
      'GET',
      '/api/questions?owner=shared&search=Shared%20catalogue',
    );
    expect(sharedList.body.data.map((q) => q.id)).toContain(shared.id);

    const mine = await createQuestion(app, teacher, { stem: 'Private to this tenant' });
    const otherTenant = await createTestTenant(app);
    const stranger = await createTestUser(app, otherTenant, { roles: ['teacher'] });
    expect((await api.send(stranger, 'GET', `/api/questions/${mine.id}`)).status).toBe(404);
    expect((await api.send(stranger, 'PATCH', `/api/questions/${mine.id}`, mcqInput())).status).toBe(404);
    expect((await api.send(sa, 'GET', `/api/questions/${mine.id}`)).status).toBe(404);
  });
});

describe('statistics', () => {
  it('counts attempts, share correct, choices, omissions, changes and a hand-computed point-biserial', async () => {
    const t = await createTestTenant(app);
    const me = await createTestUser(app, t, { roles: ['teacher'] });
    const testId = await makeTest(app, t, {
      sections: [{ section: 'math', modules: [{ questions: [mcq(1), mcq(2), mcq(3)] }] }],
    });
    const attempts = attemptApi(app);
    // Answers to (item, q2, q3): the item is the first question. Key A everywhere.
    const plans: [string | null, string, string][] = [
      ['A', 'A', 'A'], // item right, rest 2
      ['A', 'A', 'B'], // right, rest 1
      ['B', 'B', 'B'], // wrong, rest 0
      [null, 'A', 'B'], // omitted, rest 1
    ];
    let itemId = '';
    for (const [i, plan] of plans.entries()) {
      const kid = await createTestUser(app, t, { studentProfile: true });
      const id = (await attempts.start(kid, testId)).body.userExamId;
      const qs = (await attempts.startModule(kid, id)).body.current!.questions;
      itemId = qs[0]!.id;
      // The first student first answers C, then changes to A (wrong → right).
      if (i === 0) await attempts.save(kid, id, qs[0]!.id, { answer: 'C', seq: 1, timeSpentMs: 1000 });
      for (const [j, answer] of plan.entries())
        if (answer !== null) await attempts.save(kid, id, qs[j]!.id, { answer, seq: 2, timeSpentMs: 4000 });
      expect((await attempts.submit(kid, id)).status).toBe(200);
    }
    const res = await api.send<QuestionStats>(me, 'GET', `/api/questions/${itemId}/stats`);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.attempts).toBe(4);
    expect(s.correctShare).toBe(0.5);
    expect(s.omittedShare).toBe(0.25);
    expect(s.meanSeconds).toBe(4);
    expect(s.changes).toEqual({ wrongToRight: 1, rightToWrong: 0, wrongToWrong: 0 });
    expect(s.choiceShares.find((c) => c.choiceId === 'A')).toEqual({ choiceId: 'A', share: 0.5, correct: true });
    expect(s.choiceShares.find((c) => c.choiceId === 'B')?.share).toBe(0.25);
    // Rest scores 2, 1, 0, 1; item 1, 1, 0, 0. Mean 1, population sd √0.5; M1 = 1.5, M0 = 0.5, p = 0.5.
    // r = (1.5 − 0.5) / √0.5 · √0.25 = 0.7071…
    expect(s.discrimination).toBeCloseTo(Math.SQRT1_2, 6);
    expect(s.flags).toEqual(['too_few_attempts']);
  });
});
