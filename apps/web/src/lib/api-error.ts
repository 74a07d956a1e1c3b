import type { ErrorCode, FieldError } from '@prepwell/contracts';

/** A contracts error code, or the two failures that never reached the server's answer. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'timeout';

/**
 * Every failed API call throws this, in the app, the runner and the tutor (lib/http.ts). Branch on `code`,
 * never on `message` (conventions rule 5). Zod-free.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: readonly FieldError[];
  readonly details: Record<string, unknown>;
  /** True when a global handler already told the user (401, 403, page 404, 429, 5xx, network). */
  handled = false;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: readonly FieldError[] | undefined;
    details?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.details = init.details ?? {};
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
