/**
 * The one AI provider interface (decisions.md "AI", decision 0017): the tutor uses it now, and AI
 * explanations, word mnemonics and question generation are meant to use the same interface later. The
 * implementation speaks the OpenAI-compatible chat completions API over `fetch` (OpenAI, Azure-style
 * gateways, vLLM, llama.cpp, Ollama, LiteLLM …), set by AI_BASE_URL / AI_API_KEY / AI_MODEL or per tenant.
 */
import { createParser } from 'eventsource-parser';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  system: string;
  /** The conversation after the system prompt: user and assistant turns, the last one the user's. */
  messages: readonly ChatMessage[];
  /** Aborts the call (the client went away). */
  signal?: AbortSignal;
  /** Upper bound of the answer's tokens. */
  maxTokens?: number;
}

export interface AiProvider {
  /** The model's name as sent to the endpoint (stored with each answer). */
  readonly model: string;
  /** The whole answer at once. */
  complete(request: CompletionRequest): Promise<string>;
  /** The answer as text deltas, in order. */
  stream(request: CompletionRequest): AsyncIterable<string>;
  /** Speech to text (POST /audio/transcriptions); absent where the provider cannot transcribe. */
  transcribe?(audio: { data: Buffer; filename: string }, signal?: AbortSignal): Promise<string>;
}

/** Why a call failed: `timeout` (no byte within the time limit), `http` (a non-2xx answer), `network`, `format`, `aborted` (by the caller). */
export type AiFailure = 'timeout' | 'http' | 'network' | 'format' | 'aborted';

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface ProviderSettings {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** The speech-to-text model (OpenAI's whisper-1 unless configured). */
  transcribeModel?: string;
  /** Longest wait for the answer to start, and between two pieces of a streamed answer (ms). */
  timeoutMs: number;
}

/** Sent when neither the tenant nor the server names a model (most self-hosted servers ignore it). */
export const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * The endpoint a tenant's requests use, or null for the offline tutor. A tenant with its own `aiBaseUrl`
 * uses its own key only: the server's AI_API_KEY is never sent to an address a tenant chose.
 */
export const providerSettingsFor = (
  server: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    transcribeModel?: string;
    timeoutMs: number;
  },
  tenant: { aiBaseUrl: string | null; aiApiKey: string | null; aiModel: string | null },
): ProviderSettings | null => {
  if (tenant.aiBaseUrl)
    return {
      baseUrl: tenant.aiBaseUrl.replace(/\/$/, ''),
      apiKey: tenant.aiApiKey,
      model: tenant.aiModel ?? server.model ?? DEFAULT_MODEL,
      ...(server.transcribeModel ? { transcribeModel: server.transcribeModel } : {}),
      timeoutMs: server.timeoutMs,
    };
  if (server.baseUrl)
    return {
      baseUrl: server.baseUrl.replace(/\/$/, ''),
      apiKey: server.apiKey ?? null,
      model: tenant.aiModel ?? server.model ?? DEFAULT_MODEL,
      ...(server.transcribeModel ? { transcribeModel: server.transcribeModel } : {}),
      timeoutMs: server.timeoutMs,
    };
  return null;
};

/** A timer the caller restarts whenever bytes arrive; it aborts the request when it runs out. */
const watchdog = (timeoutMs: number, outer: AbortSignal | undefined) => {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const kick = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  kick();
  return {
    signal: controller.signal,
    kick,
    /** Ends the watch; a body nobody reads any more (the caller stopped early) is cancelled with it. */
    stop: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
      controller.abort();
    },
    /** The error to throw for a failure seen while this watchdog ran. */
    failure: (e: unknown): AiProviderError => {
      if (e instanceof AiProviderError) return e;
      if (timedOut) return new AiProviderError('timeout', `no answer within ${timeoutMs} ms`);
      if (outer?.aborted) return new AiProviderError('aborted', 'the request was aborted');
      return new AiProviderError('network', e instanceof Error ? e.message : String(e));
    },
  };
};

const deltaOf = (payload: unknown): string => {
  const p = payload as {
    choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
    error?: { message?: unknown };
  };
  if (p?.error) throw new AiProviderError('http', `provider error: ${String(p.error.message ?? 'unknown')}`);
  const content = p?.choices?.[0]?.delta?.content ?? p?.choices?.[0]?.message?.content;
  return typeof content === 'string' ? content : '';
};

/**
 * Server-sent events of a streamed completion → the JSON payloads of its events' data, until `[DONE]` or
 * the end of the body. Parsed by eventsource-parser (the web's tutor client uses it too): events may
 * arrive split across chunks, comments are skipped, and as the standard says an event is complete only at
 * its blank line, so one the body did not finish (an unterminated last `data:` line) is dropped.
 */
export async function* sseData(chunks: AsyncIterable<string>): AsyncGenerator<unknown> {
  const pending: string[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event.data) });
  for await (const chunk of chunks) {
    parser.feed(chunk);
    for (const raw of pending.splice(0)) {
      const data = raw.trim();
      if (data === '[DONE]') return;
      if (!data) continue;
      try {
        yield JSON.parse(data) as unknown;
      } catch {
        throw new AiProviderError('format', 'a streamed chunk is not JSON');
      }
    }
  }
}

async function* decoded(body: ReadableStream<Uint8Array>, onBytes: () => void): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    onBytes();
    yield decoder.decode(bytes, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The OpenAI-compatible provider over fetch: POST `${baseUrl}/chat/completions` with a Bearer key. */
export const openAiCompatibleProvider = (settings: ProviderSettings): AiProvider => {
  const post = async (request: CompletionRequest, stream: boolean, signal: AbortSignal) => {
    const res = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: stream ? 'text/event-stream' : 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages: [
          { role: 'system', content: request.system },
          ...request.messages.map((m) => ({ role: m.role, content: m.content })),
        ],
        stream,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      }),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new AiProviderError('http', `provider answered ${res.status}: ${text.slice(0, 200)}`, res.status);
    }
    return res;
  };

  return {
    model: settings.model,
    async complete(request) {
      const dog = watchdog(settings.timeoutMs, request.signal);
      try {
        const res = await post(request, false, dog.signal);
        const body = (await res.json().catch(() => {
          throw new AiProviderError('format', 'the answer is not JSON');
        })) as unknown;
        const content = deltaOf(body);
        if (!content) throw new AiProviderError('format', 'the answer has no content');
        return content;
      } catch (e) {
        throw dog.failure(e);
      } finally {
        dog.stop();
      }
    },
    async transcribe(audio, signal) {
      const dog = watchdog(settings.timeoutMs, signal);
      try {
        const form = new FormData();
        form.set('model', settings.transcribeModel ?? 'whisper-1');
        form.set('response_format', 'json');
        form.set('file', new Blob([new Uint8Array(audio.data)]), audio.filename);
        const res = await fetch(`${settings.baseUrl}/audio/transcriptions`, {
          method: 'POST',
          signal: dog.signal,
          headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
          body: form,
        });
        if (!res.ok) {
          const text = await res.text().catch(() => '');
          throw new AiProviderError('http', `provider answered ${res.status}: ${text.slice(0, 200)}`, res.status);
        }
        const body = (await res.json().catch(() => {
          throw new AiProviderError('format', 'the transcription is not JSON');
        })) as { text?: unknown };
        if (typeof body?.text !== 'string') throw new AiProviderError('format', 'the transcription has no text');
        return body.text.trim();
      } catch (e) {
        throw dog.failure(e);
      } finally {
        dog.stop();
      }
    },
    async *stream(request) {
      const dog = watchdog(settings.timeoutMs, request.signal);
      try {
        const res = await post(request, true, dog.signal);
        dog.kick();
        if (!res.body) throw new AiProviderError('format', 'the answer has no body');
        // A server that ignores `stream: true` answers one JSON document: take it whole.
        if (!(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
          const content = deltaOf(await res.json());
          if (content) yield content;
          return;
        }
        for await (const payload of sseData(decoded(res.body, dog.kick))) {
          const delta = deltaOf(payload);
          if (delta) yield delta;
        }
      } catch (e) {
        throw dog.failure(e);
      } finally {
        dog.stop();
      }
    },
  };
};
