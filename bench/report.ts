// One row per measured case, and the table `npm run bench` prints.
import type autocannon from 'autocannon';

export interface Row {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  note: string;
}

export const rowOf = (database: string, endpoint: string, note: string, r: autocannon.Result): Row => ({
  database,
  endpoint,
  requestsPerSecond: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  errors: r.errors + r.timeouts + r.non2xx,
  note,
});

/**
 * Latencies keep the decimals that matter: 0.42, 3.1, 27 (the raw upsert and bare endpoint live below 10 ms).
 * autocannon's histogram counts whole milliseconds, so its 0 means under one.
 */
export const ms = (value: number) => (value === 0 ? '<1' : value.toFixed(value < 1 ? 2 : value < 10 ? 1 : 0));

export const logRow = (row: Row) =>
  console.log(
    `  ${row.endpoint}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, ${row.errors} errors`,
  );

export const printTable = (rows: Row[]) => {
  const header = ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'note'];
  const table = rows.map((r) => [
    r.database,
    r.endpoint,
    r.requestsPerSecond.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    String(r.requests),
    String(r.errors),
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of table) console.log(line(row));
};
