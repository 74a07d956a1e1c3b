// Loaded into the measured server by `npm run bench:rss` (node --import): on SIGWINCH it appends the
// process's memory breakdown (process.memoryUsage(), in MB) as one JSON line to BENCH_RSS_PROBE_FILE.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_PROBE_FILE;
if (file)
  process.on('SIGWINCH', () => {
    const usage = process.memoryUsage();
    const mb = Object.fromEntries(Object.entries(usage).map(([key, bytes]) => [key, Math.round(bytes / 1048576)]));
    appendFileSync(file, `${JSON.stringify(mb)}\n`);
  });
