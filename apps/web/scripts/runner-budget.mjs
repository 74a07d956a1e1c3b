// The SAT runner's JavaScript budget (issue 3, acceptance 6): at most 170 KB of gzipped JavaScript before
// the first question shows. Starts from dist/index.html, follows every static import of each chunk and
// only the dynamic imports the runner path takes before its first question (the runner root and the
// locale chunks it loads) plus the runner's service worker, sums the .gz sizes, prints them and exits 1
// over budget.
//   node scripts/runner-budget.mjs [--budget-kb 170] [--lang en]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const BUDGET_KB = Number(option('--budget-kb', '170'));
const LANG = option('--lang', 'en');
const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');

/** The dynamic imports the SAT test page takes before its first question. Everything else is lazy. */
const FOLLOWED_DYNAMIC = [
  /^runner-main-/, // main.tsx → the runner root (not app-main)
  // runner-i18n.ts: the runner's namespaces in the page's language, loaded before the first render.
  ...['runner', 'tools'].map((ns) => new RegExp(`^locale-${LANG}-${ns}-`)),
];

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build -w @prepwell/web` first.');
  process.exit(2);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
].map((m) => m[1]);
if (!entries.length) {
  console.error('No module script found in dist/index.html.');
  process.exit(2);
}

const gzSize = (file) => {
  const path = join(assets, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length; // small files are not precompressed
};

// The bundler quotes module specifiers with ", ' or ` (rolldown prefers backticks).
const Q = '["\'`]';
const staticImports = (code) =>
  [...code.matchAll(new RegExp(`(?:\\bfrom\\s*|\\bimport\\s*)${Q}\\./([\\w.-]+\\.js)${Q}`, 'g'))].map((m) => m[1]);
const dynamicImports = (code) =>
  [...code.matchAll(new RegExp(`\\bimport\\(\\s*${Q}\\./([\\w.-]+\\.js)${Q}\\s*\\)`, 'g'))].map((m) => m[1]);

/**
 * The .js files Vite preloads beside `import('./<target>')` in a chunk: the `__vite__mapDeps([…])` list that is
 * an argument of the same preload call, found by reading on from the import at the same bracket depth (an
 * import without a list is left, and the scan stops, once its enclosing bracket closes).
 */
const preloadedWith = (code, target) => {
  const files = /__vite__mapDeps=\([^)]*\bm\.f=(\[[^\]]*\])/.exec(code);
  const at = code.search(new RegExp(`\\bimport\\(\\s*${Q}\\./${target.replace(/[.]/g, '\\.')}${Q}`));
  if (!files || at < 0) return [];
  const table = JSON.parse(files[1]);
  let depth = 0;
  for (let i = code.indexOf(')', at) + 1; i < code.length && i < at + 4000; i++) {
    const c = code[i];
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth < 0) return [];
    else if (depth === 0 && code.startsWith('__vite__mapDeps([', i)) {
      const list = code.slice(i + '__vite__mapDeps(['.length, code.indexOf(']', i));
      return list
        .split(',')
        .filter(Boolean)
        .map((n) => table[Number(n)])
        .filter((f) => typeof f === 'string' && f.endsWith('.js'))
        .map((f) => f.replace(/^assets\//, ''));
    }
  }
  return [];
};

const seen = new Map(); // file → { gz, via }
const queue = entries.map((file) => ({ file, via: 'index.html' }));
const skipped = new Set();
while (queue.length) {
  const { file, via } = queue.shift();
  if (seen.has(file)) continue;
  if (!existsSync(join(assets, file))) {
    console.error(`Missing chunk ${file} (imported by ${via}).`);
    process.exit(2);
  }
  seen.set(file, { gz: gzSize(file), via });
  const code = readFileSync(join(assets, file), 'utf8');
  for (const next of staticImports(code)) queue.push({ file: next, via: file });
  for (const next of dynamicImports(code)) {
    if (!FOLLOWED_DYNAMIC.some((re) => re.test(next))) {
      skipped.add(next);
      continue;
    }
    queue.push({ file: next, via: `${file} (dynamic)` });
    // What the page fetches with it: the preload list Vite passes in the same call as this import(). A
    // minifier once merged the two roots' imports into one call carrying the app's list, and the runner
    // page fetched Mantine: counted here, that is over budget.
    for (const dep of preloadedWith(code, next)) queue.push({ file: dep, via: `${file} (preloaded with ${next})` });
  }
}

// The runner's service worker (decision 0035) counts too (issue 16, acceptance 5): the page registers it
// once loaded, so its script is part of what the route costs, although it loads after the first question.
const WORKER = 'runner-sw.js';
if (!existsSync(join(dist, WORKER))) {
  console.error(`dist/${WORKER} is missing: the build did not write the runner's service worker.`);
  process.exit(2);
}
seen.set(`../${WORKER}`, {
  gz: gzipSync(readFileSync(join(dist, WORKER)), { level: 9 }).length,
  via: 'service worker',
});

const rows = [...seen.entries()].sort((a, b) => b[1].gz - a[1].gz);
const total = rows.reduce((sum, [, r]) => sum + r.gz, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`SAT runner route, JavaScript before the first question (gzip, lang ${LANG}):`);
for (const [file, r] of rows) console.log(`${kb(r.gz)} KB  ${file}  ← ${r.via}`);
console.log(`${kb(total)} KB  total of ${rows.length} chunks; budget ${BUDGET_KB} KB`);
const lazy = [...skipped].filter((f) => !seen.has(f));
console.log(
  `not loaded before the first question: ${lazy.length} lazy chunks (app, start pages, tools, TOEFL, other languages)`,
);
if (!rows.some(([file]) => /^runner-main-/.test(file))) {
  console.error('The runner root chunk (runner-main-*.js) was not found from index.html.');
  process.exit(2);
}
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB.`);
  process.exit(1);
}
