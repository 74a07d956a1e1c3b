import {
  RosterImportResult,
  RosterRowView,
  type RosterCounts,
  type RosterImportStatus,
  type RosterImportSummary,
  type RosterImportView,
} from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { RosterFileRow } from './roster-file.ts';
import type { RosterImportRow } from './roster-import.repository.ts';

/** What `roster_imports.rows` holds per row: the file's cells (re-checked at the run) and the plan. */
export interface StoredRow {
  source: RosterFileRow;
  view: RosterRowView;
}

/** What `roster_imports.result` holds: a run's counts, or the code of the failure that undid it. */
export interface StoredResult {
  counts?: RosterImportResult;
  failure?: string;
}

export const storedRowsOf = (row: Pick<RosterImportRow, 'rows'>): StoredRow[] =>
  (row.rows as unknown as StoredRow[]).flatMap((r) => {
    const view = RosterRowView.safeParse(r?.view);
    return view.success && r.source ? [{ source: r.source, view: view.data }] : [];
  });

const resultOf = (row: Pick<RosterImportRow, 'result'>): StoredResult => {
  const stored = (row.result ?? {}) as StoredResult;
  const counts = RosterImportResult.safeParse(stored.counts);
  return {
    ...(counts.success ? { counts: counts.data } : {}),
    ...(typeof stored.failure === 'string' ? { failure: stored.failure } : {}),
  };
};

/** The counts of a plan: distinct accounts made or found, seats taken, invitations, problems. */
export const countsOf = (rows: RosterRowView[], problems: number): RosterCounts => {
  const create = new Set<string>();
  const match = new Set<string>();
  const seat = new Set<string>();
  const invite = new Set<string>();
  for (const r of rows) {
    const people = [r.student, ...(r.parent ? [r.parent] : [])];
    for (const person of people) {
      if (person.action === 'create') create.add(person.email);
      if (person.action === 'match') match.add(person.email);
      if (person.invite) invite.add(person.email);
    }
    for (const place of [r.class, r.session])
      if (place?.action === 'seat' && place.id) seat.add(`${place.id}:${r.student.email}`);
  }
  return {
    rows: rows.length,
    to_create: create.size,
    to_match: match.size,
    to_seat: seat.size,
    to_invite: invite.size,
    problems,
  };
};

const nameOf = (user: { firstName: string | null; lastName: string | null; email: string } | undefined) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null;

export const presentRosterSummary = (
  row: RosterImportRow,
  uploader: { firstName: string | null; lastName: string | null; email: string } | undefined,
): RosterImportSummary => {
  const result = resultOf(row);
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status as RosterImportStatus,
    counts: countsOf(
      storedRowsOf(row).map((r) => r.view),
      row.problems.length,
    ),
    result: result.counts ?? null,
    failure: result.failure ?? null,
    created_by_name: nameOf(uploader),
    created_at: row.createdAt.toISOString(),
    imported_at: iso(row.importedAt),
  };
};

export const presentRosterImport = (
  row: RosterImportRow,
  uploader: { firstName: string | null; lastName: string | null; email: string } | undefined,
): RosterImportView => ({
  ...presentRosterSummary(row, uploader),
  rows: storedRowsOf(row).map((r) => r.view),
});
