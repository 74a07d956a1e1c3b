import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 (random port) for the AI tutor's tests: it answers
 * `POST /chat/completions` as the API does, streamed (SSE `data:` chunks and `[DONE]`) or whole, and records
 * every request it got. `mode` switches it to a 500, to never answering (a timeout), to a stream that
 * stops after its first piece and waits (the client's disconnect), or to a stream whose body ends inside
 * its last event (the last `data:` line without its blank line, no `[DONE]`).
 */

export interface ReceivedRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; max_tokens?: number; messages: { role: string; content: string }[] };
  /** Set when the client closed the connection before the answer ended. */
  aborted: boolean;
}

export type StubMode = 'answer' | 'error' | 'hang' | 'stall' | 'unterminated';

export interface OpenAiStub {
  url: string;
  requests: ReceivedRequest[];
  mode: StubMode;
  /** The answer's text; streamed in three pieces. */
  reply: string;
  /** When set, the answer's text for each request (else `reply`). */
  replyFor?: (body: ReceivedRequest['body']) => string;
  /** What `POST /audio/transcriptions` hears in any recording, and the calls it got (model, file bytes). */
  transcript: string;
  transcriptions: { model: string; bytes: number }[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const pieces = (text: string) => {
  const third = Math.max(1, Math.ceil(text.length / 3));
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)].filter(Boolean);
};

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

export const startOpenAiStub = async (): Promise<OpenAiStub> => {
  const sockets = new Set<Socket>();
  const stub: OpenAiStub = {
    url: '',
    requests: [],
    mode: 'answer',
    reply: 'A model answer: think about what happens to both sides.',
    transcript: 'I went to the library to study for my exam.',
    transcriptions: [],
    close: async () => {},
  };

  /** Speech to text: a multipart body with `model` and `file`; answers `{ text }` (a 500 in `error` mode). */
  const transcribe = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const piece of req) chunks.push(piece as Buffer);
    const raw = Buffer.concat(chunks).toString('latin1');
    const model = /name="model"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? '';
    const file = /name="file"[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(raw)?.[1] ?? '';
    stub.transcriptions.push({ model, bytes: file.length });
    if (stub.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: stub.transcript }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/audio/transcriptions') return transcribe(req, res);
    if (req.method !== 'POST' || req.url !== '/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const received: ReceivedRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(await readBody(req)) as ReceivedRequest['body'],
      aborted: false,
    };
    stub.requests.push(received);
    res.on('close', () => {
      if (!res.writableFinished) received.aborted = true;
    });
    switch (stub.mode) {
      case 'error':
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'the model is overloaded', type: 'server_error' } }));
        return;
      case 'hang':
        return; // never answers: the caller's timeout ends it
      case 'stall':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk(pieces(stub.reply)[0]!));
        return; // the rest never comes
      case 'unterminated': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const all = pieces(stub.reply);
        for (const piece of all.slice(0, -1)) res.write(chunk(piece));
        res.end(chunk(all.at(-1)!).trimEnd());
        return;
      }
      case 'answer':
        if (received.body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.write(': keep-alive comment\n\n');
          for (const piece of pieces(stub.reply)) res.write(chunk(piece));
          res.end('data: [DONE]\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'c1',
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: stub.replyFor?.(received.body) ?? stub.reply },
                  finish_reason: 'stop',
                },
              ],
            }),
          );
        }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400).end());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  stub.url = `http://127.0.0.1:${address.port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return stub;
};
