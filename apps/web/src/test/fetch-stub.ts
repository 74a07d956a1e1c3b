import type { ErrorBody, ErrorCode } from '@prepwell/contracts';
import { vi } from 'vitest';

/** One request the page sent, as the stub saw it. */
export interface SentRequest {
  method: string;
  /** The path without the query, e.g. `/api/login`. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed (null without one). */
  body: unknown;
  headers: Headers;
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

type Route = StubReply | ((request: SentRequest) => StubReply | Promise<StubReply>);

/** An answer of the API's error shape (ErrorBody), as the server sends it. */
export const errorReply = (
  status: number,
  code: ErrorCode,
  extra: Partial<Omit<ErrorBody, 'code' | 'status'>> = {},
): StubReply => ({
  status,
  body: { code, status, message: `Server message for ${code}`, ...extra },
});

/**
 * Mocks the network at its boundary — `fetch` — and nothing of the app: routes are `METHOD /path`
 * (query left out); a route may be a reply or a function of the request. A request no route answers is
 * recorded in `unexpected` and answered 404, so a test can tell it happened.
 */
export const stubFetch = (routes: Record<string, Route>) => {
  const sent: SentRequest[] = [];
  const unexpected: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      unexpected.push(`${method} ${url.pathname}`);
      return new Response(JSON.stringify({ code: 'not_found', status: 404, message: 'not stubbed' }), { status: 404 });
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    sent,
    unexpected,
    /** The requests sent to one route, e.g. `to('POST /api/login')`. */
    to: (route: string) => sent.filter((r) => `${r.method} ${r.path}` === route),
  };
};
