import { createServer, connect, type Server, type Socket } from 'node:net';
import { listenLocal } from './local-listen.ts';

/**
 * A TCP proxy in front of the test server whose network can really be cut (issue 16): the browser talks to
 * the proxy's port, the proxy forwards every connection to the server. `cut()` resets every open
 * connection and resets each new one as soon as it arrives, so the page, its service worker and the
 * browser's keep-alive pool all meet a dead network (Chromium's offline emulation does not reach a
 * service worker the same way); `restore()` forwards again. The server never notices a thing.
 */
export interface CutProxy {
  /** `http://127.0.0.1:{port}`: a separate origin from the server's (its own storage and service workers). */
  url: string;
  cut(): void;
  restore(): void;
  /** Connections refused since the last cut (the browser did try). */
  refused(): number;
  close(): Promise<void>;
}

export const startCutProxy = async (target: string): Promise<CutProxy> => {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let isCut = false;
  let refusedCount = 0;

  const reset = (socket: Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };

  const server: Server = createServer((client) => {
    if (isCut) {
      refusedCount += 1;
      reset(client);
      return;
    }
    const upstream = connect({ host: hostname, port: Number(port) });
    open.add(client);
    open.add(upstream);
    const drop = () => {
      open.delete(client);
      open.delete(upstream);
      reset(client);
      reset(upstream);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const url = await listenLocal(server);

  return {
    url,
    cut() {
      isCut = true;
      refusedCount = 0;
      for (const socket of [...open]) reset(socket);
      open.clear();
    },
    restore() {
      isCut = false;
    },
    refused: () => refusedCount,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of [...open]) reset(socket);
        server.close(() => done());
      }),
  };
};
