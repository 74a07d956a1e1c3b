import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { lazyContracts } from './src/build/lazy-contracts.ts';
import { runnerServiceWorker } from './src/runner/offline/sw-build.ts';

const API_TARGET = 'http://localhost:3000';

/**
 * Mantine's components get `@mantine/hooks` through src/lib/mantine-hooks.ts, which reads the reduced-motion
 * query at the first render (a second, synchronous render of every Transition inside the app's first commit
 * otherwise; issue 21). The app's own imports, and that file's, get the package itself.
 */
const MANTINE_HOOKS_SHIM = fileURLToPath(new URL('src/lib/mantine-hooks.ts', import.meta.url));
const mantineHooks = (): Plugin => ({
  name: 'prepwell:mantine-hooks',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@mantine/hooks' || !importer || !/[\\/]@mantine[\\/]core[\\/]/.test(importer)) return null;
    return MANTINE_HOOKS_SHIM;
  },
});

/**
 * The server's render of the public pages' first paint (`vite build --ssr`, src/ssr/render-page.tsx, decision
 * 0055): the same sources and CSS-module names as the app, built for Node into dist-ssr; the browser's
 * files (assets, manifest, service worker, public/) come from the app's build only.
 */
const ssrBuild = defineConfig({
  plugins: [mantineHooks(), react()],
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  publicDir: false,
  // Bundled, so only the icons used are kept: loaded from node_modules, the package's index loads all of
  // its thousands of icon modules (some 120 MB of the server's memory).
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false },
});

const appBuild = defineConfig({
  // The runner's service worker (decision 0035) is built after the app, with the runner's precache list.
  // The contracts' schemas are built at their first use (decision 0057), in the browser's build only.
  plugins: [mantineHooks(), lazyContracts(), react(), runnerServiceWorker()],
  // @mantine/tiptap is installed at the root of node_modules, @mantine/core and /hooks under apps/web:
  // resolve them from here whoever imports them (one copy, one React context).
  resolve: { dedupe: ['@mantine/core', '@mantine/hooks'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to name each root's chunks in the page (api http/web-shell.ts: modulepreload).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Contracts are side-effect free: schemas a chunk does not use are left out of it.
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]contracts[\\/]/.test(id) },
      output: {
        // Issue 21: the app's first page fetched some 110 small chunks (a Mantine component or hook each).
        // Over HTTP/1.1 on a phone's network they queue six at a time, so React and Mantine's core are one
        // chunk each. The Mantine chunk holds every core component the app uses (about 125 KB gzipped, loaded
        // by every app page, then cached): fewer requests outweigh the extra bytes (landing: 114 requests and
        // 501 KB before, 70 and 482 KB after). The runner's light root imports no Mantine (budget unchanged).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Issue 21 (decision 0053): each icon and each TanStack Query hook was a chunk of its own (about 1 KB),
            // and the landing page's second wave was 27 such requests queued six at a time. The app's icons
            // and TanStack Query are one chunk each (the runner's root uses neither).
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 15 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 15 },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|clsx)[\\/]/,
              priority: 10,
            },
          ],
        },
        // Locale chunks say their language and namespace (locale-en-runner-…js), so the runner's budget
        // script (scripts/runner-budget.mjs) can follow exactly the ones a page loads.
        chunkFileNames: (chunk) => {
          const locale = /locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : appBuild));
