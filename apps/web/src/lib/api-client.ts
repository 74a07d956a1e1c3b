import { ApiError, isApiError } from './api-error.ts';
import { apiEvents } from './api-events.ts';
import { httpRequest, readJson, type HttpRequest } from './http.ts';
import { beginRequest, endRequest } from './loading-store.ts';
import { clearToken } from './storage.ts';

export { ApiError, isApiError } from './api-error.ts';

/** Anything with `parse` (a zod schema from @prepwell/contracts). */
export interface Parser<T> {
  parse: (data: unknown) => T;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Do not show the full-screen loader (checks on blur, captcha, polling). */
  background?: boolean;
  /**
   * 404 handling (default `page`): a GET sends the user to /404; any other call throws to its caller and has
   * the page's data reloaded, so a page whose record is gone reaches /404 too. `caller` just throws.
   */
  notFound?: 'page' | 'caller';
  /** Extra request headers (e.g. `Idempotency-Key` on coin-moving calls). */
  headers?: Record<string, string>;
}

export const API_BASE = '/api/';

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  // On the server (src/ssr) only the path and the query are used: any origin will do.
  const origin = typeof window === 'undefined' ? 'http://server.local' : window.location.origin;
  const url = new URL(API_BASE + path.replace(/^\/+/, '').replace(/^api\//, ''), origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
};

const reactGlobally = (error: ApiError, method: string, notFound: 'page' | 'caller'): void => {
  const events = apiEvents();
  if (error.status === 401) {
    clearToken();
    events.onUnauthorized(error);
    error.handled = true;
  } else if (error.status === 403) {
    events.onForbidden(error);
    error.handled = true;
  } else if (error.status === 404 && notFound === 'page' && method === 'GET') {
    events.onPageNotFound(error);
    error.handled = true;
  } else if (error.status === 404 && notFound === 'page') {
    events.onCallNotFound(error); // the caller still sees the error (a form keeps its own message)
  } else if (error.status === 429) {
    events.onRateLimited(error);
    error.handled = true;
  } else if (error.status >= 500 || error.status === 0) {
    if (error.status === 0) events.onNetworkError(error);
    else events.onServerError(error);
    error.handled = true;
  }
};

/** The app's part over the HTTP core (lib/http.ts): responses parsed with the contracts' schemas, the loader, the global reactions. */
async function request<T>(
  method: string,
  path: string,
  body: Pick<HttpRequest, 'json' | 'form'>,
  parser: Parser<T>,
  options: RequestOptions,
  responseType: 'json' | 'blob' = 'json',
): Promise<T> {
  if (!options.background) beginRequest();
  try {
    return await httpRequest(
      {
        method,
        url: buildUrl(path, options.query),
        ...body,
        accept: responseType === 'json' ? 'application/json' : null,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
      async (response) => {
        if (responseType === 'blob') return parser.parse(await response.blob());
        const data = await readJson(response);
        try {
          return parser.parse(data);
        } catch (cause) {
          console.error(`Unexpected response from ${method} ${path}`, cause);
          throw new ApiError({ status: 500, code: 'internal_error', message: 'Unexpected response' });
        }
      },
    );
  } catch (error) {
    // Not an ApiError: the caller cancelled (a query unmounted), nothing to show.
    if (isApiError(error)) reactGlobally(error, method, options.notFound ?? 'page');
    throw error;
  } finally {
    if (!options.background) endRequest();
  }
}

export const apiGet = <T>(path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('GET', path, {}, parser, options);
export const apiPost = <T>(path: string, body: unknown, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('POST', path, { json: body ?? {} }, parser, options);
export const apiPut = <T>(path: string, body: unknown, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('PUT', path, { json: body ?? {} }, parser, options);
export const apiPatch = <T>(path: string, body: unknown, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('PATCH', path, { json: body ?? {} }, parser, options);
export const apiDelete = <T>(
  path: string,
  parser: Parser<T>,
  options: RequestOptions & { body?: unknown } = {},
): Promise<T> => request('DELETE', path, options.body === undefined ? {} : { json: options.body }, parser, options);
/** multipart/form-data upload (the browser sets the boundary). */
export const apiUpload = <T>(
  path: string,
  form: FormData,
  parser: Parser<T>,
  options: RequestOptions = {},
): Promise<T> => request('POST', path, { form }, parser, options);

/**
 * GET a file that needs the bearer token (class materials): the body as a Blob. Errors are the same
 * ApiErrors as the JSON calls (a 404 stays with the caller unless `notFound: 'page'`).
 */
export const apiGetBlob = (path: string, options: RequestOptions = {}): Promise<Blob> =>
  request('GET', path, {}, { parse: (data) => data as Blob }, { notFound: 'caller', ...options }, 'blob');

/** POST a JSON body and read the answer as a file (an export): a Blob, errors as the JSON calls. */
export const apiPostBlob = (path: string, body: unknown, options: RequestOptions = {}): Promise<Blob> =>
  request('POST', path, { json: body ?? {} }, { parse: (data) => data as Blob }, options, 'blob');
