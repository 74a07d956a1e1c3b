import type { AiConversationView, AskInput, AskResponse } from '@prepwell/contracts';
import { SseParser } from './sse.ts';
import { ASK_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './tutor-constants.ts';

/**
 * The tutor's HTTP calls, plain fetch so the panel loads in both React roots (the app and the light
 * runner): each root gives its own headers (token, tenant, language). No zod at runtime: the server
 * checks and serialises with the contract's schemas, so the shapes are the contract's types.
 *
 * `ask` streams: `Accept: text/event-stream` and the body read with a ReadableStream reader (EventSource
 * cannot POST or send the bearer token); a server that answers JSON instead is read as one piece.
 */
export class TutorRequestError extends Error {
  readonly status: number;
  /** The ErrorBody's code, or `network_error` / `timeout` / `internal_error`. */
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'TutorRequestError';
    this.status = status;
    this.code = code;
  }
}

export interface TutorClientOptions {
  /** Authorization, tenant and Accept-Language headers of the root the panel runs in. */
  headers(): Record<string, string>;
  fetch?: typeof fetch;
}

export interface AskOptions {
  /** Each streamed piece of the answer. */
  onDelta(piece: string): void;
  signal?: AbortSignal;
}

export interface TutorClient {
  conversation(questionId: string, signal?: AbortSignal): Promise<AiConversationView>;
  clear(questionId: string): Promise<void>;
  ask(questionId: string, input: AskInput, options: AskOptions): Promise<AskResponse>;
}

const path = (questionId: string, rest: string) => `/api/ai/questions/${encodeURIComponent(questionId)}/${rest}`;

const errorOf = async (response: Response): Promise<TutorRequestError> => {
  let code = 'internal_error';
  let message = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown } | null;
    if (body && typeof body.code === 'string') code = body.code;
    if (body && typeof body.message === 'string') message = body.message;
  } catch {
    /* not JSON */
  }
  return new TutorRequestError(response.status, code, message);
};

/** One fetch with a timeout; the caller's signal cancels it (and is rethrown as is). */
const send = async (doFetch: typeof fetch, url: string, init: RequestInit, timeoutMs: number, signal: AbortSignal | undefined, run: (response: Response) => Promise<unknown>) => {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  try {
    const response = await doFetch(url, { ...init, signal: combined });
    if (!response.ok) throw await errorOf(response);
    return await run(response);
  } catch (cause) {
    if (cause instanceof TutorRequestError) throw cause;
    if (signal?.aborted) throw cause;
    throw new TutorRequestError(0, timeout.signal.aborted ? 'timeout' : 'network_error', String(cause));
  } finally {
    clearTimeout(timer);
  }
};

/** Reads an SSE body: deltas to `onDelta`, the `done` event's AskResponse returned, `error` thrown. */
export const readAskStream = async (body: ReadableStream<Uint8Array>, onDelta: (piece: string) => void): Promise<AskResponse> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  let result: AskResponse | null = null;
  const handle = (events: { event: string; data: string }[]) => {
    for (const { event, data } of events) {
      if (event === 'delta') {
        const piece = (JSON.parse(data) as { content?: unknown }).content;
        if (typeof piece === 'string') onDelta(piece);
      } else if (event === 'done') {
        result = JSON.parse(data) as AskResponse;
      } else if (event === 'error') {
        const error = JSON.parse(data) as { code?: unknown; message?: unknown; status?: unknown };
        throw new TutorRequestError(
          typeof error.status === 'number' ? error.status : 500,
          typeof error.code === 'string' ? error.code : 'internal_error',
          typeof error.message === 'string' ? error.message : '',
        );
      }
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handle(parser.push(decoder.decode(value, { stream: true })));
      if (result) break;
    }
    handle(parser.push(decoder.decode()));
  } finally {
    reader.releaseLock();
  }
  if (!result) throw new TutorRequestError(0, 'network_error', 'The answer stream ended early');
  return result;
};

export const createTutorClient = (options: TutorClientOptions): TutorClient => {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const headers = (extra: Record<string, string>) => ({ Accept: 'application/json', ...options.headers(), ...extra });
  return {
    conversation: async (questionId, signal) =>
      (await send(doFetch, path(questionId, 'conversation'), { method: 'GET', headers: headers({}) }, REQUEST_TIMEOUT_MS, signal, (r) => r.json())) as AiConversationView,
    clear: async (questionId) => {
      await send(doFetch, path(questionId, 'conversation'), { method: 'DELETE', headers: headers({}) }, REQUEST_TIMEOUT_MS, undefined, async () => undefined);
    },
    ask: async (questionId, input, { onDelta, signal }) =>
      (await send(
        doFetch,
        path(questionId, 'ask'),
        { method: 'POST', headers: headers({ Accept: 'text/event-stream, application/json', 'Content-Type': 'application/json' }), body: JSON.stringify(input) },
        ASK_TIMEOUT_MS,
        signal,
        async (response) => {
          const type = response.headers.get('content-type') ?? '';
          if (type.includes('text/event-stream') && response.body) return readAskStream(response.body, onDelta);
          return (await response.json()) as AskResponse;
        },
      )) as AskResponse,
  };
};
