import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { setCurrentLang } from './current-lang.ts';
import { errorOfResponse, httpRequest, readJson, sessionHeaders, startEarlyReads } from './http.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setCurrentLang('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the HTTP core', () => {
  it("sends the session's language and the caller's headers, a JSON body with its type, and reads the answer", async () => {
    setCurrentLang('tw');
    expect(sessionHeaders()).toEqual({ 'Accept-Language': 'tw' }); // no token or tenant stored (no window here)
    let sent: RequestInit = {};
    const result = await httpRequest(
      {
        method: 'POST',
        url: '/api/x',
        json: { a: 1 },
        headers: { 'idempotency-key': 'k1' },
        sessionHeaders: () => ({ ...sessionHeaders(), Authorization: 'Bearer t', 'x-tenant': 'acme' }),
        fetch: async (_url, init) => {
          sent = init ?? {};
          return json({ ok: true });
        },
      },
      (response) => response.json(),
    );
    expect(result).toEqual({ ok: true });
    expect(Object.fromEntries(new Headers(sent.headers))).toEqual({
      accept: 'application/json',
      'accept-language': 'tw',
      authorization: 'Bearer t',
      'content-type': 'application/json',
      'idempotency-key': 'k1',
      'x-tenant': 'acme',
    });
    expect(sent.body).toBe('{"a":1}');
  });

  it('throws the ErrorBody of a refusal as an ApiError with its typed code, field errors and details', async () => {
    const body = {
      code: 'validation_failed',
      status: 422,
      message: 'Check the form',
      fieldErrors: [{ path: 'email', message: 'Taken' }],
      details: { max: 3 },
    };
    const refused = httpRequest(
      { method: 'GET', url: '/api/x', fetch: async () => json(body, 422) },
      async () => 'never',
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Check the form',
      fieldErrors: body.fieldErrors,
      details: { max: 3 },
    });
  });

  it('a body that is no ErrorBody (a proxy’s page, an unknown code) is internal_error with the status text', async () => {
    await expect(
      errorOfResponse(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    ).resolves.toMatchObject({ status: 502, code: 'internal_error', message: 'Bad Gateway' });
    await expect(errorOfResponse(json({ code: 'made_up', status: 400, message: 'x' }, 400))).resolves.toMatchObject({
      code: 'internal_error',
      message: 'HTTP 400',
    });
  });

  it('a failed fetch is network_error, the time limit is timeout, and the caller’s own cancel is rethrown as is', async () => {
    const offline = httpRequest(
      { method: 'GET', url: '/api/x', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) },
      async () => null,
    );
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network_error' });

    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    await expect(
      httpRequest({ method: 'GET', url: '/api/x', timeoutMs: 20, fetch: never }, async () => null),
    ).rejects.toMatchObject({ status: 0, code: 'timeout' });

    const caller = new AbortController();
    const cancelled = httpRequest(
      { method: 'GET', url: '/api/x', signal: caller.signal, fetch: never },
      async () => null,
    );
    caller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    await expect(cancelled).rejects.not.toBeInstanceOf(ApiError);
  });

  it('the time limit also covers reading the body (a stream that stalls)', async () => {
    const stalled: typeof fetch = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        }),
      );
    await expect(
      httpRequest({ method: 'GET', url: '/api/x', timeoutMs: 20, fetch: stalled }, (response) => response.text()),
    ).rejects.toMatchObject({ code: 'timeout' });
  });
  it('readJson: none or not JSON is null; a body cut by the caller’s cancel rejects as the cancel, never as null', async () => {
    expect(await readJson(new Response(null, { status: 204 }))).toBeNull();
    expect(await readJson(new Response(''))).toBeNull();
    expect(await readJson(new Response('<html>proxy</html>'))).toBeNull();
    expect(await readJson(json({ a: 1 }))).toEqual({ a: 1 });

    const caller = new AbortController();
    const streaming: typeof fetch = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":['));
            init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        }),
      );
    const read = httpRequest({ method: 'GET', url: '/api/x', signal: caller.signal, fetch: streaming }, readJson);
    await new Promise((resolve) => setTimeout(resolve, 5));
    caller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    await expect(read).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('early reads (issue 21, phones)', () => {
  const get = (url: string, options: { signal?: AbortSignal } = {}) =>
    httpRequest({ method: 'GET', url, ...options }, (response) => response.json());

  it("the first same GET takes the entry's answer instead of asking again; a second read asks the network", async () => {
    const network = vi.fn(async (url: string, _init?: RequestInit) => json({ url, n: network.mock.calls.length }));
    vi.stubGlobal('fetch', network);
    startEarlyReads(['/api/tenant', '/api/me']);
    expect(network).toHaveBeenCalledTimes(2);
    expect(Object.fromEntries(new Headers(network.mock.calls[0]![1]!.headers))).toEqual({
      accept: 'application/json',
      'accept-language': 'en',
    });
    expect(await get('/api/me')).toEqual({ url: '/api/me', n: 2 });
    expect(await get('/api/tenant')).toEqual({ url: '/api/tenant', n: 1 });
    expect(network).toHaveBeenCalledTimes(2);
    expect(await get('/api/me')).toEqual({ url: '/api/me', n: 3 });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('is not taken by another method, with other headers (the language changed), or once it is old', async () => {
    const network = vi.fn(async (url: string, init?: RequestInit) => json({ url, method: init?.method }));
    vi.stubGlobal('fetch', network);
    startEarlyReads(['/api/x']);
    await httpRequest({ method: 'POST', url: '/api/x', json: {} }, (r) => r.json());
    expect(network).toHaveBeenCalledTimes(2); // the POST went out; the early GET is spent, not reused later
    startEarlyReads(['/api/y']);
    setCurrentLang('cn');
    await get('/api/y');
    expect(network).toHaveBeenCalledTimes(4);
    expect(new Headers(network.mock.calls[3]![1]!.headers).get('accept-language')).toBe('cn');
    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyReads(['/api/z']);
    vi.setSystemTime(Date.now() + 10_001);
    await get('/api/z');
    expect(network).toHaveBeenCalledTimes(6);
  });

  it("the caller's cancel and its failure still apply to a taken answer", async () => {
    const never = new Promise<Response>(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => never),
    );
    startEarlyReads(['/api/slow']);
    const cancel = new AbortController();
    const pending = get('/api/slow', { signal: cancel.signal });
    cancel.abort();
    await expect(pending).rejects.toBeDefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startEarlyReads(['/api/down']);
    await expect(get('/api/down')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
