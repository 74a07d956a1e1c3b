import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PREPARE_ENV, prepareEmbeddedInChild, preparesInChild } from '../src/seed/prepare-embedded.ts';
import type { Config } from '../src/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'prepwell-prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for main.js: a script that checks it was started as the preparing child, then exits with `code`. */
const script = (name: string, code: number) => {
  const file = join(dir, name);
  writeFileSync(file, `process.exit(process.env.${PREPARE_ENV} === '1' ? ${code} : 9);\n`);
  return file;
};

describe('npm start prepares the embedded database in a child process', () => {
  it('only for a folder database without DATABASE_URL', () => {
    const config = (over: Partial<Config>) => ({ dataDir: './data', databaseUrl: undefined, ...over }) as Config;
    expect(preparesInChild(config({}))).toBe(true);
    expect(preparesInChild(config({ dataDir: 'memory://' }))).toBe(false);
    expect(preparesInChild(config({ databaseUrl: 'postgres://localhost/x' }))).toBe(false);
  });

  it('starts the entry script with the preparing flag and resolves when it succeeds', async () => {
    await expect(prepareEmbeddedInChild(script('ok.mjs', 0), [])).resolves.toBeUndefined();
  });

  it("fails with a message naming the child's exit code when the preparation fails", async () => {
    await expect(prepareEmbeddedInChild(script('fails.mjs', 3), [])).rejects.toThrow(
      /Preparing the embedded database in DATA_DIR failed \(the child process exited with 3; its error is printed above\)/,
    );
  });
});
