/**
 * The order of a module's questions, with passages kept together: the questions of one passage form a
 * block (a run of neighbours with the same `passageId`) that moves as one. Pure; the builder's reducer
 * and the drag-and-drop list use it.
 */

export interface Ordered {
  id: string;
  passageId: string | null;
}

/** The [start, end] (inclusive) of the block holding `index`: its passage's run, or the question alone. */
export const blockAt = (list: readonly Ordered[], index: number): [number, number] => {
  const passage = list[index]?.passageId ?? null;
  if (passage === null) return [index, index];
  let start = index;
  let end = index;
  while (start > 0 && list[start - 1]?.passageId === passage) start -= 1;
  while (end < list.length - 1 && list[end + 1]?.passageId === passage) end += 1;
  return [start, end];
};

/**
 * Moves the question at `from` to where the question at `to` is (drag and drop). Inside its own passage
 * block it moves alone; otherwise its whole block moves, before the block at `to` when going up and
 * after it when going down, so no passage is ever split.
 */
export const moveQuestion = <T extends Ordered>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return out;
  const [start, end] = blockAt(list, from);
  if (to >= start && to <= end) {
    const [moved] = out.splice(from, 1);
    if (moved) out.splice(to, 0, moved);
    return out;
  }
  const [toStart, toEnd] = blockAt(list, to);
  const block = out.slice(start, end + 1);
  const size = end - start + 1;
  if (to > end) {
    // Going down: lands after the target's block; removing the block first shifts that place up by its size.
    out.splice(toEnd + 1, 0, ...block);
    out.splice(start, size);
  } else {
    out.splice(start, size);
    out.splice(toStart, 0, ...block);
  }
  return out;
};

/** One step up (keyboard and the ↑ button): past the neighbour inside a passage, else past the previous block. */
export const moveUp = <T extends Ordered>(list: readonly T[], index: number): T[] => {
  const [start] = blockAt(list, index);
  if (index > start) return moveQuestion(list, index, index - 1);
  return start === 0 ? [...list] : moveQuestion(list, index, start - 1);
};

/** One step down: past the neighbour inside a passage, else past the next block. */
export const moveDown = <T extends Ordered>(list: readonly T[], index: number): T[] => {
  const [, end] = blockAt(list, index);
  if (index < end) return moveQuestion(list, index, index + 1);
  return end >= list.length - 1 ? [...list] : moveQuestion(list, index, end + 1);
};

/** Whether the question at `index` can move up or down at all. */
export const canMove = (list: readonly Ordered[], index: number) => {
  const [start, end] = blockAt(list, index);
  return { up: index > start || start > 0, down: index < end || end < list.length - 1 };
};

/**
 * Adds picked questions to a module: one already there is skipped; one whose passage is already in the
 * module goes right after that passage's last question; any other goes at the end (so the next question
 * of the same passage then joins it).
 */
export const insertQuestions = <T extends Ordered>(list: readonly T[], added: readonly T[]) => {
  const out = [...list];
  const skipped: T[] = [];
  for (const question of added) {
    if (out.some((q) => q.id === question.id)) {
      skipped.push(question);
      continue;
    }
    const last = question.passageId === null ? -1 : out.findLastIndex((q) => q.passageId === question.passageId);
    if (last < 0) out.push(question);
    else out.splice(last + 1, 0, question);
  }
  return { questions: out, skipped };
};

/** Whether some passage's questions are not all neighbours (the server's `passage_split` warning). */
export const splitPassages = (list: readonly Ordered[]): string[] => {
  const seen = new Set<string>();
  const split = new Set<string>();
  list.forEach((q, i) => {
    if (q.passageId === null) return;
    if (seen.has(q.passageId) && list[i - 1]?.passageId !== q.passageId) split.add(q.passageId);
    seen.add(q.passageId);
  });
  return [...split];
};

/** Stable keys for a sortable list (a question placed twice still gets two keys). */
export const sortableKeys = (list: readonly Ordered[]): string[] => {
  const count = new Map<string, number>();
  return list.map((q) => {
    const n = count.get(q.id) ?? 0;
    count.set(q.id, n + 1);
    return n === 0 ? q.id : `${q.id}:${n}`;
  });
};
