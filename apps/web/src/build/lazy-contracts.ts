import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The app's build (decision 0057, issue 21): each module-level schema of `@prepwell/contracts` is built when
 * the app first uses it, not when the module is evaluated. `const X = z.object({…})` becomes
 * `const X = lazySchema(() => z.object({…}))` (src/lib/lazy-schema.ts). Only the browser's build: the API
 * and the server's render use the contracts as written.
 *
 * Wrapped: a `const` at the top of a contracts module whose value is a call rooted in `z` or in another
 * schema or schema factory (a PascalCase name: `Base.extend({…})`, `Page(Item)`), named in PascalCase.
 * Left as written: constants (`DEFAULT_TENANT_SETTINGS = TenantSettings.parse({})` is data, so are
 * `ERROR_CODES` and every UPPER_CASE name), aliases and property reads (`X = Y`, `Y.options`: not calls),
 * calls of the language's own globals (`Object.keys(…)`), results of `parse`, and functions.
 */
const CONTRACTS_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;
const LAZY_SCHEMA = fileURLToPath(new URL('../lib/lazy-schema.ts', import.meta.url));
const GLOBALS = new Set([
  'Array',
  'BigInt',
  'Boolean',
  'Date',
  'Error',
  'Intl',
  'JSON',
  'Map',
  'Math',
  'Number',
  'Object',
  'Promise',
  'Reflect',
  'RegExp',
  'Set',
  'String',
  'Symbol',
  'WeakMap',
  'WeakSet',
]);
const DATA_METHODS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);
/** PascalCase (a capital first, some lower case): schemas are named so, constants in UPPER_CASE. */
const PASCAL_CASE = /^[A-Z](?=[A-Za-z0-9]*[a-z])[A-Za-z0-9]*$/;

/** The expression under `as`, `satisfies`, `!` and parentheses. */
const bare = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node) ||
  ts.isParenthesizedExpression(node)
    ? bare(node.expression)
    : node;

/** The identifier a chain of calls and member reads starts from (`z` in `z.object({…}).extend({…})`). */
const rootOf = (node: ts.Expression): ts.Identifier | undefined => {
  const inner = bare(node);
  if (ts.isIdentifier(inner)) return inner;
  if (ts.isCallExpression(inner) || ts.isPropertyAccessExpression(inner)) return rootOf(inner.expression);
  return undefined;
};

const buildsSchema = (name: string, value: ts.Expression): boolean => {
  const call = bare(value);
  if (!PASCAL_CASE.test(name) || !ts.isCallExpression(call)) return false;
  if (ts.isPropertyAccessExpression(call.expression) && DATA_METHODS.has(call.expression.name.text)) return false;
  const root = rootOf(call)?.text;
  return root === 'z' || (root !== undefined && /^[A-Z]/.test(root) && !GLOBALS.has(root));
};

/** The module with its schemas wrapped, or null when it has none. */
export const lazyContractsModule = (code: string, fileName: string): string | null => {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const { name, initializer } = declaration;
      if (!ts.isIdentifier(name) || !initializer || !buildsSchema(name.text, initializer)) continue;
      edits.push({ start: initializer.getStart(source), end: initializer.getEnd() });
    }
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const { start, end } of edits.reverse())
    out = `${out.slice(0, start)}__lazySchema(() => ${out.slice(start, end)})${out.slice(end)}`;
  return `import { lazySchema as __lazySchema } from ${JSON.stringify(LAZY_SCHEMA)};\n${out}`;
};

export const lazyContracts = (): Plugin => ({
  name: 'prepwell:lazy-contracts',
  enforce: 'pre',
  transform(code, id) {
    if (!CONTRACTS_MODULE.test(id) || id.endsWith('.test.ts')) return null;
    const out = lazyContractsModule(code, id);
    return out === null ? null : { code: out, map: null };
  },
});
