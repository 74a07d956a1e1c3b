import type { FieldError } from '@prepwell/contracts';

/** Splits server field errors into those a form has a field for, and the rest. */
export const splitFieldErrors = (
  fieldErrors: readonly FieldError[],
  hasField: (path: string) => boolean,
): { fields: Record<string, string>; other: string[] } => {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const { path, message } of fieldErrors) {
    if (path && hasField(path)) fields[path] ??= message;
    else other.push(message);
  }
  return { fields, other };
};
