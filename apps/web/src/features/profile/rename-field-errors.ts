import { ApiError, isApiError } from '../../lib/api-error.ts';

/** The same error with its field paths renamed, for forms whose field names differ from the API's. */
export const renameFieldErrors = (error: unknown, rename: (path: string) => string): unknown => {
  if (!isApiError(error)) return error;
  const fieldErrors = error.fieldErrors.map((f) => ({ ...f, path: rename(f.path) }));
  const copy = new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    fieldErrors,
    details: error.details,
  });
  copy.handled = error.handled;
  return copy;
};
