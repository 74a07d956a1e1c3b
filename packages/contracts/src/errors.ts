import { z } from 'zod';
import { ERROR_CODES, type ErrorBodyFields } from './error-codes.ts';

export { ERROR_CODES, ERROR_STATUS, errorBodyOf, isErrorCode, type ErrorCode } from './error-codes.ts';

export const ErrorCodeSchema = z.enum(ERROR_CODES);

/** A field error: the dotted path of the field and a localized message. */
export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** The body of every error response. */
export const ErrorBody = z.object({
  code: ErrorCodeSchema,
  status: z.number().int(),
  message: z.string(),
  fieldErrors: z.array(FieldError).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
// The zod-free reader (error-codes.ts) returns the same shape.
const sameShape: [ErrorBody, ErrorBodyFields] extends [ErrorBodyFields, ErrorBody] ? true : never = true;
void sameShape;

export const isErrorBody = (value: unknown): value is ErrorBody => ErrorBody.safeParse(value).success;
