/**
 * The runner's service worker (decision 0035): the test runner keeps working offline once loaded. Built on
 * its own into `dist/runner-sw.js` (sw-build.ts), with the build's precache list and version; registered by
 * the runner page for its exam's scope (`/sat/`, `/act/`, `/toefl/`, `/shsat/`).
 *
 * - Runner pages: network first; offline, the build's own page shell.
 * - `/assets/*` (hashed, immutable): from the versioned cache, which the install fills with the runner's
 *   code, styles, strings and fonts; anything else fetched there is added on the way.
 * - The API: only the calls of sw-rules.ts. Network first; when the network fails (never on an HTTP error),
 *   the brand, the student and the attempt being run come from this device's copy, kept per tenant and
 *   bearer token, the attempt's clock counted down by the time since it was stored.
 */
import { TENANT_HEADER } from '@prepwell/contracts/light';
import {
  apiRuleOf,
  ASSET_CACHE_PREFIX,
  DATA_CACHE,
  isKeptView,
  isRunnerPage,
  isSaveAnswered,
  isUserKey,
  keepsView,
  meKey,
  mergeKeptView,
  OFFLINE_COPY_HEADER,
  offlineCopyOf,
  tenantKey,
  tenantOf,
  userKeySource,
  userPrefix,
  viewKey,
  withSavedAnswer,
  type ApiRule,
  type KeptView,
} from './sw-rules.ts';

declare const __PW_RUNNER_PRECACHE__: readonly string[];
declare const __PW_RUNNER_VERSION__: string;

/** The few worker types used here (the web app's TypeScript lib is the DOM's, not the worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const ASSET_CACHE = `${ASSET_CACHE_PREFIX}${__PW_RUNNER_VERSION__}`;
const SHELL = '/index.html';
const STORED_AT = 'x-pw-stored-at';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      await cache.addAll([
        new Request(SHELL, { cache: 'no-cache' }),
        ...__PW_RUNNER_PRECACHE__.map((file) => `/${file}`),
      ]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(ASSET_CACHE_PREFIX) && name !== ASSET_CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (request.method === 'GET' && isRunnerPage(url.pathname)) event.respondWith(page(request));
    return;
  }
  if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
    return;
  }
  const rule = apiRuleOf(request.method, url.pathname);
  if (rule) event.respondWith(api(event, request, url, rule));
});

const page = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: ASSET_CACHE });
    if (shell) return shell;
    throw error;
  }
};

const asset = async (request: Request): Promise<Response> => {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
};

// ---------------------------------------------------------------------------------------------
// The API copies

const sha256 = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/** Writes of the data cache, one at a time (a view stored and an answer written into it must not cross). */
let queue: Promise<unknown> = Promise.resolve();
const serially = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const dataKey = (path: string): string => new URL(path, worker.location.origin).href;

/** The copy's key for a call, or null when it is not kept (no bearer token: nobody's data to keep). */
const keyOf = async (
  request: Request,
  url: URL,
  rule: ApiRule,
): Promise<{ key: string; user: string | null } | null> => {
  const tenant = tenantOf(request.headers.get(TENANT_HEADER), url.host);
  if (rule.kind === 'tenant') return { key: tenantKey(await sha256(tenant)), user: null };
  const authorization = request.headers.get('authorization');
  if (!authorization) return null;
  const user = await sha256(userKeySource(tenant, authorization));
  if (rule.kind === 'me') return { key: meKey(user), user };
  return { key: viewKey(user, rule.userExamId), user };
};

const readJson = async (response: Response | undefined): Promise<unknown> => {
  try {
    return response ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
};

const put = async (cache: Cache, key: string, body: string, storedAt: number): Promise<void> =>
  cache.put(
    dataKey(key),
    new Response(body, { headers: { 'content-type': 'application/json', [STORED_AT]: String(storedAt) } }),
  );

/** One user per device at a time: a copy of another user (or of this one under an old token) goes. */
const forgetOtherUsers = async (cache: Cache, user: string): Promise<void> => {
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (isUserKey(path) && !path.startsWith(userPrefix(user))) await cache.delete(request);
  }
};

const forgetUser = async (cache: Cache, user: string): Promise<void> => {
  for (const request of await cache.keys())
    if (new URL(request.url).pathname.startsWith(userPrefix(user))) await cache.delete(request);
};

/** A view the server sent (read or written): kept while the attempt is in progress, dropped once it is not. */
const keepView = (key: string, user: string, body: unknown, storedAt: number): Promise<void> =>
  serially(async () => {
    if (!isKeptView(body)) return;
    const cache = await caches.open(DATA_CACHE);
    if (!keepsView(body)) return void (await cache.delete(dataKey(key)));
    const kept = await readJson(await cache.match(dataKey(key)));
    await put(cache, key, JSON.stringify(mergeKeptView(isKeptView(kept) ? kept : null, body)), storedAt);
    await forgetOtherUsers(cache, user);
  });

const keepResponse = (key: string, user: string | null, response: Response, storedAt: number): Promise<void> =>
  serially(async () => {
    const cache = await caches.open(DATA_CACHE);
    await put(cache, key, await response.text(), storedAt);
    if (user) await forgetOtherUsers(cache, user);
  });

/** The device's copy for an offline read, marked as such; a view's clock counted down since it was stored. */
const copyOf = async (key: string, rule: ApiRule): Promise<Response | null> => {
  const kept = await caches.match(dataKey(key), { cacheName: DATA_CACHE });
  if (!kept) return null;
  const storedAt = Number(kept.headers.get(STORED_AT)) || 0;
  let body = await kept.text();
  if (rule.kind === 'view') {
    const view = await readJson(new Response(body));
    if (!isKeptView(view)) return null;
    body = JSON.stringify(offlineCopyOf(view, Date.now() - storedAt));
  }
  return new Response(body, {
    headers: { 'content-type': 'application/json', [OFFLINE_COPY_HEADER]: String(storedAt) },
  });
};

const api = async (event: FetchEvent, request: Request, url: URL, rule: ApiRule): Promise<Response> => {
  const sent = rule.kind === 'answer' ? request.clone().text() : null;
  const keyed = await keyOf(
    request,
    url,
    rule.kind === 'view-write' || rule.kind === 'answer' ? { kind: 'view', userExamId: rule.userExamId } : rule,
  );
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    // Offline (the request never got an answer): reads fall back to this device's copy.
    const copy =
      keyed && (rule.kind === 'tenant' || rule.kind === 'me' || rule.kind === 'view')
        ? await copyOf(keyed.key, rule)
        : null;
    if (copy) return copy;
    throw error;
  }
  if (!keyed) return response;
  const storedAt = Date.now();
  if (response.status === 401 && keyed.user) {
    const user = keyed.user;
    event.waitUntil(serially(async () => forgetUser(await caches.open(DATA_CACHE), user)));
  } else if (response.ok) {
    const copy = response.clone();
    event.waitUntil(afterAnswer(keyed.key, keyed.user, rule, copy, sent, storedAt).catch(() => undefined));
  }
  return response;
};

const afterAnswer = async (
  key: string,
  user: string | null,
  rule: ApiRule,
  response: Response,
  sent: Promise<string> | null,
  storedAt: number,
): Promise<void> => {
  if (rule.kind === 'tenant' || rule.kind === 'me') return keepResponse(key, user, response, storedAt);
  if (!user) return;
  if (rule.kind === 'view' || rule.kind === 'view-write')
    return keepView(key, user, await readJson(response), storedAt);
  const answered = await readJson(response);
  const body = await readJson(new Response(await (sent ?? Promise.resolve('null'))));
  if (!isSaveAnswered(answered) || typeof body !== 'object' || body === null) return;
  await serially(async () => {
    const cache = await caches.open(DATA_CACHE);
    const kept = await cache.match(dataKey(key));
    const view = await readJson(kept);
    if (!kept || !isKeptView(view)) return;
    const next: KeptView = withSavedAnswer(view, body, answered);
    await put(cache, key, JSON.stringify(next), Number(kept.headers.get(STORED_AT)) || storedAt);
  });
};
