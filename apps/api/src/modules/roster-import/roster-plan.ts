import {
  isParent,
  isStudent,
  type RosterLinkAction,
  type RosterPlace,
  type RosterProblem,
  type RosterRowView,
} from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLinkableStudent } from '../parent-links/link-requests.service.ts';
import { findRolesOfUsers, lookupUserByEmail, type UserRow } from '../users/user-rows.service.ts';
import type { CheckedRow } from './roster-check.ts';
import {
  countStudentsOf,
  selectClassesNamed,
  selectSeats,
  selectSessionsTitled,
  type ClassMatch,
  type SessionMatch,
} from './roster-import.repository.ts';

/**
 * What an import will do with each checked row, read from the tenant as it is now (the dry run, and again
 * at the run): which accounts it makes or finds by e-mail, the parent links, the seats — and the problems
 * only the database shows (an e-mail of the wrong kind of account, an unknown class or session, a class
 * the file's own rows overfill).
 */

/** No user has this id: asks parent-links whether a student is linkable by a parent not yet made. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

export interface RosterPlan {
  rows: RosterRowView[];
  problems: RosterProblem[];
  /** The sessions the rows name, by id (the run seats their class and enrols their course). */
  sessions: Map<string, SessionMatch>;
}

type Resolved<T> = { match: T } | { problem: 'unknown' | 'ambiguous' };

const resolveClass = (name: string, all: ClassMatch[]): Resolved<ClassMatch> => {
  const key = name.toLowerCase();
  const byCode = all.filter((c) => c.code !== null && c.code.toLowerCase() === key);
  if (byCode.length === 1) return { match: byCode[0]! };
  const byName = all.filter((c) => c.name.toLowerCase() === key);
  if (byName.length === 1) return { match: byName[0]! };
  return { problem: byName.length > 1 ? 'ambiguous' : 'unknown' };
};

const resolveSession = (title: string, all: SessionMatch[]): Resolved<SessionMatch> => {
  const found = all.filter((s) => s.title.toLowerCase() === title.toLowerCase());
  if (found.length === 1) return { match: found[0]! };
  return { problem: found.length > 1 ? 'ambiguous' : 'unknown' };
};

/** What a parent's link to a student found by e-mail will be. */
const linkOfExisting = async (tx: TenantTx, parentId: string | null, email: string): Promise<RosterLinkAction> => {
  try {
    const { own } = await findLinkableStudent(tx, { parentId: parentId ?? NO_USER, email, field: 'student_email' });
    return own ? 'already' : 'request';
  } catch (error) {
    if (error instanceof AppError) return 'none';
    throw error;
  }
};

export const planRoster = async (tx: TenantTx, checked: CheckedRow[], invite: boolean): Promise<RosterPlan> => {
  // Accounts by e-mail, with their roles.
  const emails = new Set<string>();
  for (const row of checked) {
    if (row.student.email && !row.problems.some((p) => p.field === 'student_email')) emails.add(row.student.email);
    if (row.parent?.email && !row.problems.some((p) => p.field === 'parent_email')) emails.add(row.parent.email);
  }
  const found = new Map<string, UserRow>();
  for (const email of emails) {
    const user = await lookupUserByEmail(tx, email);
    if (user) found.set(email, user);
  }
  const roles = await findRolesOfUsers(
    tx,
    [...found.values()].map((u) => u.id),
  );
  const subjectOf = (user: UserRow) => ({ roles: (roles.get(user.id) ?? []).map((name) => ({ name })) });

  // Classes and sessions by the names the file uses.
  const classes = await selectClassesNamed(
    tx,
    checked.map((r) => r.className).filter((n) => n !== ''),
  );
  const sessionList = await selectSessionsTitled(
    tx,
    checked.map((r) => r.sessionTitle).filter((n) => n !== ''),
  );
  const sessions = new Map(sessionList.map((s) => [s.id, s]));
  const capacityOf = new Map<string, number | null>([
    ...classes.map((c) => [c.id, c.capacity] as const),
    ...sessionList.map((s) => [s.classId, s.capacity] as const),
  ]);
  const classIds = [...capacityOf.keys()];
  const studentCounts = await countStudentsOf(tx, classIds);
  const seats = await selectSeats(
    tx,
    classIds,
    [...found.values()].map((u) => u.id),
  );
  /** Per class, the file's students (by e-mail) seated so far in row order. */
  const taking = new Map<string, Set<string>>();

  const rows: RosterRowView[] = [];
  const problems: RosterProblem[] = [];
  for (const row of checked) {
    const rowProblems = [...row.problems];
    const add = (field: RosterProblem['field'], code: RosterProblem['code']) =>
      rowProblems.push({ row: row.row, field, code });
    const bad = (field: RosterProblem['field']) => row.problems.some((p) => p.field === field);

    // The student's account.
    const existing = found.get(row.student.email);
    let studentAction: RosterRowView['student']['action'] = null;
    if (!bad('student_email')) {
      if (!existing) studentAction = 'create';
      else if (isStudent(subjectOf(existing))) studentAction = 'match';
      else add('student_email', 'email_taken');
    }

    // The parent's account and the link.
    let parent: RosterRowView['parent'] = null;
    if (row.parent) {
      const p = row.parent;
      const parentUser = found.get(p.email);
      let action: NonNullable<RosterRowView['parent']>['action'] = null;
      if (!bad('parent_email') && p.email !== '') {
        if (!parentUser) {
          action = 'create';
          if (p.firstName === '') add('parent_first_name', 'required');
          if (p.lastName === '') add('parent_last_name', 'required');
        } else if (isParent(subjectOf(parentUser))) action = 'match';
        else add('parent_email', 'email_taken');
      }
      let link: RosterLinkAction | null = null;
      if (action && studentAction)
        link =
          studentAction === 'create'
            ? 'accept'
            : await linkOfExisting(tx, action === 'match' ? parentUser!.id : null, row.student.email);
      parent = {
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        phone: p.phone,
        action,
        link,
        invite: invite && action === 'create',
      };
    }

    // Seats: the class, and the session's class; a class the file's rows overfill is `class_full` on the row.
    const seat = (classId: string, field: 'class' | 'session'): RosterPlace['action'] => {
      if (!studentAction) return null;
      if (existing && seats.has(`${classId}:${existing.id}`)) return 'already';
      const mine = taking.get(classId) ?? new Set<string>();
      taking.set(classId, mine);
      if (mine.has(row.student.email)) return 'seat';
      const capacity = capacityOf.get(classId) ?? null;
      if (capacity !== null && (studentCounts.get(classId) ?? 0) + mine.size + 1 > capacity) {
        add(field, 'class_full');
        return null;
      }
      mine.add(row.student.email);
      return 'seat';
    };
    let place: RosterPlace | null = null;
    if (row.className !== '' && !bad('class')) {
      const resolved = resolveClass(row.className, classes);
      if ('match' in resolved)
        place = { id: resolved.match.id, name: resolved.match.name, action: seat(resolved.match.id, 'class') };
      else {
        add('class', resolved.problem === 'ambiguous' ? 'class_ambiguous' : 'class_unknown');
        place = { id: null, name: row.className, action: null };
      }
    }
    let session: RosterPlace | null = null;
    if (row.sessionTitle !== '' && !bad('session')) {
      const resolved = resolveSession(row.sessionTitle, sessionList);
      if ('match' in resolved)
        session = {
          id: resolved.match.id,
          name: resolved.match.title,
          action: seat(resolved.match.classId, 'session'),
        };
      else {
        add('session', resolved.problem === 'ambiguous' ? 'session_ambiguous' : 'session_unknown');
        session = { id: null, name: row.sessionTitle, action: null };
      }
    }

    rows.push({
      row: row.row,
      student: {
        first_name: row.student.firstName,
        last_name: row.student.lastName,
        email: row.student.email,
        school: row.student.school,
        graduation_year: row.student.graduationYear,
        action: studentAction,
        invite: invite && studentAction === 'create',
      },
      parent,
      class: place,
      session,
      language: row.language,
      problems: rowProblems,
    });
    problems.push(...rowProblems);
  }
  return { rows, problems, sessions };
};
