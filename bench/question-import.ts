// Issue 13, acceptance 6: a 5,000-row CSV imported through the job (POST /api/questions/import, then
// GET /api/imports/:id until it ends), on the database the app runs on. Prints the time from upload to
// completion and the memory the process grew by (peak RSS and heap over the baseline, sampled every
// 20 ms). Figures only. Run alone with `node --import tsx bench/question-import.ts` (DATABASE_URL if set,
// else embedded PGlite; BENCH_IMPORT_ROWS rows, 5,000 by default) or as part of `npm run bench`.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../apps/api/src/db/with-tenant.ts';
import { issueAccessToken } from '../apps/api/src/modules/auth/auth.service.ts';
import { addRole, insertUser } from '../apps/api/src/modules/users/users.repository.ts';
import type { Deps } from '../apps/api/src/deps.ts';
import { createBenchTenant, runAlone } from './bench-app.ts';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);

const HEADER =
  'kind,section,subject,type,stem,choice_a,choice_b,choice_c,choice_d,choice_e,correct,answers,explanation,sample_answer,labels,difficulty,passage,source,source_id,irt_a,irt_b,irt_c';

/** A CSV of `rows` questions: multiple choice, multi-select and grid-in in turn, 20 labels, every tenth with a passage. */
export const generateCsv = (rows: number) => {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const label = `Skill ${i % 20}`;
    const passage =
      i % 10 === 0
        ? `"Passage ${i % 50}: a paragraph about tides and the moon, long enough to be a real passage."`
        : '';
    const common = `${label};Bench,${['easy', 'medium', 'hard'][i % 3]},${passage},Bench,bench-${i}`;
    if (i % 3 === 0)
      lines.push(
        `sat,math,Algebra,multiple_choice,"If $x + ${i} = ${i + 3}$, what is $x$?",1,2,3,4,,C,,Subtract ${i}.,,${common},1.2,0.5,0.2`,
      );
    else if (i % 3 === 1)
      lines.push(
        `sat,english,Words,multi_select,"Pick the two synonyms of fast (${i}).",quick,slow,rapid,late,,"A,C",,,,${common},,,`,
      );
    else lines.push(`sat,math,Grid,grid_in,What is ${i}/8?,,,,,,,${i}/8;${i / 8},Divide.,,${common},,,`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
};

const multipart = (data: Buffer, fileName: string) => {
  const boundary = `----bench${Date.now()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\nfalse\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

export interface ImportBenchResult {
  label: string;
  rows: number;
  fileBytes: number;
  seconds: number;
  rowsPerSecond: number;
  status: string;
  peakRssGrowthMb: number;
  peakHeapGrowthMb: number;
}

/** Imports the generated CSV into a fresh tenant of `app` through the HTTP routes and the job runner. */
export const benchQuestionImport = async (
  app: FastifyInstance & { deps: Deps },
  label: string,
): Promise<ImportBenchResult> => {
  const stamp = Date.now().toString(36);
  const tenant = await createBenchTenant(app.deps, { slug: `bench-import-${stamp}`, name: `Bench import ${stamp}` });
  const token = await withTenant(app.deps.db, tenant.id, async (tx) => {
    const user = await insertUser(tx, {
      email: `bench-import-${stamp}@example.test`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Teacher',
      emailVerifiedAt: new Date(),
    });
    await addRole(tx, user.id, 'teacher');
    return issueAccessToken(tx, user.id, 'bench');
  });
  const headers = { 'x-tenant': tenant.slug, authorization: `Bearer ${token}` };
  const csv = generateCsv(IMPORT_ROWS);
  const body = multipart(csv, 'bench.csv');

  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    // With --expose-gc, a collection every half second: the peak is then what the import holds, not garbage.
    if (global.gc && ++ticks % 25 === 0) global.gc();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/questions/import',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
  const { jobId } = res.json<{ jobId: string }>();
  let status = 'importing';
  let job: { status: string; imported: number; errors: unknown[] } = { status, imported: 0, errors: [] };
  while (status === 'importing') {
    await new Promise((r) => setTimeout(r, 100));
    job = (await app.inject({ method: 'GET', url: `/api/imports/${jobId}`, headers })).json();
    status = job.status;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (job.status !== 'completed' || job.imported !== IMPORT_ROWS)
    throw new Error(`import did not complete: ${JSON.stringify(job).slice(0, 500)}`);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    label,
    rows: IMPORT_ROWS,
    fileBytes: csv.length,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(IMPORT_ROWS / seconds),
    status,
    peakRssGrowthMb: mb(peakRss - base.rss),
    peakHeapGrowthMb: mb(peakHeap - base.heapUsed),
  };
};

export const printImportResult = (r: ImportBenchResult) =>
  console.log(
    `  question import (${r.label}): ${r.rows} CSV rows (${Math.round(r.fileBytes / 1024)} KB) in ${r.seconds} s ` +
      `(${r.rowsPerSecond} rows/s), peak RSS +${r.peakRssGrowthMb} MB, peak heap +${r.peakHeapGrowthMb} MB over the baseline` +
      (global.gc
        ? ' (collected every 0.5 s: what the import holds)'
        : ' (garbage included; node --expose-gc shows what the import holds)'),
  );

const main = () =>
  runAlone({ databaseUrl: process.env.DATABASE_URL, dirPrefix: 'prepwell-bench-import-' }, async (app, _url, label) =>
    printImportResult(await benchQuestionImport(app, label)),
  );

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
