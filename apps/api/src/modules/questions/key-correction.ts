import { QuestionInput } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { renderRichText } from '../../lib/rich-text.ts';
import { sameJson } from '../exams/regrade/regrade-compute.ts';
import { selectLabelsOfQuestions } from './labels.repository.ts';
import { columnsOf } from './question-bank.service.ts';
import { updateQuestionRow, type QuestionRow } from './questions.repository.ts';

/**
 * Key corrections (issue 14, decision 0028). An edit of a seen question makes a new version (decision
 * 0024), so attempts keep the version they saw, and a regrade, which grades each attempt with the keys
 * of the version it took, would never see a fixed key. An edit whose only change is the answer key (and
 * optionally the explanation) is a *correction* of that version instead: applied in place, to any
 * version (a retired one included: it is the one older attempts saw), so the next regrade recomputes
 * the attempts graded by it. Everything else still makes a new version.
 */

/**
 * The stored question as the form would send it back, parsed by the same schema as a request, so both
 * sides of the comparison are normalized alike (defaults, sanitized rich text). Undefined when the row
 * does not parse (then the edit is never a correction).
 */
const inputOfRow = (row: QuestionRow, labelIds: string[]): QuestionInput | undefined => {
  const parsed = QuestionInput.safeParse({
    kind: row.kind,
    section: row.section,
    subject: row.subject,
    source: row.source,
    sourceId: row.sourceId,
    type: row.type,
    task: row.task,
    stem: row.stem,
    choices: row.choices,
    answerKey: row.answerKey,
    sampleAnswer: row.sampleAnswer,
    explanation: row.explanation,
    labelIds,
    difficulty: row.difficulty,
    irt: row.irtA !== null && row.irtB !== null && row.irtC !== null ? { a: row.irtA, b: row.irtB, c: row.irtC } : null,
    passageId: row.passageId,
    media: row.media,
    solution: row.solution,
  });
  return parsed.success ? parsed.data : undefined;
};

/**
 * What a student sees of a rich text: the rendered HTML, whitespace collapsed. The editor sends back the
 * HTML form of a question stored in the plain authored form (`$x$`, blank-line paragraphs), so two texts
 * are the same when they render the same, not when their stored forms are equal.
 */
const seen = (text: string) => renderRichText(text).replace(/\s+/g, ' ').trim();

/** The question's columns with every rich text as it renders, for comparing an edit with the stored row. */
const comparable = (input: QuestionInput) => {
  const { answerKey: _key, explanation: _explanation, ...rest } = columnsOf(input);
  return {
    ...rest,
    stem: seen(rest.stem),
    choices: (rest.choices ?? []).map((c) => ({ id: c.id, text: seen(c.text) })),
    sampleAnswer: seen(rest.sampleAnswer ?? ''),
  };
};

/** Whether `input` changes the answer key of the stored question and nothing else but the explanation (pure). */
export const isKeyCorrection = (row: QuestionRow, rowLabelIds: string[], input: QuestionInput): boolean => {
  const stored = inputOfRow(row, rowLabelIds);
  if (!stored || sameJson(stored.answerKey, input.answerKey)) return false;
  return (
    sameJson(comparable(input), comparable(stored)) &&
    sameJson([...new Set(input.labelIds)].sort(), [...new Set(rowLabelIds)].sort())
  );
};

/**
 * Applies the edit in place when it is a key correction and answers the corrected row; undefined when it
 * is not one (the caller revises the question as usual).
 */
export const correctAnswerKey = async (
  tx: TenantTx,
  row: QuestionRow,
  input: QuestionInput,
): Promise<QuestionRow | undefined> => {
  const labelIds = ((await selectLabelsOfQuestions(tx, [row.id])).get(row.id) ?? []).map((l) => l.id);
  if (!isKeyCorrection(row, labelIds, input)) return undefined;
  const { answerKey, explanation } = columnsOf(input);
  return updateQuestionRow(tx, row.id, { answerKey, explanation });
};
