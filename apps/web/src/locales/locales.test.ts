import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGES = ['en', 'cn', 'tw'] as const;

type Tree = { [key: string]: string | Tree };

/** Every leaf as a dotted path, with its value. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const namespaceFiles = new Set(
  LANGUAGES.flatMap((lang) => readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'))),
);

describe('locales', () => {
  it('finds the namespace files', () => {
    expect([...namespaceFiles]).toEqual(
      expect.arrayContaining(['common.json', 'auth.json', 'shell.json', 'errors.json', 'pages.json']),
    );
  });

  for (const file of namespaceFiles) {
    it(`${file}: every language has the same keys, placeholders and no empty text`, () => {
      const byLang = LANGUAGES.map((lang) => {
        const text = readFileSync(join(LOCALES_DIR, lang, file), 'utf8'); // throws when the file is missing
        return { lang, keys: leaves(JSON.parse(text) as Tree) };
      });
      const all = new Set(byLang.flatMap(({ keys }) => [...keys.keys()]));
      const problems: string[] = [];
      for (const key of all) {
        for (const { lang, keys } of byLang) {
          const value = keys.get(key);
          if (value === undefined) problems.push(`${lang}/${file}: missing "${key}"`);
          else if (value.trim() === '') problems.push(`${lang}/${file}: empty "${key}"`);
        }
        const en = byLang[0]?.keys.get(key);
        for (const { lang, keys } of byLang.slice(1)) {
          const value = keys.get(key);
          if (en !== undefined && value !== undefined && placeholders(en).join() !== placeholders(value).join())
            problems.push(`${lang}/${file}: placeholders differ for "${key}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
