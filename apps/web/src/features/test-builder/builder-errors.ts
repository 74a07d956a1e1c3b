import type { FieldError } from '@prepwell/contracts';
import { splitFieldErrors } from '../../lib/field-errors.ts';

/** Server field paths the builder shows on a field (the rest go in the form's alert). */
const SHOWN = [
  /^(title|description|kind|type|version|mode|clock|directions)$/,
  /^sections\.\d+\.(title|directions|harderAtOrAbove)$/,
  /^sections\.\d+\.modules\.\d+\.(title|minutes|breakAfterMinutes|directions|questionIds)(\.\d+)?$/,
];

export const isShownPath = (path: string) => SHOWN.some((pattern) => pattern.test(path));

/**
 * A refused save's errors: field errors on their fields (`sections.0.modules.1.questionIds.3` on that
 * question of that module), the title's uniqueness on the title when the server names no field, anything
 * else as one message for the form.
 */
export const builderErrorsOf = (error: {
  code: string;
  message: string;
  fieldErrors: readonly FieldError[];
}): { fields: Record<string, string>; other: string | null } => {
  const { fields, other } = splitFieldErrors(error.fieldErrors, isShownPath);
  if (Object.keys(fields).length === 0 && error.code === 'practice_exam_title_exists') fields.title = error.message;
  if (other.length > 0) return { fields, other: other.join(' ') };
  return { fields, other: Object.keys(fields).length === 0 ? error.message : null };
};
