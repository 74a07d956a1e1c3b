// Starting the built server as `npm start` does, for the benches that measure it (idle RSS, Lighthouse) and
// the drill: a free loopback port, `npm start`'s Node flags, and waiting until it answers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** A TCP port free on the loopback interface right now. */
export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });

/** The Node flags `npm start` gives the server (its script: `… node <flags> apps/api/dist/main.js`). */
export const npmStartFlags = (): string[] => {
  const { scripts } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return /\bnode((?:\s+--\S+)*)\s+apps\/api\/dist\/main\.js/.exec(scripts.start)?.[1]?.trim().split(/\s+/) ?? [];
};

/** Waits until a server started as `server` answers `GET {base}/api/tenant`; throws if it exits or after the timeout. */
export const waitUntilAnswering = async (
  server: { exitCode: number | null },
  base: string,
  timeoutMs = 180_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/tenant`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
};
