import type { PlacedQuestion, QuestionSummary, QuestionView } from '@prepwell/contracts';

/** The structure's previews are plain text cut to 160 characters; a picked question's look the same. */
export const PREVIEW_MAX = 160;

const cut = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= PREVIEW_MAX ? plain : `${plain.slice(0, PREVIEW_MAX - 1).trimEnd()}…`;
};

/**
 * A bank question as the builder places it in a module, until the saved structure says it with the
 * server's words: the list row's excerpt, difficulty, subject and skills, and the passage from its view.
 */
export const placedOf = (summary: QuestionSummary, view: Pick<QuestionView, 'passage'> | null): PlacedQuestion => ({
  id: summary.id,
  type: summary.type,
  preview: cut(summary.excerpt),
  difficulty: summary.difficulty,
  domain: summary.subject.trim() || null,
  skill: summary.labels.map((l) => l.name).join(', ') || null,
  passageId: view?.passage?.id ?? null,
  section: summary.section,
});
