// After `vite build`: every Mantine class the app's JavaScript can put on an element has its rules in the
// built CSS (src/app/mantine-styles.ts imports Mantine's stylesheets per component, not the whole
// styles.css). Fails the build on a missing one, naming the component stylesheet to import; prints the
// Mantine CSS shipped against the whole stylesheet.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url).pathname;
const mantine = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const CLASS = /\bm_[0-9a-f]{6,8}\b/g;

const read = (file) => readFileSync(file, 'utf8');
const classesOf = (text) => new Set(text.match(CLASS) ?? []);
const files = readdirSync(assets);
const js = files
  .filter((f) => f.endsWith('.js'))
  .map((f) => read(join(assets, f)))
  .join('\n');
const css = files
  .filter((f) => f.endsWith('.css'))
  .map((f) => read(join(assets, f)))
  .join('\n');

// Which stylesheet of styles/ defines each Mantine class.
const owner = new Map();
for (const file of readdirSync(join(mantine, 'styles')).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css')))
  for (const name of classesOf(read(join(mantine, 'styles', file)))) if (!owner.has(name)) owner.set(name, file);

const inCss = classesOf(css);
const missing = [...classesOf(js)].filter((name) => owner.has(name) && !inCss.has(name));
const full = read(join(mantine, 'styles.css'));
const shipped = [...inCss].filter((name) => owner.has(name)).length;
console.log(
  `Mantine CSS: ${shipped} of ${owner.size} component classes shipped; whole styles.css would be ${(full.length / 1024).toFixed(0)} KB ` +
    `(${(gzipSync(full).length / 1024).toFixed(1)} KB gzipped), the app's CSS is ${(css.length / 1024).toFixed(0)} KB (${(gzipSync(css).length / 1024).toFixed(1)} KB gzipped).`,
);
if (missing.length) {
  const sheets = [...new Set(missing.map((name) => owner.get(name)))].sort();
  console.error(
    `Mantine classes used by the app without their CSS: ${missing.join(', ')}.\nImport in src/app/mantine-styles.ts: ${sheets.map((s) => `@mantine/core/styles/${s}`).join(', ')}`,
  );
  process.exit(1);
}
