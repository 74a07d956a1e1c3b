// Lint enforces the conventions that the compiler cannot: promises are awaited, switches are
// exhaustive, type-only imports say so, hooks follow their rules, there are no import cycles,
// packages/* never reach into apps/*, and the API's layers hold (docs/ARCHITECTURE.md, decision 0021):
// a module never imports another module's repository, a route file never opens a transaction or touches
// a repository, the seed writes through the modules' services, and only repositories query the database. Errors only for those; style is left to the formatter.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const MODULES = 'apps/api/src/modules';
/** The API's modules, read from the folder at load time, so a new module is covered without editing this file. */
const modules = readdirSync(join(root, MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** (a) A module may call another module's service, never its repository: one zone per module, the others' repositories as `from`. */
const repositoryZones = modules.map((own) => ({
  target: `./${MODULES}/${own}`,
  from: modules.filter((other) => other !== own).map((other) => `./${MODULES}/${other}/**/*.repository.ts`),
  message: `modules/${own} may not import another module's repository: call that module's service (a module's repository is its own).`,
}));

/**
 * (a) again, for the seed (apps/api/src/seed): it is no module, so it owns no repository. It writes the demo rows
 * through services (a module's own *.service.ts, e.g. classes/class-seed.service.ts), never a repository.
 */
const SEED = 'apps/api/src/seed';
const seedZone = {
  target: `./${SEED}`,
  from: [`./${MODULES}/**/*.repository.ts`],
  message:
    "The seed may not import a module's repository: call that module's service (add a seed-facing function there).",
};

/** (b) Route files do HTTP only: schema, access, one service call. Services own transactions and call repositories. */
const routeZones = [
  {
    target: `./${MODULES}/**/*.routes.ts`,
    from: `./apps/api/src/db/with-tenant.ts`,
    message: 'A route file never opens a transaction (withTenant, unsafeAcrossTenants): its service does.',
  },
  {
    target: `./${MODULES}/**/*.routes.ts`,
    from: [`./${MODULES}/**/*.repository.ts`],
    message: 'A route file never touches a repository: it calls one service function.',
  },
];

/** The query builder's entry points, on `db`, `tx` or `<anything>.db` (deps.db): only repositories (and db/) use them. */
const QUERY_METHODS =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|with|\\$count|refreshMaterializedView)$/';
/** (c) Only a repository queries: services and everything else in a module call repository functions. */
const queryRestrictions = [
  {
    selector: `MemberExpression[property.name=${QUERY_METHODS}][object.type='Identifier'][object.name=/^(db|tx)$/]`,
    message: "Only a *.repository.ts queries the database: move this query into the module's repository and call it.",
  },
  {
    selector: `MemberExpression[property.name=${QUERY_METHODS}][object.type='MemberExpression'][object.property.name='db']`,
    message:
      "Only a *.repository.ts queries the database (deps.db here): move this query into the module's repository and call it.",
  },
];
/** (b) again, for a transaction opened on the database handle itself rather than through with-tenant.ts. */
const routeRestrictions = [
  ...queryRestrictions,
  {
    selector: `MemberExpression[property.name='transaction'][object.type='MemberExpression'][object.property.name='db']`,
    message: 'A route file never opens a transaction: its service does.',
  },
];

export default defineConfig([
  globalIgnores([
    '**/dist/**',
    '**/dist-ssr/**',
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
        {
          // Zones are relative to this file, wherever eslint runs from (the rule's default is the process's cwd).
          basePath: root,
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'packages/* must never import apps/* (apps depend on packages, not the reverse).',
            },
            ...repositoryZones,
            seedZone,
            ...routeZones,
          ],
        },
      ],
    },
  },

  {
    name: 'prepwell/api-only-repositories-query',
    files: [`${MODULES}/**/*.ts`],
    // Test data written straight into tables (unlocks.fixture.ts) and unit tests are not layers of the app.
    ignores: [`${MODULES}/**/*.repository.ts`, `${MODULES}/**/*.fixture.ts`, `${MODULES}/**/*.test.ts`],
    rules: { 'no-restricted-syntax': ['error', ...queryRestrictions] },
  },

  {
    // The seed queries nothing itself either: its services' repositories do.
    name: 'prepwell/seed-queries-through-services',
    files: [`${SEED}/**/*.ts`],
    ignores: [`${SEED}/**/*.test.ts`],
    rules: { 'no-restricted-syntax': ['error', ...queryRestrictions] },
  },

  {
    name: 'prepwell/api-routes-http-only',
    files: [`${MODULES}/**/*.routes.ts`],
    rules: { 'no-restricted-syntax': ['error', ...routeRestrictions] },
  },

  {
    // `req.user`'s type follows the route's declared access (http/access.ts: UserOf), so it never needs a `!`.
    // A rule of its own rather than one more no-restricted-syntax entry: configs of that rule replace each other per file.
    name: 'prepwell/api-typed-user',
    files: ['apps/api/src/**/*.ts'],
    plugins: {
      prepwell: {
        rules: {
          'no-user-non-null': {
            meta: {
              type: 'problem',
              schema: [],
              messages: {
                nonNull:
                  "No `!` on `.user`: a route's config.access types req.user (an AuthUser behind any access but 'public'; helpers take SignedInRequest). On a public route, handle null.",
              },
            },
            create: (context) => ({
              "TSNonNullExpression > MemberExpression[property.name='user']": (node) =>
                context.report({ node: node.parent, messageId: 'nonNull' }),
            }),
          },
        },
      },
    },
    rules: { 'prepwell/no-user-non-null': 'error' },
  },

  {
    name: 'prepwell/typescript-type-aware',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Config files live outside every tsconfig's include (the journeys have apps/web/e2e/tsconfig.json).
          allowDefaultProject: ['vitest.config.ts', 'apps/web/vitest.config.ts'],
          defaultProject: 'tsconfig.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
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
            {
              group: ['**/apps/**', '@prepwell/api', '@prepwell/api/*', '@prepwell/web', '@prepwell/web/*'],
              message: 'packages/* must never import apps/*.',
            },
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

  {
    // The runner's light root loads no zod (decision 0010): it, the tutor panel it opens and the shared
    // modules both roots import take contracts' values from the zod-free `@prepwell/contracts/light`;
    // types may still come from the main entry (erased).
    name: 'prepwell/runner-stays-light',
    files: [
      'apps/web/src/runner/**/*.{ts,tsx}',
      'apps/web/src/features/tutor/**/*.{ts,tsx}',
      'apps/web/src/lib/{http,api-error,current-lang,storage,format}.ts',
      'apps/web/src/components/{use-draggable-panel,panel-geometry,math-text,math-text-render}.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@prepwell/contracts',
              allowTypeImports: true,
              message:
                'The runner root loads no zod: import values from @prepwell/contracts/light (types may come from the main entry).',
            },
          ],
        },
      ],
    },
  },
]);
