import type { RosterImportList, RosterImportView } from '@prepwell/contracts';
import type { Deps } from '../../deps.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { issueUserLink } from '../auth/account.service.ts';
import type { TenantContext } from '../tenants/tenants.service.ts';
import { checkRosterRows } from './roster-check.ts';
import { readRosterFile } from './roster-file.ts';
import {
  insertRosterImport,
  lockRosterImport,
  selectRosterImport,
  selectRosterImports,
  selectUploaderName,
  updateRosterImport,
} from './roster-import.repository.ts';
import {
  presentRosterImport,
  presentRosterSummary,
  storedRowsOf,
  type StoredResult,
  type StoredRow,
} from './roster-import.presenter.ts';
import { executeRoster } from './roster-run.ts';
import { planRoster } from './roster-plan.ts';

/** How many imports the history lists. */
const HISTORY = 50;

const fileNameOf = (name: string) => (name.trim() === '' ? 'roster' : name.trim().slice(0, 200));

/**
 * `POST /api/roster-imports`: reads the file (422 `roster_file_invalid` when it is no readable table),
 * checks every row and plans it against the tenant as it is now, and stores the dry run (`checked`).
 * Nothing else is written.
 */
export const createRosterImport = async (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; actorId: string; fileName: string; data: Buffer },
): Promise<RosterImportView> => {
  const fileRows = await readRosterFile(ctx.data);
  const checked = checkRosterRows(fileRows, ctx.tenant.settings.defaultLang);
  return withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const plan = await planRoster(tx, checked, true);
    const rows: StoredRow[] = fileRows.map((source, i) => ({ source, view: plan.rows[i]! }));
    const row = await insertRosterImport(tx, {
      fileName: fileNameOf(ctx.fileName),
      rows: rows as unknown as Record<string, unknown>[],
      problems: plan.problems,
      status: 'checked',
      createdBy: ctx.actorId,
    });
    return presentRosterImport(row, await selectUploaderName(tx, ctx.actorId));
  });
};

/** `GET /api/roster-imports`: the newest imports first. */
export const findRosterImports = (deps: Pick<Deps, 'db'>, ctx: { tenant: TenantContext }): Promise<RosterImportList> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => ({
    data: (await selectRosterImports(tx, HISTORY)).map((r) =>
      presentRosterSummary(r.row, r.email === null ? undefined : { ...r, email: r.email }),
    ),
  }));

/** `GET /api/roster-imports/:id` (another tenant's: 404). */
export const getRosterImport = (
  deps: Pick<Deps, 'db'>,
  ctx: { tenant: TenantContext; id: string },
): Promise<RosterImportView> =>
  withTenant(deps.db, ctx.tenant.id, async (tx) => {
    const row = await selectRosterImport(tx, ctx.id);
    if (!row) throw new AppError('not_found');
    return presentRosterImport(row, await selectUploaderName(tx, row.createdBy));
  });

type Outcome =
  { kind: 'imported'; invites: string[]; result: StoredResult } | { kind: 'already' } | { kind: 'not_ready' };

/**
 * `POST /api/roster-imports/:id/run`. With the import's row locked, every row is checked and planned again
 * (accounts, classes and sessions may have changed since the dry run): problems → the new plan is kept and
 * the answer is 409 `roster_import_not_ready`. Otherwise everything — accounts, profiles, parent links,
 * seats, course enrolments, the import's `imported` status — is written in that one transaction: any failure
 * undoes all of it, and the import stays `checked` with the failure's code. The set-password invitations
 * of the accounts made are queued after the commit (in each account's language: the row's `language`, else
 * the tenant's). An import already `imported` is answered as it is: running twice imports once.
 */
export const runRosterImport = async (
  deps: Deps,
  ctx: { tenant: TenantContext; actorId: string; id: string; origin: string; invite: boolean },
): Promise<RosterImportView> => {
  const { tenant } = ctx;
  let outcome: Outcome;
  try {
    outcome = await withTenant(deps.db, tenant.id, async (tx): Promise<Outcome> => {
      const row = await lockRosterImport(tx, ctx.id);
      if (!row) throw new AppError('not_found');
      if (row.status === 'imported') return { kind: 'already' };
      const stored = storedRowsOf(row);
      const checked = checkRosterRows(
        stored.map((r) => r.source),
        tenant.settings.defaultLang,
      );
      const plan = await planRoster(tx, checked, ctx.invite);
      const rows: StoredRow[] = stored.map((r, i) => ({ source: r.source, view: plan.rows[i]! }));
      if (plan.problems.length > 0 || rows.length === 0) {
        await updateRosterImport(tx, row.id, {
          rows: rows as unknown as Record<string, unknown>[],
          problems: plan.problems,
          result: null,
        });
        return { kind: 'not_ready' };
      }
      const done = await executeRoster(deps, tx, { tenant, origin: ctx.origin, plan });
      const result: StoredResult = { counts: { ...done.counts, invited: 0 } };
      await updateRosterImport(tx, row.id, {
        rows: rows as unknown as Record<string, unknown>[],
        problems: [],
        status: 'imported',
        result: result as Record<string, unknown>,
        importedAt: new Date(),
      });
      return { kind: 'imported', invites: ctx.invite ? done.created : [], result };
    });
  } catch (error) {
    // Nothing was written; the import says why it did not run.
    const failure = error instanceof AppError ? error.code : 'internal_error';
    if (!(error instanceof AppError && error.code === 'not_found'))
      await withTenant(deps.db, tenant.id, (tx) =>
        updateRosterImport(tx, ctx.id, { result: { failure } satisfies StoredResult }),
      );
    throw error;
  }
  if (outcome.kind === 'not_ready') throw new AppError('roster_import_not_ready');
  if (outcome.kind === 'imported' && outcome.invites.length > 0) {
    let invited = 0;
    // The import is committed: an invitation that cannot be queued is not counted (the result shows how many
    // went out), never an error for the whole run.
    for (const userId of outcome.invites) {
      const sent = await issueUserLink(deps, { tenant, origin: ctx.origin, userId, kind: 'set_password' }).then(
        () => true,
        () => false,
      );
      if (sent) invited++;
    }
    const counts = outcome.result.counts!;
    await withTenant(deps.db, tenant.id, (tx) =>
      updateRosterImport(tx, ctx.id, { result: { counts: { ...counts, invited } } satisfies StoredResult }),
    );
    deps.mailQueue.nudge();
  }
  return getRosterImport(deps, { tenant, id: ctx.id });
};
