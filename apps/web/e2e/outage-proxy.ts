import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenLocal } from './local-listen.ts';

/**
 * An HTTP proxy in front of the test server whose API can go down like a server behind a gateway
 * (issue 16, decision 0036): the network stays up, the page and its code are still served, but every
 * `/api/*` request is answered `502 Bad Gateway` by the proxy itself while `down()` holds. `up()` forwards
 * again. (The cut proxy resets connections instead, which the browser reads as being offline.)
 */
export interface OutageProxy {
  /** `http://127.0.0.1:{port}`: a separate origin from the server's (its own storage and service workers). */
  url: string;
  down(): void;
  up(): void;
  /** API requests answered 502 since the last `down()` (the browser did try). */
  refused(): number;
  close(): Promise<void>;
}

export const startOutageProxy = async (target: string): Promise<OutageProxy> => {
  const { hostname, port } = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let isDown = false;
  let refusedCount = 0;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: hostname, port: Number(port), method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad Gateway');
    });
    req.pipe(upstream);
  };

  const server: Server = createServer((req, res) => {
    if (isDown && (req.url ?? '').startsWith('/api/')) {
      refusedCount += 1;
      req.resume();
      res.writeHead(502, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    forward(req, res);
  });

  const url = await listenLocal(server);

  return {
    url,
    down() {
      isDown = true;
      refusedCount = 0;
    },
    up() {
      isDown = false;
    },
    refused: () => refusedCount,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => done());
      }),
  };
};
