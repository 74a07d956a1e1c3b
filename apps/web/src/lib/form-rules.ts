import type { z } from 'zod';

/**
 * A Mantine form rule made from a contracts schema, so a form checks a field with the very schema the
 * server validates it with (issue 12: "form rules come from the contracts' schemas, not hand copies").
 * The messages are the form's own (localized, per field); the schema decides what is valid.
 * - `required`: the message for a blank value; without it a blank value is allowed (an optional field).
 * - `invalid`: the message for a value the schema refuses.
 */
export const schemaRule =
  (schema: z.ZodType, messages: { invalid: () => string; required?: () => string }) =>
  (value: string): string | null => {
    if (!value.trim()) return messages.required ? messages.required() : null;
    return schema.safeParse(value).success ? null : messages.invalid();
  };

/** Whether a value passes a contracts schema (for a rule that needs more than one field). */
export const fits = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;
