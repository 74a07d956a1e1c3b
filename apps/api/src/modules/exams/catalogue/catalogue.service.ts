import {
  isSuperAdmin,
  isTeacher,
  SECTIONS_BY_KIND,
  TEST_PAGE_SIZE,
  type ExamKind,
  type Subject,
  type TestListQuery,
} from '@prepwell/contracts';
import type { Deps } from '../../../deps.ts';
import { withTenant, type TenantTx } from '../../../db/with-tenant.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../auth/session-cache.ts';
import type { TenantContext } from '../../tenants/tenants.service.ts';
import { presentTestDetail, presentTestSummary } from './catalogue.presenter.ts';
import {
  selectModuleQuestionCounts,
  selectPublicTestIdBySeedKey,
  selectModulesOfTest,
  selectPublishedTestById,
  selectSectionsOfTest,
  selectSubjectCounts,
  selectTestById,
  selectTestPage,
  updateRetiredSeedTests,
} from './catalogue.repository.ts';

export interface CatalogueContext {
  tenant: TenantContext;
}

/** Teachers, organization admins and super admins: they author tests and see drafts (issue 14). */
const isEducator = (user: AuthUser) => isTeacher(user) || isSuperAdmin(user);

/**
 * The tests the tenant sees (its own and the shared catalogue), 20 per page: published ones only. Issue 14:
 * `scope=authoring` (educators; anyone else 403) lists the tenant's own drafts and published tests instead.
 */
export const findTests = (deps: Pick<Deps, 'db'>, ctx: CatalogueContext & { actor: AuthUser; query: TestListQuery }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const { page, scope, ...filters } = ctx.query;
    if (scope === 'authoring' && !isEducator(ctx.actor)) throw new AppError('forbidden');
    const { rows, total } = await selectTestPage(
      tx,
      filters,
      { limit: TEST_PAGE_SIZE, offset: (page - 1) * TEST_PAGE_SIZE },
      scope === 'authoring' ? { ownTenantId: ctx.tenant.id } : undefined,
    );
    return {
      data: rows.map((r) => presentTestSummary(r, ctx.tenant.id)),
      current_page: page,
      per_page: TEST_PAGE_SIZE,
      total,
    };
  });

/** The sections of a kind, in the spec's order, with the visible tests and questions of each. */
export const findSubjects = (deps: Pick<Deps, 'db'>, ctx: CatalogueContext & { kind: ExamKind }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const counts = await selectSubjectCounts(tx, ctx.kind);
    return SECTIONS_BY_KIND[ctx.kind].map((section): Subject => ({
      kind: ctx.kind,
      section,
      test_count: counts.tests.get(section) ?? 0,
      question_count: counts.questions.get(section) ?? 0,
    }));
  });

/**
 * One visible test's structure (sections → modules with minutes and question counts); anything else is 404.
 * Issue 14: a draft is shown to its own tenant's educators only, an archived version to educators only
 * (results and reviews name it); to anyone else both are 404.
 */
export const getTest = (deps: Pick<Deps, 'db'>, ctx: CatalogueContext & { actor: AuthUser; testId: string }) =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const test = await selectTestById(tx, ctx.testId);
    if (!test) throw new AppError('not_found');
    const educator = isEducator(ctx.actor);
    if (test.status === 'draft' && !(educator && test.tenantId === ctx.tenant.id)) throw new AppError('not_found');
    if (test.status === 'archived' && !educator) throw new AppError('not_found');
    const sections = await selectSectionsOfTest(tx, test.id);
    const modules = await selectModulesOfTest(tx, test.id);
    const counts = await selectModuleQuestionCounts(
      tx,
      modules.map((m) => m.id),
    );
    return presentTestDetail(test, ctx.tenant.id, { sections, modules, counts });
  });

/**
 * A published test the transaction's tenant sees (its own, or main's public one; row-level security
 * decides), or undefined: for other modules choosing a test inside their own transaction (class tests,
 * issue 5). Drafts and archived versions are never chosen (issue 14).
 */
export const findVisibleTest = (tx: TenantTx, testId: string) => selectPublishedTestById(tx, testId);

// ——— For the demo seed (seed/), in the seed's transaction on main or a tenant ———

/** The id of the public test seeded under `seedKey`, or undefined when the catalogue has not been seeded. */
export const findPublicSeededTestId = (tx: TenantTx, seedKey: string): Promise<string | undefined> =>
  selectPublicTestIdBySeedKey(tx, seedKey);

/** Takes the tests seeded under these keys out of the public catalogue (later content replaced them). */
export const retireSeededTests = async (tx: TenantTx, seedKeys: readonly string[]): Promise<void> => {
  if (seedKeys.length) await updateRetiredSeedTests(tx, [...seedKeys]);
};
