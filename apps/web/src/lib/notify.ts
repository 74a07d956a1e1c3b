import { notifications } from '@mantine/notifications';
import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

export const notifySuccess = (message: string): void => {
  notifications.show({ color: 'green', message, autoClose: 4000 });
};
export const notifyError = (message: string, title?: string): void => {
  notifications.show({ color: 'red', title, message, autoClose: 8000 });
};

/**
 * The message for an error the caller does not handle by code: the server's localized message for
 * known codes, otherwise the generic "Oops, something went wrong" (spec §8).
 */
export const errorMessageOf = (error: unknown): string => {
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.message) return error.message;
  return i18n.t('errors:generic');
};

/** Fallback for mutations nobody handles: one notification unless a global handler already spoke. */
export const notifyUnhandled = (error: unknown): void => {
  if (isApiError(error) && error.handled) return;
  notifyError(errorMessageOf(error));
};
