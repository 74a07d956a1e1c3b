// Runs a bench script in a process of its own (node --import tsx) and parses the JSON it prints. Plans go
// through a temporary file: a hundred attempts with their tokens do not fit in one argument.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const runScript = <T>(script: string, args: string[]): Promise<T> =>
  new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, script), ...args],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${script} failed: ${error.message}\n${stderr}`));
        resolvePromise(JSON.parse(stdout) as T);
      },
    );
  });

/** Writes `plan` to a temporary file, runs `script` with its path, and removes the file. */
export const runWithPlan = async <T>(script: string, plan: unknown): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), 'prepwell-bench-plan-'));
  const file = join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  try {
    return await runScript<T>(script, [file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
