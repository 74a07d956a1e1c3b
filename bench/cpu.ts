// CPU time of processes on this machine, from /proc (Linux), to see where a benchmark's time goes:
// the server's own process, PostgreSQL's backends and the load generator. Undefined where /proc is missing.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** User + system CPU of one process so far (ms), or undefined when it is gone or /proc is missing. */
export const processCpuMs = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is [0], utime [11], stime [12].
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
};

/** CPU so far (ms) of every `postgres` process on this machine (backends, WAL writer, checkpointer), by pid. */
export const postgresCpuSnapshot = (): Map<number, number> | undefined => {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    const ms = processCpuMs(Number(pid));
    if (ms !== undefined) snapshot.set(Number(pid), ms);
  }
  return snapshot.size ? snapshot : undefined;
};

/** CPU PostgreSQL used between two snapshots: processes alive at the end (those that exited meanwhile are not counted). */
export const postgresCpuBetween = (before: Map<number, number> | undefined, after: Map<number, number> | undefined) => {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};

/** This process's own CPU (user + system, ms). */
export const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * A V8 CPU profile of the bench process (the server) while `run` runs, written to `file` when given
 * (`BENCH_CPU_PROFILE` for the autosave, `BENCH_RUSH_CPU_PROFILE` for the class-test rush): open it in Chrome's DevTools (Performance) or read it with bench/profile-summary.ts.
 */
export const withCpuProfile = async <T>(file: string | undefined, run: () => Promise<T>): Promise<T> => {
  if (!file) return run();
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolveCall, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolveCall(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: object };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  CPU profile: ${file}`);
  }
};
