import type {
  CheckAnswerResponse,
  ErrorCode,
  RecordingResponse,
  SaveAnswerRequest,
  SaveAnswerResponse,
  SessionUser,
  SubmitModuleRequest,
  SubmitModuleResponse,
  TenantBrand,
  UserExamView,
} from '@prepwell/contracts';
import { runnerLang } from './runner-i18n.ts';
import { clearToken, getTenantOverride, getToken, setLastPath } from './runner-storage.ts';

/**
 * The runner's HTTP client: plain fetch, no zod at runtime (the runner must stay light; the server
 * validates and serialises with the contract's schemas, so the shapes are the contract's types).
 * Errors carry the body's `code`; callers branch on it, never on the message.
 */
export type RunnerErrorCode = ErrorCode | 'network_error' | 'timeout';

export class RunnerApiError extends Error {
  readonly status: number;
  readonly code: RunnerErrorCode;
  constructor(status: number, code: RunnerErrorCode, message: string) {
    super(message);
    this.name = 'RunnerApiError';
    this.status = status;
    this.code = code;
  }
}

export const isRunnerApiError = (value: unknown): value is RunnerApiError => value instanceof RunnerApiError;

/** Same header name as contracts' TENANT_HEADER (a type-only import keeps contracts' code out of this chunk). */
const TENANT_HEADER = 'x-tenant';
const TIMEOUT_MS = 30_000;

export const LOGIN_PATH = '/login?role=student';

/** Login (full load), coming back to this runner page afterwards. */
export const goToLogin = (): void => {
  const here = window.location.pathname;
  setLastPath(here);
  window.location.assign(`${LOGIN_PATH}&redirect=${encodeURIComponent(here)}`);
};

/** 401: the token is gone or expired. The journal stays in localStorage; the student signs in again. */
const onUnauthorized = (): void => {
  clearToken();
  goToLogin();
};

interface CallOptions {
  keepalive?: boolean;
  timeoutMs?: number;
}

const headersFor = (json: boolean): Headers => {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': runnerLang() });
  if (json) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const tenant = getTenantOverride();
  if (tenant) headers.set(TENANT_HEADER, tenant);
  return headers;
};

const errorFrom = async (response: Response): Promise<RunnerApiError> => {
  let code: RunnerErrorCode = 'internal_error';
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown } | null;
    if (body && typeof body.code === 'string') code = body.code as RunnerErrorCode;
    if (body && typeof body.message === 'string') message = body.message;
  } catch {
    /* not JSON */
  }
  return new RunnerApiError(response.status, code, message);
};

async function call<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = { method, headers: headersFor(body !== undefined && !isForm) };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);
  if (options.keepalive) init.keepalive = true;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? TIMEOUT_MS);
  init.signal = timeout.signal;
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, init);
  } catch (cause) {
    throw new RunnerApiError(0, timeout.signal.aborted ? 'timeout' : 'network_error', String(cause));
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const error = await errorFrom(response);
    if (error.status === 401) onUnauthorized();
    throw error;
  }
  return (response.status === 204 ? null : await response.json()) as T;
}

const attempt = (userExamId: string, rest = ''): string => `user-exams/${encodeURIComponent(userExamId)}${rest}`;
const withEpoch = (epoch: number | null) => (epoch === null ? {} : { epoch });

/** A view-shaped body (pause and resume answer the attempt; older servers answered `{ ok }`). */
const isView = (value: unknown): value is UserExamView =>
  typeof value === 'object' && value !== null && 'epoch' in value && 'phase' in value && 'answers' in value;

export const runnerApi = {
  tenant: () => call<TenantBrand>('GET', 'tenant'),
  me: () => call<SessionUser>('GET', 'me'),
  view: (userExamId: string) => call<UserExamView>('GET', attempt(userExamId)),
  /** Begins a session (a tab): the server bumps the epoch and closes a recorded leave. */
  open: (userExamId: string, epoch: number | null) => call<UserExamView>('POST', attempt(userExamId, '/open'), withEpoch(epoch)),
  /** The holding tab's sign of life while visible; 409 `stale_session` once another tab has opened. */
  heartbeat: (userExamId: string, epoch: number | null) => call<unknown>('POST', attempt(userExamId, '/heartbeat'), withEpoch(epoch), { timeoutMs: 10_000 }),
  /** Records that the student left (pagehide / hidden): keepalive lets it outlive the page. */
  leave: (userExamId: string, epoch: number | null) =>
    call<unknown>('POST', attempt(userExamId, '/leave'), withEpoch(epoch), { keepalive: true, timeoutMs: 10_000 }),
  startModule: (userExamId: string, epoch: number | null) => call<UserExamView>('POST', attempt(userExamId, '/start-module'), withEpoch(epoch)),
  saveAnswer: (userExamId: string, questionId: string, body: SaveAnswerRequest) =>
    call<SaveAnswerResponse>('PUT', attempt(userExamId, `/answers/${encodeURIComponent(questionId)}`), body, { timeoutMs: 15_000 }),
  submitModule: (userExamId: string, body: SubmitModuleRequest) => call<SubmitModuleResponse>('POST', attempt(userExamId, '/submit-module'), body),
  pause: async (userExamId: string, epoch: number | null) => {
    const body = await call<unknown>('POST', attempt(userExamId, '/pause'), withEpoch(epoch));
    return isView(body) ? body : null;
  },
  resume: async (userExamId: string, epoch: number | null) => {
    const body = await call<unknown>('POST', attempt(userExamId, '/resume'), withEpoch(epoch));
    return isView(body) ? body : null;
  },
  check: (userExamId: string, questionId: string, epoch: number | null) =>
    call<CheckAnswerResponse>('POST', attempt(userExamId, `/check/${encodeURIComponent(questionId)}`), withEpoch(epoch)),
  uploadRecording: (userExamId: string, questionId: string, blob: Blob, epoch: number | null) => {
    const form = new FormData();
    if (epoch !== null) form.append('epoch', String(epoch));
    form.append('file', blob, `recording.${blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm'}`);
    return call<RecordingResponse>('POST', attempt(userExamId, `/recordings/${encodeURIComponent(questionId)}`), form, { timeoutMs: 120_000 });
  },
};

export type RunnerApi = typeof runnerApi;
