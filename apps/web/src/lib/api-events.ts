import type { ApiError } from './api-error.ts';

/**
 * Global reactions to API failures (spec §4, §8). The app registers them once (router, notifications);
 * the client only reports. Keeping them here keeps lib/ free of router and UI imports.
 */
export interface ApiEventHandlers {
  /** 401: the token is already cleared; go to Login and come back afterwards. */
  onUnauthorized: (error: ApiError) => void;
  /** 403: the forbidden page. */
  onForbidden: (error: ApiError) => void;
  /** 404 while loading a page: the not-found page. */
  onPageNotFound: (error: ApiError) => void;
  /**
   * 404 from a call that is not a GET (save, delete, start…): the page's own record may be gone. The app
   * reloads the page's data; a page whose record is gone then reaches the not-found page (issue 17).
   */
  onCallNotFound: (error: ApiError) => void;
  /** 5xx: "Server Error" notification with the status. */
  onServerError: (error: ApiError) => void;
  /** 429: notification with the server's localized message. */
  onRateLimited: (error: ApiError) => void;
  /** The network failed or the request timed out. */
  onNetworkError: (error: ApiError) => void;
}

const noop = () => undefined;
let handlers: ApiEventHandlers = {
  onUnauthorized: noop,
  onForbidden: noop,
  onPageNotFound: noop,
  onCallNotFound: noop,
  onServerError: noop,
  onRateLimited: noop,
  onNetworkError: noop,
};

export const setApiEventHandlers = (next: Partial<ApiEventHandlers>): void => {
  handlers = { ...handlers, ...next };
};
export const apiEvents = (): ApiEventHandlers => handlers;
