import { API_TIMEOUT_MS, ErrorBody, TENANT_HEADER } from '@prepwell/contracts';
import { ApiError } from './api-error.ts';
import { apiEvents } from './api-events.ts';
import { currentLang } from './current-lang.ts';
import { beginRequest, endRequest } from './loading-store.ts';
import { clearToken, getTenantOverride, getToken } from './storage.ts';

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
  /** 404 handling: `page` sends the user to /404 (default for GET), `caller` just throws. */
  notFound?: 'page' | 'caller';
  /** Extra request headers (e.g. `Idempotency-Key` on coin-moving calls). */
  headers?: Record<string, string>;
}

export const API_BASE = '/api/';

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const url = new URL(API_BASE + path.replace(/^\/+/, '').replace(/^api\//, ''), window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    /* not JSON: fall through */
  }
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) {
    const { code, message, fieldErrors, details } = parsed.data;
    return new ApiError({ status: response.status, code, message, fieldErrors, details });
  }
  return new ApiError({ status: response.status, code: 'internal_error', message: response.statusText || 'Server Error' });
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
  } else if (error.status === 429) {
    events.onRateLimited(error);
    error.handled = true;
  } else if (error.status >= 500 || error.status === 0) {
    if (error.status === 0) events.onNetworkError(error);
    else events.onServerError(error);
    error.handled = true;
  }
};

async function request<T>(
  method: string,
  path: string,
  body: BodyInit | undefined,
  json: boolean,
  parser: Parser<T>,
  options: RequestOptions,
  responseType: 'json' | 'blob' = 'json',
): Promise<T> {
  const headers = new Headers({ 'Accept-Language': currentLang() });
  if (responseType === 'json') headers.set('Accept', 'application/json');
  if (json) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const tenant = getTenantOverride();
  if (tenant) headers.set(TENANT_HEADER, tenant);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  if (!options.background) beginRequest();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), { method, headers, body, signal });
    } catch (cause) {
      if (options.signal?.aborted) throw cause; // the caller cancelled (query unmounted): not an error to show
      const timedOut = timeout.signal.aborted;
      const error = new ApiError({ status: 0, code: timedOut ? 'timeout' : 'network_error', message: String(cause) });
      reactGlobally(error, method, 'caller');
      throw error;
    }
    if (!response.ok) {
      const error = await toApiError(response);
      reactGlobally(error, method, options.notFound ?? (method === 'GET' ? 'page' : 'caller'));
      throw error;
    }
    if (responseType === 'blob') return parser.parse(await response.blob());
    const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    try {
      return parser.parse(data);
    } catch (cause) {
      console.error(`Unexpected response from ${method} ${path}`, cause);
      const error = new ApiError({ status: 500, code: 'internal_error', message: 'Unexpected response' });
      reactGlobally(error, method, 'caller');
      throw error;
    }
  } finally {
    window.clearTimeout(timer);
    if (!options.background) endRequest();
  }
}

const jsonBody = (body: unknown): string | undefined => (body === undefined ? undefined : JSON.stringify(body));

export const apiGet = <T>(path: string, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('GET', path, undefined, false, parser, options);
export const apiPost = <T>(path: string, body: unknown, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('POST', path, jsonBody(body ?? {}), true, parser, options);
export const apiPut = <T>(path: string, body: unknown, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('PUT', path, jsonBody(body ?? {}), true, parser, options);
export const apiPatch = <T>(path: string, body: unknown, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('PATCH', path, jsonBody(body ?? {}), true, parser, options);
export const apiDelete = <T>(path: string, parser: Parser<T>, options: RequestOptions & { body?: unknown } = {}): Promise<T> =>
  request('DELETE', path, jsonBody(options.body), options.body !== undefined, parser, options);
/** multipart/form-data upload (the browser sets the boundary). */
export const apiUpload = <T>(path: string, form: FormData, parser: Parser<T>, options: RequestOptions = {}): Promise<T> =>
  request('POST', path, form, false, parser, options);

/**
 * GET a file that needs the bearer token (class materials): the body as a Blob. Errors are the same
 * ApiErrors as the JSON calls (a 404 stays with the caller unless `notFound: 'page'`).
 */
export const apiGetBlob = (path: string, options: RequestOptions = {}): Promise<Blob> =>
  request('GET', path, undefined, false, { parse: (data) => data as Blob }, { notFound: 'caller', ...options }, 'blob');
