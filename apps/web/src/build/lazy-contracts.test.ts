import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../lib/lazy-schema.ts';
import { lazyContractsModule } from './lazy-contracts.ts';

const CONTRACTS = new URL('../../../../packages/contracts/src/', import.meta.url);

describe('lazySchema', () => {
  it('builds the schema at its first use, once, and stands for it', () => {
    let builds = 0;
    const Item = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.string(), n: z.number().int().default(1) });
    });
    expect(builds).toBe(0);
    expect(Item.parse({ id: 'a' })).toEqual({ id: 'a', n: 1 });
    expect(Item.safeParse({ id: 1 }).success).toBe(false);
    expect(Object.keys(Item.shape)).toEqual(['id', 'n']);
    expect(Item).toBeInstanceOf(z.ZodObject);
    expect('parse' in Item).toBe(true);
    expect(builds).toBe(1);
  });

  it('works inside other schemas, lazy or not, and with the methods that copy it', () => {
    const Kind = lazySchema(() => z.enum(['a', 'b']));
    const A = lazySchema(() => z.object({ kind: z.literal('a'), x: z.number() }));
    const B = lazySchema(() => A.extend({ kind: z.literal('b'), y: z.string() }));
    const Either = lazySchema(() => z.discriminatedUnion('kind', [A, B]));
    const Page = z.object({ data: z.array(Either), kinds: z.array(Kind) });
    expect(Kind.options).toEqual(['a', 'b']);
    expect(Page.parse({ data: [{ kind: 'b', x: 1, y: 'z' }], kinds: ['a'] })).toEqual({
      data: [{ kind: 'b', x: 1, y: 'z' }],
      kinds: ['a'],
    });
    expect(Page.safeParse({ data: [{ kind: 'c' }], kinds: [] }).success).toBe(false);
    expect(B.pick({ y: true }).parse({ y: 'q', x: 2 })).toEqual({ y: 'q' });
  });
});

describe('lazyContractsModule', () => {
  const wrap = (code: string) => lazyContractsModule(code, 'm.ts');

  it('wraps the schemas a module builds: rooted in z, in another schema, or in a schema factory', () => {
    const out = wrap(
      [
        'export const Item = z.object({ id: z.string() });',
        'const Counted = Item.extend({ n: z.number() }).strict();',
        'export const ItemPage = Page(Item);',
        "export const Kind = z.enum(['a', 'b']) as z.ZodEnum<{ a: 'a'; b: 'b' }>;",
        '',
      ].join('\n'),
    );
    expect(out).toContain('export const Item = __lazySchema(() => z.object({ id: z.string() }));');
    expect(out).toContain('const Counted = __lazySchema(() => Item.extend({ n: z.number() }).strict());');
    expect(out).toContain('export const ItemPage = __lazySchema(() => Page(Item));');
    expect(out).toContain("export const Kind = __lazySchema(() => z.enum(['a', 'b']) as z.ZodEnum<");
    expect(out?.match(/import \{ lazySchema as __lazySchema \}/g)).toHaveLength(1);
  });

  it('leaves data, constants, aliases, property reads, globals and functions as they are', () => {
    const code = [
      'export const DEFAULT_SETTINGS = Settings.parse({});',
      'export const Defaults = Settings.parse({});',
      'export const ERROR_CODES = Object.keys(ERROR_STATUS);',
      "export const ROLES = ['a', 'b'] as const;",
      'export const Alias = Other;',
      'export const Options = Kind.options;',
      'export const Page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });',
      'export const Fields = { id: z.string() };',
      'export function make() { const Inner = z.string(); return Inner; }',
      'let Later = z.string();',
      '',
    ].join('\n');
    expect(wrap(code)).toBeNull();
  });

  it('gives valid TypeScript for every module of the contracts, and wraps hundreds of schemas', () => {
    let wrapped = 0;
    for (const file of readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const code = readFileSync(new URL(file, CONTRACTS), 'utf8');
      const out = lazyContractsModule(code, file);
      if (out === null) continue;
      wrapped += out.match(/__lazySchema\(\(\) =>/g)?.length ?? 0;
      const { diagnostics } = ts.transpileModule(out, { reportDiagnostics: true, fileName: file });
      expect(diagnostics ?? [], file).toEqual([]);
    }
    expect(wrapped).toBeGreaterThan(500);
  }, 60_000); // parses and transpiles some 60 modules: seconds on a busy machine
});
