import type { AiConversationView, AskInput, AskResponse } from '@prepwell/contracts';
import { errorBodyOf } from '@prepwell/contracts/light';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError } from '../../lib/api-error.ts';
import { API_TIMEOUT_MS, httpRequest, QUICK_TIMEOUT_MS, type HttpRequest } from '../../lib/http.ts';

/**
 * The tutor's calls over the HTTP core (lib/http.ts), which both React roots load (the app and the light
 * runner), so the panel opens in either. No zod at runtime: the server checks and serialises with the
 * contract's schemas, so the shapes are the contract's types. Failures are ApiErrors.
 *
 * `ask` streams: `Accept: text/event-stream` and the body read with a ReadableStream reader (EventSource
 * cannot POST or send the bearer token), parsed by eventsource-parser; a server that answers JSON instead
 * is read as one piece.
 */
export interface TutorClientOptions {
  /** The session's headers (the core's by default; tests give their own). */
  headers?: () => Record<string, string>;
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

/**
 * Reads the ask stream: deltas to `onDelta`, the `done` event's AskResponse returned, `error` thrown as an
 * ApiError. As the standard says, an event is only complete at its blank line: one the stream did not
 * finish (an unterminated last `data:` line) is dropped, so a stream cut before `done` is a network error.
 */
export const readAskStream = async (
  body: ReadableStream<Uint8Array>,
  onDelta: (piece: string) => void,
): Promise<AskResponse> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  let result: AskResponse | null = null;
  const handle = () => {
    for (const { event, data } of events.splice(0)) {
      if (event === 'delta') {
        const piece = (JSON.parse(data) as { content?: unknown }).content;
        if (typeof piece === 'string') onDelta(piece);
      } else if (event === 'done') {
        result = JSON.parse(data) as AskResponse;
        return;
      } else if (event === 'error') {
        const error = errorBodyOf(JSON.parse(data));
        throw error
          ? new ApiError({ status: error.status, code: error.code, message: error.message })
          : new ApiError({ status: 500, code: 'internal_error', message: '' });
      }
    }
  };
  try {
    while (!result) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      handle();
    }
    if (!result) {
      parser.feed(decoder.decode());
      handle();
    }
  } finally {
    reader.releaseLock();
  }
  if (!result) throw new ApiError({ status: 0, code: 'network_error', message: 'The answer stream ended early' });
  return result;
};

export const createTutorClient = (options: TutorClientOptions = {}): TutorClient => {
  const base: Pick<HttpRequest, 'sessionHeaders' | 'fetch'> = {
    ...(options.headers ? { sessionHeaders: options.headers } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return {
    conversation: (questionId, signal) =>
      httpRequest(
        {
          ...base,
          method: 'GET',
          url: path(questionId, 'conversation'),
          timeoutMs: QUICK_TIMEOUT_MS,
          ...(signal ? { signal } : {}),
        },
        async (response) => (await response.json()) as AiConversationView,
      ),
    clear: (questionId) =>
      httpRequest(
        { ...base, method: 'DELETE', url: path(questionId, 'conversation'), timeoutMs: QUICK_TIMEOUT_MS },
        async () => undefined,
      ),
    ask: (questionId, input, { onDelta, signal }) =>
      httpRequest(
        {
          ...base,
          method: 'POST',
          url: path(questionId, 'ask'),
          json: input,
          accept: 'text/event-stream, application/json',
          timeoutMs: API_TIMEOUT_MS,
          ...(signal ? { signal } : {}),
        },
        async (response) => {
          const type = response.headers.get('content-type') ?? '';
          if (type.includes('text/event-stream') && response.body) return readAskStream(response.body, onDelta);
          return (await response.json()) as AskResponse;
        },
      ),
  };
};
