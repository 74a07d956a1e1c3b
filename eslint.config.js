// Lint enforces the conventions that the compiler cannot: promises are awaited, switches are
// exhaustive, type-only imports say so, hooks follow their rules, there are no import cycles, and
// packages/* never reach into apps/*. Errors only for those; style is left to the formatter.
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '**/data/**',
    '**/scratch/**',
    'test-results/**',
    'bench/results/**',
    'apps/web/e2e/artifacts/**',
    '**/coverage/**',
  ]),

  {
    name: 'prepwell/base',
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}'],
    linterOptions: { reportUnusedDisableDirectives: 'warn' },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
    settings: {
      // Imports carry their .ts extension and workspaces resolve through node_modules, so the node resolver suffices.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages', from: './apps', message: 'packages/* must never import apps/* (apps depend on packages, not the reverse).' }] },
      ],
    },
  },

  {
    name: 'prepwell/typescript-type-aware',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files and the browser journeys live outside every tsconfig's include.
          allowDefaultProject: ['vitest.config.ts', 'apps/web/vitest.config.ts', 'apps/web/e2e/*.ts'],
          defaultProject: 'tsconfig.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 30,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },

  {
    name: 'prepwell/packages-never-import-apps',
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/**', '@prepwell/api', '@prepwell/api/*', '@prepwell/web', '@prepwell/web/*'], message: 'packages/* must never import apps/*.' },
          ],
        },
      ],
    },
  },

  {
    name: 'prepwell/web-react-hooks',
    // The app only: browser journeys (apps/web/e2e) have `use…` helpers that are not React hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
]);
