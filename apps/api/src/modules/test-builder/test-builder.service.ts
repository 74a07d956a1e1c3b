import {
  TEST_TITLE_MAX,
  type BuilderSection,
  type TestInput,
  type TestPatch,
  type TestStructure,
  type TestWriteResult,
} from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { moveClassTestsToVersion } from '../class-tests/class-tests.service.ts';
import { loadQuestionsForExport } from '../questions/question-bank.service.ts';
import { canEditRow, type QuestionActor } from '../questions/questions.policy.ts';
import { checkStructure, type CheckedTest } from './structure-check.ts';
import { checkStructureRules, type StructureProblem } from './structure-rules.ts';
import { presentStructure, presentWriteResult } from './test-builder.presenter.ts';
import {
  deleteTestsOfRoot,
  insertTestRow,
  lockTestRow,
  lockTestTitles,
  selectLiveTitlesLike,
  selectMaxRevision,
  selectScoreTableRows,
  selectTestById,
  selectTitleTaken,
  selectVersionRefs,
  updateTestRow,
  type TestRow,
} from './test-builder.repository.ts';
import { actorOf, editableTest, inTestScope, isReadOnly, visibleTest, type Who } from './test-scope.ts';
import {
  changesShape,
  inputOf,
  loadSource,
  loadStructure,
  modulesOf,
  writeStructure,
  writeStructureTexts,
  type LoadedStructure,
} from './test-structure.ts';

/**
 * The test builder's use cases (issue 14, decision 0027): create, read the structure, edit (in place, or
 * as a new version when students have started the test), publish, move to drafts, duplicate, delete.
 * Every write answers the structure as saved, with the structure check's warnings.
 */

const invalid = (problems: StructureProblem[]) =>
  new AppError('validation_failed', { fieldMessages: problems.map((p) => ({ path: p.path, key: p.key })) });

const assertRules = (input: TestInput) => {
  const problems = checkStructureRules(input);
  if (problems.length) throw invalid(problems);
};

/**
 * Every question placed must be one the tenant may use: visible (its own, or main's public one) and active
 * (not a draft, not retired), read through the question bank. Questions the test already holds stay
 * usable as they are (a version retired by an edit of the question after attempts saw it).
 */
const assertQuestionsUsable = async (tx: TenantTx, sections: BuilderSection[], alreadyPlaced: Set<string>) => {
  const wanted = [...new Set(sections.flatMap((s) => s.modules.flatMap((m) => m.questionIds)))].filter(
    (id) => !alreadyPlaced.has(id),
  );
  if (!wanted.length) return;
  const found = new Map((await loadQuestionsForExport(tx, { questionIds: wanted })).map((q) => [q.id, q]));
  const problems: StructureProblem[] = [];
  sections.forEach((s, i) =>
    s.modules.forEach((m, j) =>
      m.questionIds.forEach((id, k) => {
        if (alreadyPlaced.has(id)) return;
        const q = found.get(id);
        const path = `sections.${i}.modules.${j}.questionIds.${k}`;
        if (!q) problems.push({ path, key: 'test_builder.question_unknown' });
        else if (q.status !== 'active') problems.push({ path, key: 'test_builder.question_unavailable' });
      }),
    ),
  );
  if (problems.length) throw invalid(problems);
};

const rootOf = (test: TestRow) => test.rootId ?? test.id;

/** Titles are unique per tenant among its live tests (trimmed, any case), checked under the tenant's title lock. */
const assertTitleFree = async (tx: TenantTx, actor: QuestionActor, title: string, exceptRootId?: string) => {
  await lockTestTitles(tx, actor.tenantId);
  if (await selectTitleTaken(tx, { tenantId: actor.tenantId, title, exceptRootId }))
    throw new AppError('practice_exam_title_exists', { details: { field: 'title' } });
};

/** "Title (copy)", then "Title (copy 2)" … : the first free one, the title cut to leave room for it. */
const copyTitle = async (tx: TenantTx, actor: QuestionActor, title: string) => {
  await lockTestTitles(tx, actor.tenantId);
  const room = (suffix: string) => `${title.slice(0, TEST_TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
  const taken = new Set(
    (await selectLiveTitlesLike(tx, actor.tenantId, title.slice(0, TEST_TITLE_MAX - 16).trim())).map((t) =>
      t.trim().toLowerCase(),
    ),
  );
  for (let n = 1; ; n++) {
    const candidate = room(n === 1 ? ' (copy)' : ` (copy ${n})`);
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
};

/** The test row's own fields from the builder's input (rich text sanitized). */
const testFields = (input: TestInput) => ({
  title: input.title,
  description: input.description,
  kind: input.kind,
  type: input.type,
  version: input.version,
  mode: input.mode,
  directions: sanitizeRichText(input.directions),
  clock: input.clock,
});

const checkedOf = (test: TestRow, structure: LoadedStructure): CheckedTest => ({
  kind: test.kind,
  type: test.type,
  version: test.version,
  sections: structure.sections.map((s) => ({
    section: s.section,
    adaptive: s.adaptive,
    modules: modulesOf(structure, s.id).map((m) => ({
      position: m.position,
      route: m.route,
      minutes: Math.round(m.timeLimitSeconds / 60),
      breakAfterMinutes: Math.round(m.breakAfterSeconds / 60),
      questions: structure.placed.get(m.id) ?? [],
    })),
  })),
});

/** The structure as the builder reads it: tree, versions of the same root, attempts, warnings. */
const structureOf = async (
  tx: TenantTx,
  actor: QuestionActor,
  testId: string,
  attemptCount: number,
): Promise<TestStructure> => {
  const test = await selectTestById(tx, testId);
  if (!test) throw new AppError('not_found');
  const structure = await loadStructure(tx, test.id);
  return presentStructure(test, structure, {
    tenantId: actor.tenantId,
    readOnly: isReadOnly(actor, test),
    attemptCount,
    versions: await selectVersionRefs(tx, rootOf(test), test.tenantId),
    warnings: checkStructure(checkedOf(test, structure)),
  });
};

/** A new draft (revision 1) of the caller's tenant (the shared catalogue for a super admin on main). */
export const createTest = (deps: Pick<Deps, 'db'>, who: Who & { input: TestInput }): Promise<TestWriteResult> => {
  assertRules(who.input);
  const actor = actorOf(who);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await assertQuestionsUsable(tx, who.input.sections, new Set());
    await assertTitleFree(tx, actor, who.input.title);
    const row = await insertTestRow(tx, {
      ...testFields(who.input),
      status: 'draft',
      revision: 1,
      isPublic: actor.writesShared,
      authorId: actor.userId,
    });
    await writeStructure(tx, row, who.input.sections, { from: null, inPlace: false });
    return presentWriteResult(await structureOf(tx, actor, row.id, 0), false);
  });
};

/** A test's structure for the builder (a shared one read-only), with its versions, attempts and warnings. */
export const getTestStructure = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<TestStructure> =>
  inTestScope(deps, who, who.id, { lock: false }, async ({ tx, actor, attempts }) => {
    const test = await visibleTest(tx, actor, who.id);
    return structureOf(tx, actor, test.id, (await attempts()).onTest);
  });

/** The fields a PATCH sent (absent ones stay as they are). */
const sentFields = (patch: TestPatch): Partial<TestInput> =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<TestInput>;

/**
 * Applies a PATCH. Texts only (titles, description, directions): in place, always. A change of what a
 * student meets (kind, type, version, mode, clock, sections, modules, times, questions, routing): in
 * place while nobody has started this version; once someone has, a new version (same root, revision + 1,
 * same status) takes the edit, this one is archived (its attempts finish and score on it), and the
 * tenant's class tests move to the new one. A new kind for a test with attempts is refused.
 */
export const updateTest = (
  deps: Pick<Deps, 'db'>,
  who: Who & { id: string; patch: TestPatch },
): Promise<TestWriteResult> =>
  inTestScope(deps, who, who.id, { lock: true }, async ({ tx, actor, attempts }) => {
    const current = await editableTest(tx, actor, who.id);
    await lockTestRow(tx, current.id);
    const structure = await loadStructure(tx, current.id);
    const before = inputOf(current, structure);
    const next: TestInput = { ...before, ...sentFields(who.patch) };
    assertRules(next);
    const placed = new Set([...structure.placed.values()].flatMap((rows) => rows.map((q) => q.id)));
    await assertQuestionsUsable(tx, next.sections, placed);
    if (next.title.toLowerCase() !== before.title.trim().toLowerCase())
      await assertTitleFree(tx, actor, next.title, rootOf(current));
    const counts = await attempts();
    if (next.kind !== before.kind && counts.onRoot > 0) throw new AppError('practice_exam_has_taken');

    if (!changesShape(before, next)) {
      await updateTestRow(tx, current.id, testFields(next));
      await writeStructureTexts(tx, structure, next.sections);
      return presentWriteResult(await structureOf(tx, actor, current.id, counts.onTest), false);
    }
    const source = { structure, tables: await selectScoreTableRows(tx, current.id) };
    if (counts.onTest === 0) {
      await updateTestRow(tx, current.id, testFields(next));
      await writeStructure(tx, current, next.sections, { from: source, inPlace: true });
      return presentWriteResult(await structureOf(tx, actor, current.id, 0), false);
    }
    const revision = (await selectMaxRevision(tx, rootOf(current), current.tenantId)) + 1;
    const version = await insertTestRow(tx, {
      ...testFields(next),
      status: current.status,
      rootId: rootOf(current),
      revision,
      isPublic: current.isPublic,
      authorId: current.authorId,
    });
    await writeStructure(tx, version, next.sections, { from: source, inPlace: false });
    await updateTestRow(tx, current.id, { status: 'archived' });
    await moveClassTestsToVersion(tx, current.id, version.id);
    return presentWriteResult(await structureOf(tx, actor, version.id, 0), true);
  });

/** PostgreSQL's foreign-key violation (drizzle may wrap the driver's error). */
const isForeignKeyViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23503';
};

/**
 * Deletes a test with every version of it, unless students have started any version
 * (`practice_exam_has_taken`: archive it by moving it to drafts instead). A test a class test still names
 * is 409 `conflict`: the class's assignment goes first.
 */
export const deleteTest = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<void> =>
  inTestScope(deps, who, who.id, { lock: true }, async ({ tx, actor, attempts }) => {
    // Any version may be named, an archived one too (it has attempts: the refusal below says so).
    const current = await visibleTest(tx, actor, who.id);
    if (!canEditRow(actor, current)) throw new AppError('forbidden');
    await lockTestRow(tx, current.id);
    const counts = await attempts();
    if (counts.onRoot > 0) throw new AppError('practice_exam_has_taken');
    if (counts.classTests > 0) throw new AppError('conflict');
    try {
      await deleteTestsOfRoot(tx, rootOf(current), current.tenantId);
    } catch (err) {
      if (isForeignKeyViolation(err)) throw new AppError('conflict');
      throw err;
    }
  });

/** Draft → published (a test without questions cannot be published: 422 on `sections`). */
export const publishTest = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<TestWriteResult> =>
  inTestScope(deps, who, who.id, { lock: true }, async ({ tx, actor, attempts }) => {
    const current = await editableTest(tx, actor, who.id);
    await lockTestRow(tx, current.id);
    if (current.status === 'draft') {
      if (current.questionCount === 0) throw invalid([{ path: 'sections', key: 'test_builder.publish_empty' }]);
      await updateTestRow(tx, current.id, { status: 'published' });
    }
    return presentWriteResult(await structureOf(tx, actor, current.id, (await attempts()).onTest), false);
  });

/** Published → draft: refused with `exam_attempt` while a student is taking it. */
export const moveTestToDrafts = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<TestWriteResult> =>
  inTestScope(deps, who, who.id, { lock: true }, async ({ tx, actor, attempts }) => {
    const current = await editableTest(tx, actor, who.id);
    await lockTestRow(tx, current.id);
    const counts = await attempts();
    if (current.status === 'published') {
      if (counts.inProgress > 0) throw new AppError('exam_attempt');
      await updateTestRow(tx, current.id, { status: 'draft' });
    }
    return presentWriteResult(await structureOf(tx, actor, current.id, counts.onTest), false);
  });

/**
 * A copy of a visible test (a shared one included) as a new draft of the caller's tenant: a new root,
 * revision 1, the caller as author, "… (copy)" as title, the structure and the score tables (their origin
 * kept).
 */
export const duplicateTest = (deps: Pick<Deps, 'db'>, who: Who & { id: string }): Promise<TestWriteResult> => {
  const actor = actorOf(who);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const source = await visibleTest(tx, actor, who.id);
    const from = await loadSource(tx, source.id);
    const input = inputOf(source, from.structure);
    const row = await insertTestRow(tx, {
      ...testFields(input),
      title: await copyTitle(tx, actor, source.title),
      status: 'draft',
      revision: 1,
      isPublic: actor.writesShared,
      authorId: actor.userId,
    });
    await writeStructure(tx, row, input.sections, { from, inPlace: false });
    return presentWriteResult(await structureOf(tx, actor, row.id, 0), false);
  });
};
