import { notifications, type NotificationData } from '@mantine/notifications';
import { isApiError } from './api-error.ts';
import { i18n } from './i18n.ts';

/** Every notification of the app: its close button is named in the user's language (Mantine's has no name). */
export const notify = (data: NotificationData): string =>
  notifications.show({
    ...data,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close'), ...data.closeButtonProps },
  });

export const notifySuccess = (message: string): void => {
  notify({ color: 'green', message, autoClose: 4000 });
};
export const notifyError = (message: string, title?: string): void => {
  notify({ color: 'red', title, message, autoClose: 8000 });
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
