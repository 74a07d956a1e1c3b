import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { createTutorClient, readAskStream } from './tutor-client.ts';

const streamOf = (pieces: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
};

const done = { content: '先想一想', usage_loaded: 0.12, source: 'offline', conversation_id: 'c1' };

describe('readAskStream', () => {
  it('passes deltas on and returns the done event (multi-byte characters split across pieces)', async () => {
    const text = `event: delta\ndata: {"content":"先想"}\n\nevent: delta\ndata: {"content":"一想"}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`;
    const bytes = new TextEncoder().encode(text);
    const encoder = { cut: 7 };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, encoder.cut));
        controller.enqueue(bytes.slice(encoder.cut, 40));
        controller.enqueue(bytes.slice(40));
        controller.close();
      },
    });
    const deltas: string[] = [];
    await expect(readAskStream(body, (p) => deltas.push(p))).resolves.toEqual(done);
    expect(deltas).toEqual(['先想', '一想']);
  });

  it('throws the error event as a request error', async () => {
    const body = streamOf([
      'event: delta\ndata: {"content":"a"}\n\n',
      'event: error\ndata: {"code":"ai_daily_limit_reached","status":429,"message":"Limit"}\n\n',
    ]);
    await expect(readAskStream(body, () => undefined)).rejects.toMatchObject({
      status: 429,
      code: 'ai_daily_limit_reached',
      message: 'Limit',
    });
  });

  it('reads events split anywhere, CRLF and lone CR line ends, comments and multi-line data', async () => {
    const text = `: keep-alive\r\n\r\nevent: delta\r\ndata: {"content":\r\ndata: "a b"}\r\n\r\nevent: delta\rdata: {"content":"c"}\r\revent: done\r\ndata: ${JSON.stringify(done)}\r\n\r\n`;
    for (let cut = 1; cut < text.length; cut += 7) {
      const deltas: string[] = [];
      await expect(
        readAskStream(streamOf([text.slice(0, cut), text.slice(cut)]), (p) => deltas.push(p)),
        `cut at ${cut}`,
      ).resolves.toEqual(done);
      expect(deltas, `cut at ${cut}`).toEqual(['a b', 'c']);
    }
  });

  it('drops a last event the stream did not finish (an unterminated data: line), as the standard says', async () => {
    // The API's provider stream reads the same way (apps/api ai-provider.ts, one parser on both sides).
    const cut = streamOf([`event: delta\ndata: {"content":"a"}\n\nevent: done\ndata: ${JSON.stringify(done)}`]);
    const deltas: string[] = [];
    await expect(readAskStream(cut, (p) => deltas.push(p))).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(deltas).toEqual(['a']);
    const noBlankLine = streamOf([`event: done\ndata: ${JSON.stringify(done)}\n`]);
    await expect(readAskStream(noBlankLine, () => undefined)).rejects.toMatchObject({ code: 'network_error' });
  });

  it('a stream cut before done is a network error', async () => {
    await expect(
      readAskStream(streamOf(['event: delta\ndata: {"content":"a"}\n\n']), () => undefined),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

describe('createTutorClient', () => {
  it('asks with the root’s headers for a stream; reads JSON when the server answers JSON', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createTutorClient({
      headers: () => ({ Authorization: 'Bearer t', 'Accept-Language': 'tw' }),
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response(JSON.stringify(done), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const deltas: string[] = [];
    await expect(
      client.ask('q/1', { messages: [{ role: 'user', content: 'Hi' }] }, { onDelta: (p) => deltas.push(p) }),
    ).resolves.toEqual(done);
    expect(calls[0]?.url).toBe('/api/ai/questions/q%2F1/ask');
    const headers = new Headers(calls[0]?.init.headers);
    expect(Object.fromEntries(headers)).toMatchObject({
      authorization: 'Bearer t',
      'accept-language': 'tw',
      'content-type': 'application/json',
    });
    expect(headers.get('accept')).toContain('text/event-stream');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ messages: [{ role: 'user', content: 'Hi' }] });
    expect(deltas).toEqual([]);
  });

  it('turns an error body into a request error and a failed fetch into network_error', async () => {
    const refusing = createTutorClient({
      headers: () => ({}),
      fetch: async () =>
        new Response(JSON.stringify({ code: 'ai_conversation_over_limit', status: 400, message: 'Full' }), {
          status: 400,
        }),
    });
    await expect(
      refusing.ask('q', { messages: [{ role: 'user', content: 'x' }] }, { onDelta: () => undefined }),
    ).rejects.toMatchObject({ status: 400, code: 'ai_conversation_over_limit' });
    const offline = createTutorClient({
      headers: () => ({}),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(offline.conversation('q')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await expect(offline.clear('q')).rejects.toMatchObject({ code: 'network_error' });
  });
});
