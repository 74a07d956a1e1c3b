// `npm run lighthouse` (issue 21, "Phones"): Lighthouse's four category scores, with its default mobile settings
// (a Moto G Power's screen, simulated slow 4G and 4× CPU throttling), for four pages of the built app: the
// landing page, Login, a signed-in student's dashboard and the SAT runner's first question. Starts the built
// server (apps/api/dist/main.js, as `npm start` runs it) on a free loopback port with the embedded database in
// a fresh DATA_DIR and the demo data, signs the demo student in through the API, starts a demo SAT attempt and
// runs Lighthouse in Debian's Chromium for each page (a fresh browser each, cold caches). Figures only.
//
//   LIGHTHOUSE_WEB_DIST   the built web app to serve (default apps/web/dist; the server's WEB_DIST)
//   LIGHTHOUSE_RUNS       runs per page, the median by performance is printed (default 1)
//   LIGHTHOUSE_PAGES      a comma-separated subset of: landing,login,dashboard,runner
//   LIGHTHOUSE_JSON       a directory to save each page's full Lighthouse report (JSON) in, and the trace of
//                         its load beside it (…-N.trace.json, for Chromium's performance panel)
//   CHROMIUM_PATH         the browser (default /usr/bin/chromium)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signInDemoStudent, startServer, type Server } from './lighthouse-server.ts';
import { runLighthouse, type PageScores } from './lighthouse-run.ts';

const ROOT = resolve(import.meta.dirname, '..');
const MAIN = resolve(ROOT, 'apps/api/dist/main.js');
const WEB_DIST = resolve(process.env.LIGHTHOUSE_WEB_DIST ?? resolve(ROOT, 'apps/web/dist'));
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL = 95;

interface Target {
  key: string;
  label: string;
  path: string;
  /** localStorage set before any script of the page runs (the signed-in pages: token and tenant). */
  storage?: Record<string, string>;
  /**
   * The cookies the app writes beside that storage (decision 0056): the session's hint and its same-site
   * copy, with which the server paints the student's dashboard; a returning student's browser has them.
   */
  cookie?: string;
}

const main = async (): Promise<number> => {
  const missing = [MAIN, resolve(WEB_DIST, 'index.html')].filter((file) => !existsSync(file));
  if (missing.length) {
    console.error(`Missing ${missing.join(' and ')}: run \`npm run build\` first.`);
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No browser at ${CHROMIUM} (set CHROMIUM_PATH).`);
    return 1;
  }
  if (!readdirSync(resolve(WEB_DIST, 'assets')).some((f) => f.endsWith('.br')))
    console.warn(`${WEB_DIST} has no precompressed (.br) assets: the server sends them uncompressed.`);

  const dataDir = mkdtempSync(join(tmpdir(), 'prepwell-lighthouse-'));
  let server: Server | undefined;
  try {
    console.log('Starting the built server (embedded database, demo data)…');
    server = await startServer({ main: MAIN, webDist: WEB_DIST, dataDir });
    const student = await signInDemoStudent(server.baseUrl);
    const signedIn = { id_token: student.token, tenant: 'demo' };
    const signedInCookie = `pw_tenant=demo; pw_signed_in=1; pw_session=${encodeURIComponent(student.token)}`;
    const targets: Target[] = [
      { key: 'landing', label: 'landing /', path: '/' },
      { key: 'login', label: 'login /login', path: '/login' },
      {
        key: 'dashboard',
        label: 'student dashboard',
        path: '/student/dashboard',
        storage: signedIn,
        cookie: signedInCookie,
      },
      {
        key: 'runner',
        label: 'SAT runner, 1st question',
        path: await student.satRunnerPath(),
        storage: signedIn,
        cookie: signedInCookie,
      },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim());
    const chosen = only ? targets.filter((t) => only.includes(t.key)) : targets;
    const jsonDir = process.env.LIGHTHOUSE_JSON ? resolve(process.env.LIGHTHOUSE_JSON) : undefined;
    if (jsonDir) mkdirSync(jsonDir, { recursive: true });

    const rows: [Target, PageScores][] = [];
    for (const target of chosen) {
      const runs: PageScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        // The runner holds the attempt on its first load; a later run reloads the same attempt (its question 1).
        const scores = await runLighthouse({
          chromePath: CHROMIUM,
          url: `${server.baseUrl}${target.path}`,
          storage: target.storage,
          cookie: target.cookie,
        });
        runs.push(scores);
        console.log(
          `  ${target.label} run ${i + 1}/${RUNS}: performance ${scores.performance}` +
            (scores.finalUrl.endsWith(target.path) ? '' : ` (ended on ${scores.finalUrl})`),
        );
        if (jsonDir) {
          writeFileSync(join(jsonDir, `${target.key}-${i + 1}.json`), scores.report);
          writeFileSync(join(jsonDir, `${target.key}-${i + 1}.trace.json`), scores.trace);
        }
      }
      runs.sort((a, b) => a.performance - b.performance);
      rows.push([target, runs[Math.floor((runs.length - 1) / 2)]!]);
    }
    printTable(rows);
    return 0;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const printTable = (rows: [Target, PageScores][]) => {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS', 'requests'];
  const body = rows.map(([t, s]) => [
    t.label,
    String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
    `${(s.lcpMs / 1000).toFixed(1)} s`,
    `${(s.fcpMs / 1000).toFixed(1)} s`,
    `${Math.round(s.tbtMs)} ms`,
    s.cls.toFixed(3),
    `${s.requests} (${s.transferKb} KB)`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(
    `\nLighthouse ${rows[0]?.[1].lighthouseVersion ?? ''}, mobile (emulated Moto G Power, simulated slow 4G, 4× CPU), ` +
      `${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page; benchmark index of this machine ${rows[0]?.[1].benchmarkIndex ?? '?'}`,
  );
  console.log(line(header));
  for (const row of body) console.log(line(row));
  const below = rows.filter(([, s]) => s.performance < GOAL).map(([t]) => t.label);
  console.log(
    below.length
      ? `Below the goal (performance ≥ ${GOAL}): ${below.join(', ')}`
      : `Every page reaches the goal (≥ ${GOAL}).`,
  );
};

process.exitCode = await main();
