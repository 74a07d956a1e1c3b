/**
 * What the runner's service worker (runner-sw.ts, decision 0035) does with a request, and how it keeps and
 * serves its copy of the attempt: pure functions, no worker or browser API, unit-tested in node. The
 * worker bundle imports only this file and the contracts' zod-free light entry (it is built on its own, see
 * sw-build.ts), so nothing here may import the app's or the runner's modules.
 */

/** The header a copy served by the worker carries (the ms epoch, by the device's clock, when it was stored). */
export const OFFLINE_COPY_HEADER = 'x-pw-offline-copy';

/** Versioned cache of the runner's code, styles and fonts; the data cache survives a new build. */
export const ASSET_CACHE_PREFIX = 'pw-runner-v-';
export const DATA_CACHE = 'pw-runner-data';

/** The runner pages (runner-route.ts; a test keeps them equal): the worker serves its shell for these only. */
const RUNNER_PAGE =
  /^\/(?:(?:sat|shsat)\/(?:start|test)\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}|act\/test\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}|toefl\/test\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{1,64}(?:\/start)?)\/?$/;

export const isRunnerPage = (pathname: string): boolean => RUNNER_PAGE.test(pathname);

/**
 * The API calls the worker touches; every other /api call passes by untouched (never cached).
 * - `tenant`: the brand (not a user's data), kept per tenant;
 * - `me`, `view`: the student and the attempt being run, kept per tenant and bearer token;
 * - `view-write`: writes that answer the attempt's view (open, start-module, pause, resume): the answer
 *   replaces the kept view (nothing is ever served for them offline);
 * - `answer`: a saved answer, written into the kept view's answers (nothing served offline either).
 */
export type ApiRule =
  | { kind: 'tenant' }
  | { kind: 'me' }
  | { kind: 'view'; userExamId: string }
  | { kind: 'view-write'; userExamId: string }
  | { kind: 'answer'; userExamId: string; questionId: string };

const ID = '([A-Za-z0-9-]{1,64})';
const VIEW = new RegExp(`^/api/user-exams/${ID}$`);
const VIEW_WRITE = new RegExp(`^/api/user-exams/${ID}/(?:open|start-module|pause|resume)$`);
const ANSWER = new RegExp(`^/api/user-exams/${ID}/answers/${ID}$`);

export const apiRuleOf = (method: string, pathname: string): ApiRule | null => {
  if (method === 'GET') {
    if (pathname === '/api/tenant') return { kind: 'tenant' };
    if (pathname === '/api/me') return { kind: 'me' };
    const view = VIEW.exec(pathname);
    return view?.[1] ? { kind: 'view', userExamId: view[1] } : null;
  }
  if (method === 'POST') {
    const write = VIEW_WRITE.exec(pathname);
    return write?.[1] ? { kind: 'view-write', userExamId: write[1] } : null;
  }
  if (method === 'PUT') {
    const answer = ANSWER.exec(pathname);
    return answer?.[1] && answer[2] ? { kind: 'answer', userExamId: answer[1], questionId: answer[2] } : null;
  }
  return null;
};

/** The tenant a request speaks for: the X-Tenant override, else the host (as the server resolves it). */
export const tenantOf = (tenantHeader: string | null, host: string): string =>
  tenantHeader?.trim() ? `slug:${tenantHeader.trim().toLowerCase()}` : `host:${host.toLowerCase()}`;

/** What a user's key is hashed from: the tenant and the bearer token, so no other user or tenant finds it. */
export const userKeySource = (tenant: string, authorization: string): string => `${tenant}\n${authorization}`;

/** Cache keys (synthetic same-origin URLs no server route answers). `hash` values are SHA-256 hex. */
export const DATA_PATH = '/__pw-offline/';
export const tenantKey = (tenantHash: string): string => `${DATA_PATH}t/${tenantHash}/tenant`;
export const meKey = (userHash: string): string => `${DATA_PATH}u/${userHash}/me`;
export const viewKey = (userHash: string, userExamId: string): string => `${DATA_PATH}u/${userHash}/view/${userExamId}`;
export const userPrefix = (userHash: string): string => `${DATA_PATH}u/${userHash}/`;
/** Whether a key (a path) holds some user's copy. */
export const isUserKey = (pathname: string): boolean => pathname.startsWith(`${DATA_PATH}u/`);

// ---------------------------------------------------------------------------------------------
// The kept view: only the fields the worker reads are typed; the rest is kept as the server sent it.

interface KeptAnswer {
  questionId: string;
  answer: unknown;
  flagged: boolean;
  seq: number;
  timeSpentMs: number;
  eliminated: unknown[];
}

export interface KeptView {
  id: string;
  status: string;
  phase: string | null;
  current: { remainingSeconds: number; questions: Array<{ id: string }> } | null;
  breakRemainingSeconds: number | null;
  answers: KeptAnswer[];
  [field: string]: unknown;
}

export const isKeptView = (value: unknown): value is KeptView => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.status === 'string' && 'phase' in v && Array.isArray(v.answers);
};

/** Only an attempt in progress is kept: a completed one has nothing more to run (its copy is dropped). */
export const keepsView = (view: KeptView): boolean => view.status === 'in_progress';

/**
 * A newer view replaces the kept one, but an answer the kept one holds with a greater seq stays: a read
 * that left the server before a save was applied may arrive after it (seqs only grow on the server).
 */
export const mergeKeptView = (kept: KeptView | null, next: KeptView): KeptView => {
  if (!kept || kept.id !== next.id) return next;
  const open = new Set((next.current?.questions ?? []).map((q) => q.id));
  const byId = new Map(next.answers.map((a) => [a.questionId, a]));
  for (const answer of kept.answers) {
    const fresh = byId.get(answer.questionId);
    if (open.has(answer.questionId) && (!fresh || fresh.seq < answer.seq)) byId.set(answer.questionId, answer);
  }
  return { ...next, answers: [...byId.values()] };
};

interface SentAnswer {
  answer?: unknown;
  flagged?: boolean;
  seq?: number;
  timeSpentMs?: number;
  eliminated?: unknown[];
}

interface SaveAnswered {
  questionId: string;
  seq: number;
  applied: boolean;
  answer: unknown;
  flagged: boolean;
}

export const isSaveAnswered = (value: unknown): value is SaveAnswered => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.questionId === 'string' && typeof v.seq === 'number' && typeof v.applied === 'boolean';
};

/**
 * The server answered a save: the kept view now holds what the server holds for that question (what was
 * sent when applied, else the server's answer and seq), so a reload offline shows it as saved.
 */
export const withSavedAnswer = (view: KeptView, sent: SentAnswer, answered: SaveAnswered): KeptView => {
  const previous = view.answers.find((a) => a.questionId === answered.questionId);
  if (previous && previous.seq > answered.seq) return view;
  const next: KeptAnswer = {
    questionId: answered.questionId,
    answer: answered.answer,
    flagged: answered.flagged,
    seq: answered.seq,
    timeSpentMs:
      answered.applied && typeof sent.timeSpentMs === 'number' ? sent.timeSpentMs : (previous?.timeSpentMs ?? 0),
    eliminated:
      answered.applied && Array.isArray(sent.eliminated) ? [...sent.eliminated] : (previous?.eliminated ?? []),
  };
  return { ...view, answers: [...view.answers.filter((a) => a.questionId !== answered.questionId), next] };
};

/**
 * The kept view as it stands `elapsedMs` after it was stored: the running clock (a module's, or a break's)
 * has lost that time, rounded down, never below 0. The server's deadline is absolute; the time it had left
 * when the copy arrived, minus the device's elapsed time since, is that deadline read on the device's
 * clock, with the skew between the two clocks cancelled out. A clock set back never adds time (elapsed is
 * at least 0). A paused module and a `ready` one keep their time, as the server's do.
 */
export const viewAfter = (view: KeptView, elapsedMs: number): KeptView => {
  const elapsed = Math.max(0, elapsedMs) / 1000;
  const left = (seconds: number) => Math.max(0, Math.floor(seconds - elapsed));
  if (view.phase === 'module' && view.current)
    return { ...view, current: { ...view.current, remainingSeconds: left(view.current.remainingSeconds) } };
  if (view.phase === 'break' && view.breakRemainingSeconds !== null)
    return { ...view, breakRemainingSeconds: left(view.breakRemainingSeconds) };
  return view;
};

/**
 * The view served offline: its clock counted down (viewAfter), and no live session claimed. Offline, the
 * device cannot know whether a tab holds the attempt now; a tab restarted without network (its memory of
 * the epoch gone) continues instead of watching read-only, and if another device did take the attempt
 * over, the first save that reaches the server is refused as stale and says so.
 */
export const offlineCopyOf = (view: KeptView, elapsedMs: number): KeptView => ({
  ...viewAfter(view, elapsedMs),
  sessionLive: false,
});
