import type {
  CheckAnswerResponse,
  RecordingResponse,
  SaveAnswerRequest,
  SaveAnswerResponse,
  SessionUser,
  SubmitModuleRequest,
  SubmitModuleResponse,
  TenantBrand,
  UserExamView,
} from '@prepwell/contracts';
import { ApiError } from '../lib/api-error.ts';
import { httpRequest, QUICK_TIMEOUT_MS } from '../lib/http.ts';
import { clearToken, setLastPath } from '../lib/storage.ts';
import { OFFLINE_COPY_HEADER } from './offline/sw-rules.ts';

/**
 * The runner's calls over the HTTP core (lib/http.ts), with no zod at runtime (the runner must stay light;
 * the server validates and serialises with the contract's schemas, so the shapes are the contract's types).
 * What differs from the app's client: a 401 sends the student to Login and back, short time limits, and
 * keepalive for the leave. Errors are ApiErrors; callers branch on `code`, never on the message.
 */
export const LOGIN_PATH = '/login?role=student';

/** Login (full load), coming back to this runner page afterwards. */
export const goToLogin = (): void => {
  const here = window.location.pathname;
  setLastPath(here);
  window.location.assign(`${LOGIN_PATH}&redirect=${encodeURIComponent(here)}`);
};

interface CallOptions {
  keepalive?: boolean;
  timeoutMs?: number;
}

async function call<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const payload =
    body === undefined
      ? {}
      : typeof FormData !== 'undefined' && body instanceof FormData
        ? { form: body }
        : { json: body };
  try {
    return await httpRequest(
      {
        method,
        url: `/api/${path}`,
        ...payload,
        timeoutMs: options.timeoutMs ?? QUICK_TIMEOUT_MS,
        keepalive: options.keepalive ?? false,
      },
      async (response) => (response.status === 204 ? null : await response.json()) as T,
    );
  } catch (error) {
    // 401: the token is gone or expired. The journal stays in localStorage; the student signs in again.
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      goToLogin();
    }
    throw error;
  }
}

const attempt = (userExamId: string, rest = ''): string => `user-exams/${encodeURIComponent(userExamId)}${rest}`;
const withEpoch = (epoch: number | null) => (epoch === null ? {} : { epoch });

/** A view-shaped body (pause and resume answer the attempt; older servers answered `{ ok }`). */
const isView = (value: unknown): value is UserExamView =>
  typeof value === 'object' && value !== null && 'epoch' in value && 'phase' in value && 'answers' in value;

/** The request never got an answer (the device or the network is offline), as opposed to a refusal. */
const unanswered = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 0 && (error.code === 'network_error' || error.code === 'timeout');

/**
 * This device's copy of the attempt, kept by the runner's service worker (decision 0035), or null when
 * there is none or the server answered itself (then the network is back: the caller's failure stands).
 */
const offlineView = async (userExamId: string): Promise<UserExamView | null> => {
  try {
    return await httpRequest(
      { method: 'GET', url: `/api/${attempt(userExamId)}`, timeoutMs: QUICK_TIMEOUT_MS },
      async (r) => (r.headers.has(OFFLINE_COPY_HEADER) ? ((await r.json()) as UserExamView) : null),
    );
  } catch {
    return null;
  }
};

export const runnerApi = {
  tenant: () => call<TenantBrand>('GET', 'tenant'),
  me: () => call<SessionUser>('GET', 'me'),
  view: (userExamId: string) => call<UserExamView>('GET', attempt(userExamId)),
  /**
   * Begins a session (a tab): the server bumps the epoch and closes a recorded leave. Offline (a reload or
   * a restarted tab without network), the attempt as this device last knew it, so the student continues
   * where they were; answers wait in the journal and the session's epoch stays the one last opened.
   */
  open: async (userExamId: string, epoch: number | null) => {
    try {
      return await call<UserExamView>('POST', attempt(userExamId, '/open'), withEpoch(epoch));
    } catch (error) {
      const copy = unanswered(error) ? await offlineView(userExamId) : null;
      if (!copy) throw error;
      return copy;
    }
  },
  /** The holding tab's sign of life while visible; 409 `stale_session` once another tab has opened. */
  heartbeat: (userExamId: string, epoch: number | null) =>
    call<unknown>('POST', attempt(userExamId, '/heartbeat'), withEpoch(epoch), { timeoutMs: 10_000 }),
  /** Records that the student left (pagehide / hidden): keepalive lets it outlive the page. */
  leave: (userExamId: string, epoch: number | null) =>
    call<unknown>('POST', attempt(userExamId, '/leave'), withEpoch(epoch), { keepalive: true, timeoutMs: 10_000 }),
  startModule: (userExamId: string, epoch: number | null) =>
    call<UserExamView>('POST', attempt(userExamId, '/start-module'), withEpoch(epoch)),
  saveAnswer: (userExamId: string, questionId: string, body: SaveAnswerRequest) =>
    call<SaveAnswerResponse>('PUT', attempt(userExamId, `/answers/${encodeURIComponent(questionId)}`), body, {
      timeoutMs: 15_000,
    }),
  submitModule: (userExamId: string, body: SubmitModuleRequest) =>
    call<SubmitModuleResponse>('POST', attempt(userExamId, '/submit-module'), body),
  pause: async (userExamId: string, epoch: number | null) => {
    const body = await call<unknown>('POST', attempt(userExamId, '/pause'), withEpoch(epoch));
    return isView(body) ? body : null;
  },
  resume: async (userExamId: string, epoch: number | null) => {
    const body = await call<unknown>('POST', attempt(userExamId, '/resume'), withEpoch(epoch));
    return isView(body) ? body : null;
  },
  check: (userExamId: string, questionId: string, epoch: number | null) =>
    call<CheckAnswerResponse>(
      'POST',
      attempt(userExamId, `/check/${encodeURIComponent(questionId)}`),
      withEpoch(epoch),
    ),
  uploadRecording: (userExamId: string, questionId: string, blob: Blob, epoch: number | null) => {
    const form = new FormData();
    if (epoch !== null) form.append('epoch', String(epoch));
    form.append(
      'file',
      blob,
      `recording.${blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm'}`,
    );
    return call<RecordingResponse>('POST', attempt(userExamId, `/recordings/${encodeURIComponent(questionId)}`), form, {
      timeoutMs: 120_000,
    });
  },
};

export type RunnerApi = typeof runnerApi;
