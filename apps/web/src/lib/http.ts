import { API_TIMEOUT_MS, errorBodyOf, TENANT_HEADER } from '@prepwell/contracts/light';
import { ApiError } from './api-error.ts';
import { currentLang } from './current-lang.ts';
import { serverSession } from './server-session.ts';
import { getTenantOverride, getToken } from './storage.ts';

/**
 * The one HTTP core of the web app, the test runners and the tutor panel: the session's headers (language,
 * bearer token, tenant override), a time limit joined with the caller's signal, and every failure as an
 * `ApiError` whose `code` is one of contracts' error codes (or `network_error` / `timeout`). It imports no
 * zod and nothing of React, so the light runner root loads it too. Each client keeps only what differs:
 * the app parses responses with the contracts' schemas, shows the loader and reacts to 401/403/404/5xx;
 * the runner sends to Login on a 401 and uses keepalive; the tutor reads a stream.
 */

/** Time limits: `API_TIMEOUT_MS` (120 s) for the app's calls and the tutor's streamed answer, 30 s for the runner's and the tutor's short calls. */
export const QUICK_TIMEOUT_MS = 30_000;
export { API_TIMEOUT_MS };

/** Accept-Language, Authorization and the tenant override of this browser's session. */
export const sessionHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = getTenantOverride();
  if (tenant) headers[TENANT_HEADER] = tenant;
  return headers;
};

export interface HttpRequest {
  method: string;
  /** Same-origin path, e.g. `/api/me`. */
  url: string;
  /** A JSON value (sent with Content-Type: application/json), or FormData (the browser sets the boundary). */
  json?: unknown;
  form?: FormData;
  /** Defaults to `application/json`; `null` sends none. */
  accept?: string | null;
  /** After the session's headers, so a caller may replace one. */
  headers?: Record<string, string>;
  /** Covers the fetch and `read` (a streamed body included). Default API_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The caller's cancel: its abort is rethrown as is (not an error to show). */
  signal?: AbortSignal;
  /** Lets the request outlive the page (the runner's leave on pagehide). */
  keepalive?: boolean;
  /** The session's headers; the tutor's tests give their own. */
  sessionHeaders?: () => Record<string, string>;
  fetch?: typeof fetch;
}

/** A non-2xx answer as an ApiError: the body's code, message, field errors and details when it is an ErrorBody. */
export const errorOfResponse = async (response: Response): Promise<ApiError> => {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    /* not JSON: fall through */
  }
  const error = errorBodyOf(body);
  if (error)
    return new ApiError({
      status: response.status,
      code: error.code,
      message: error.message,
      fieldErrors: error.fieldErrors,
      details: error.details,
    });
  return new ApiError({
    status: response.status,
    code: 'internal_error',
    message: response.statusText || `HTTP ${response.status}`,
  });
};

/** The headers a request sends: the session's, Accept, Content-Type for JSON, then the caller's own. */
const headersOf = (request: Pick<HttpRequest, 'sessionHeaders' | 'accept' | 'json' | 'headers'>): Headers => {
  const headers = new Headers({ ...(request.sessionHeaders ?? sessionHeaders)() });
  if (request.accept !== null) headers.set('Accept', request.accept ?? 'application/json');
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  return headers;
};

/**
 * Early reads (issue 21, phones): the entry starts the GETs the first screen will make (the tenant, the
 * student, the runner's attempt) while the page's code is still downloading, instead of one network
 * round trip after it. The first same GET with the same headers within EARLY_READ_MAX_AGE_MS takes the
 * answer instead of asking again; anything else (other headers: the language or the token changed in
 * between; a later read; a second read of the same address) goes to the network as before.
 */
const EARLY_READ_MAX_AGE_MS = 10_000;
const earlyReads = new Map<string, { headers: string; at: number; response: Promise<Response> }>();
const headerKey = (headers: Headers): string => JSON.stringify([...headers.entries()]);

/** Starts these same-origin GETs now, with the headers httpRequest would send (the entry calls it). */
export const startEarlyReads = (urls: readonly string[]): void => {
  const headers = headersOf({});
  for (const url of urls) {
    const response = fetch(url, { method: 'GET', headers });
    response.catch(() => undefined); // its taker sees the failure; untaken, it is no one's error
    earlyReads.set(url, { headers: headerKey(headers), at: Date.now(), response });
  }
};

/** The early answer to this request, once, or null (see startEarlyReads). The caller's signal still cancels it. */
const takeEarlyRead = (url: string, init: RequestInit): Promise<Response> | null => {
  const early = earlyReads.get(url);
  if (!early) return null;
  earlyReads.delete(url);
  const usable =
    init.method === 'GET' &&
    !init.keepalive &&
    Date.now() - early.at <= EARLY_READ_MAX_AGE_MS &&
    early.headers === headerKey(new Headers(init.headers));
  if (!usable) return null;
  const { signal } = init;
  if (!signal) return early.response;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void early.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};

/** On the server (a page painted with the user's data, decision 0056) the render's own transport, into the API. */
const fetchOrEarly = (url: string, init: RequestInit): Promise<Response> =>
  serverSession()?.fetch(url, init) ?? takeEarlyRead(url, init) ?? fetch(url, init);

/**
 * One request: the session's headers, the time limit, a non-2xx answer thrown as its ApiError, then
 * `read(response)` inside the same time limit. A failed fetch (or body read) is an ApiError with status 0
 * and code `timeout` or `network_error`, unless the caller's own signal aborted it.
 */
export async function httpRequest<T>(request: HttpRequest, read: (response: Response) => Promise<T>): Promise<T> {
  const headers = headersOf(request);
  const init: RequestInit = { method: request.method, headers };
  if (request.json !== undefined) init.body = JSON.stringify(request.json);
  else if (request.form) init.body = request.form;
  if (request.keepalive) init.keepalive = true;

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? API_TIMEOUT_MS);
  init.signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  const failed = (cause: unknown): unknown => {
    if (cause instanceof ApiError || request.signal?.aborted) return cause;
    return new ApiError({
      status: 0,
      code: timeout.signal.aborted ? 'timeout' : 'network_error',
      message: String(cause),
    });
  };
  try {
    let response: Response;
    try {
      response = await (request.fetch ?? fetchOrEarly)(request.url, init);
    } catch (cause) {
      throw failed(cause);
    }
    if (!response.ok) throw await errorOfResponse(response);
    try {
      return await read(response);
    } catch (cause) {
      // A body cut by the time limit or the network; anything else (a bad body) is the reader's to say.
      if (cause instanceof ApiError || request.signal?.aborted || timeout.signal.aborted || cause instanceof TypeError)
        throw failed(cause);
      throw cause;
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body as JSON, or null when there is none (204, empty) or it is not JSON. A body whose reading fails
 * (the caller cancelled, the time limit, the network) rejects as that failure: it is not an answer of
 * null, which a reader would take for a malformed reply (a cancelled search once showed "server error").
 */
export const readJson = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};
