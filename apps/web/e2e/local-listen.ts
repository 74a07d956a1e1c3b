import type { Server } from 'node:net';

/** Listens on a free port of 127.0.0.1 and gives the server's own origin (`http://127.0.0.1:{port}`). */
export const listenLocal = async (server: Server): Promise<string> => {
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no port');
  return `http://127.0.0.1:${address.port}`;
};
