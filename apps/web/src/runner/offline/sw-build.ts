import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds the runner's service worker (runner-sw.ts, decision 0035) into `dist/runner-sw.js` after the web
 * build, as a plain script of its own (no imports, no chunk shared with the app). It is given:
 * - the precache list: every chunk the runner root can load (the entry, the runner root and what it
 *   imports, statically or lazily: tools, start pages, TOEFL and SHSAT, the runner's strings in every
 *   language), their CSS and the WOFF2 fonts that CSS names (KaTeX's among them), never the app's root;
 * - the version: a hash of that list (hashed file names) and the page shell, so each build's worker is a
 *   new one and its activation deletes the older caches.
 */
const RUNNER_ROOT = /[\\/]src[\\/]runner[\\/]runner-main\.tsx$/;
const APP_ROOT = /[\\/]src[\\/]app-main\.tsx$/;
const LOCALE = /[\\/]locales[\\/]\w+[\\/](\w+)\.json$/;
const RUNNER_NAMESPACES = new Set(['runner', 'tools']);
/** Older font formats KaTeX's CSS also names: a browser with service workers takes the WOFF2 first. */
const LEGACY_FONT = /\.(?:woff|ttf|otf|eot)$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, ChunkLike | AssetLike>;

/** The files the runner needs offline, relative to dist (e.g. `assets/runner-main-….js`). */
export const runnerPrecache = (bundle: Bundle): string[] => {
  const chunks = Object.values(bundle).filter((f): f is ChunkLike => f.type === 'chunk');
  const runnerRoot = chunks.find((c) => c.facadeModuleId && RUNNER_ROOT.test(c.facadeModuleId));
  const entry = chunks.find((c) => c.isEntry);
  if (!runnerRoot || !entry) throw new Error('runner-sw: the entry or the runner root chunk is missing');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length) {
    const name = queue.shift()!;
    const chunk = byName.get(name);
    if (!chunk || files.has(name)) continue;
    const id = chunk.facadeModuleId ?? '';
    if (APP_ROOT.test(id)) continue;
    const locale = LOCALE.exec(id);
    if (locale?.[1] && !RUNNER_NAMESPACES.has(locale[1])) continue;
    files.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const file of chunk.viteMetadata?.importedAssets ?? []) if (!LEGACY_FONT.test(file)) files.add(file);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  // Fonts named by the runner's CSS: WOFF2 only (every browser with service workers reads it, and takes it first).
  const assets = new Map(
    Object.values(bundle)
      .filter((f): f is AssetLike => f.type === 'asset')
      .map((a) => [a.fileName, a]),
  );
  for (const file of [...files].filter((f) => f.endsWith('.css'))) {
    const source = assets.get(file)?.source;
    const css = typeof source === 'string' ? source : new TextDecoder().decode(source);
    for (const match of css.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) {
      const name = match[1]?.split('/').pop();
      const font = name ? [...assets.keys()].find((f) => f.endsWith(`/${name}`)) : undefined;
      if (font) files.add(font);
    }
  }
  return [...files].sort();
};

export const runnerServiceWorker = (): Plugin => {
  let root = '';
  let outDir = '';
  let precache: string[] | null = null;
  let shell = '';
  return {
    name: 'prepwell:runner-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      precache = runnerPrecache(bundle as unknown as Bundle);
      const html = bundle['index.html'];
      shell = html?.type === 'asset' ? String(html.source) : '';
    },
    async closeBundle(error?: Error) {
      if (error || !precache) return;
      const version = createHash('sha256').update(precache.join('\n')).update(shell).digest('hex').slice(0, 16);
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        define: {
          __PW_RUNNER_PRECACHE__: JSON.stringify(precache),
          __PW_RUNNER_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          lib: {
            entry: resolve(root, 'src/runner/offline/runner-sw.ts'),
            formats: ['iife'],
            name: 'prepwellRunnerWorker',
            fileName: () => 'runner-sw.js',
          },
        },
      });
      console.log(`runner-sw.js: version ${version}, ${precache.length} files precached`);
    },
  };
};
