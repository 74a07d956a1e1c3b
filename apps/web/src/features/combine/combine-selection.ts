import {
  EXAM_KINDS,
  type AttemptSummary,
  type ExamKind,
  type FieldError,
  type TestType,
  type UserExamRow,
} from '@prepwell/contracts';
import { formatOverall } from '../exams/score-format.ts';

/**
 * The combine screen's selection (pure): completed attempts from either list the app has (the student's
 * own history, or a student's attempts read by a teacher), grouped by exam, checked before sending
 * (CombineRequest: 2 to 8 attempts of one exam), and the server's answers mapped back onto them.
 */

export const COMBINE_MIN = 2;
export const COMBINE_MAX = 8;

export interface Pickable {
  id: string;
  title: string;
  kind: ExamKind;
  type: TestType;
  completedAt: string | null;
  /** The attempt's headline score as the list gives it, or null. */
  score: string | null;
}

/** A completed attempt of the caller's history (GET /api/user-exams). */
export const pickableOfSummary = (a: AttemptSummary): Pickable | null =>
  a.status !== 'completed'
    ? null
    : {
        id: a.id,
        title: a.test.title,
        kind: a.test.kind,
        type: a.test.type,
        completedAt: a.completedAt,
        score: a.overall ? formatOverall(a.overall) : null,
      };

/** A completed attempt of a student's list (GET /api/users/:id/user-exams). */
export const pickableOfRow = (r: UserExamRow): Pickable | null =>
  r.status !== 'completed'
    ? null
    : {
        id: r.user_exam_id,
        title: r.title,
        kind: r.exam_kind,
        type: r.test_type,
        completedAt: r.completed_at,
        score: r.score_label ?? (r.score === null ? null : String(r.score)),
      };

export const pickables = <T>(items: readonly T[], of: (item: T) => Pickable | null): Pickable[] =>
  items.flatMap((item) => of(item) ?? []);

/** By exam, in the catalogue's order of kinds; kinds with nothing are left out. */
export const groupByKind = (items: readonly Pickable[]): { kind: ExamKind; items: Pickable[] }[] =>
  EXAM_KINDS.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) })).filter(
    (group) => group.items.length > 0,
  );

export type SelectionProblem = 'too_few' | 'too_many' | 'mixed_kinds';

/** What keeps a selection from being sent, or null. The server checks the sections (repeated, incomplete). */
export const selectionProblem = (selected: readonly Pickable[]): SelectionProblem | null => {
  if (new Set(selected.map((item) => item.kind)).size > 1) return 'mixed_kinds';
  if (selected.length < COMBINE_MIN) return 'too_few';
  if (selected.length > COMBINE_MAX) return 'too_many';
  return null;
};

/**
 * The server's field errors (`userExamIds.{i}`: the i-th attempt sent) placed on the attempts they name;
 * the rest (`userExamIds`: the selection as a whole, e.g. incomplete) are general messages.
 */
export const mapCombineErrors = (
  fieldErrors: readonly FieldError[],
  sent: readonly string[],
): { byId: Map<string, string[]>; general: string[] } => {
  const byId = new Map<string, string[]>();
  const general: string[] = [];
  for (const { path, message } of fieldErrors) {
    const match = /^userExamIds\.(\d+)$/.exec(path);
    const id = match ? sent[Number(match[1])] : undefined;
    if (id) byId.set(id, [...(byId.get(id) ?? []), message]);
    else if (!general.includes(message)) general.push(message);
  }
  return { byId, general };
};
