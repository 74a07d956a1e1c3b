import type { QuestionType } from '@prepwell/contracts';

/**
 * What the quick save (answers.service.ts) needs to know of a question before it writes: its type and its
 * choices' ids (for the answer's shape), and when it last changed. Filled by the long way of a save, which
 * reads the question anyway; the quick save's statement writes only while the question's `updated_at` is
 * still the one remembered here, so an edited question (or an entry of another process's era) sends the
 * save the long way, which reads it again. Per tenant: a question is looked up under the tenant's
 * row-level security, and the same id never stands for another tenant's question here.
 */
export interface QuestionShape {
  type: QuestionType;
  choices: readonly { id: string }[];
  /** `updated_at` as PostgreSQL wrote it (to the microsecond), handed back to the statement as is. */
  updatedAt: string;
}

/** Enough for every question of the tests being taken at once; beyond it the oldest entries go first. */
const MAX_ENTRIES = 20_000;

const shapes = new Map<string, QuestionShape>();

const keyOf = (tenantId: string, questionId: string) => `${tenantId}:${questionId}`;

export const knownShape = (tenantId: string, questionId: string): QuestionShape | undefined =>
  shapes.get(keyOf(tenantId, questionId));

export const rememberShape = (tenantId: string, questionId: string, shape: QuestionShape) => {
  const key = keyOf(tenantId, questionId);
  shapes.delete(key);
  while (shapes.size >= MAX_ENTRIES) shapes.delete(shapes.keys().next().value!);
  shapes.set(key, { type: shape.type, choices: shape.choices.map((c) => ({ id: c.id })), updatedAt: shape.updatedAt });
};
