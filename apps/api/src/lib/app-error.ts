import type { ErrorCode, FieldError, ServerMessageKey } from '@prepwell/contracts';

/** The one error type. The error handler maps `code` to the HTTP status and a localized message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** Placeholder values for the localized message. */
      vars?: Record<string, string | number>;
      /** Field errors given as message keys (validation.*); localized by the handler. */
      fields?: { path: string; key: ValidationKey }[];
      /** Field errors given as any server message key (e.g. `question_rules.stem_blank`); localized by the handler. */
      fieldMessages?: { path: string; key: ServerMessageKey }[];
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export type ValidationKey =
  | 'required'
  | 'invalid_email'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'invalid_format'
  | 'invalid_value'
  | 'invalid_type'
  | 'password_mismatch'
  | 'choose_at_least_one'
  | 'emails_not_distinct'
  | 'invalid_phone'
  | 'unknown_field'
  | 'invalid_characters';

/** A 422 for one field, e.g. `fieldError('email_taken', 'email')`: the code's message goes on the field. */
export const fieldError = (code: ErrorCode, path: string, vars?: Record<string, string | number>) =>
  new AppError(code, { ...(vars ? { vars } : {}), details: { field: path } });

export type { FieldError };
