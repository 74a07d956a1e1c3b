import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's layering rules are lint rules (eslint.config.js, decision 0021). This lints planted code with
 * the repository's own config, through ESLint's Node API: only the layering rules run, without the
 * TypeScript program (the planted files exist only here, so the type-aware rules could not parse them).
 */
const root = resolve(import.meta.dirname, '../../..');
const LAYERING_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => LAYERING_RULES.has(ruleId),
  });
});

/** The layering messages ESLint gives `code` as if it were the file `path` (relative to the repository). */
const lint = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
};

describe('no module imports another module’s repository', () => {
  it('a service importing another module’s repository fails', async () => {
    const messages = await lint(
      'apps/api/src/modules/profile/planted.service.ts',
      `import { selectUserById } from '../users/users.repository.ts';\nexport const planted = selectUserById;\n`,
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*modules\/profile may not import another module's repository/,
      ),
    ]);
  });

  it('so does a type-only import, and one reaching into a nested module (exams/attempts)', async () => {
    expect(
      await lint(
        'apps/api/src/modules/dashboard/planted.presenter.ts',
        `import type { UserRow } from '../users/users.repository.ts';\nexport type Planted = UserRow;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'apps/api/src/modules/unlocks/planted.service.ts',
        `import { selectAttemptForUpdate } from '../exams/attempts/attempts.repository.ts';\nexport const planted = selectAttemptForUpdate;\n`,
      ),
    ).toHaveLength(1);
  });

  it('the same import inside its own module passes, and so does another module’s service', async () => {
    expect(
      await lint(
        'apps/api/src/modules/users/planted.service.ts',
        `import { selectUserById } from './users.repository.ts';\nexport const planted = selectUserById;\n`,
      ),
    ).toEqual([]);
    expect(
      await lint(
        'apps/api/src/modules/exams/results/planted.service.ts',
        `import { selectAttemptForUpdate } from '../attempts/attempts.repository.ts';\nexport const planted = selectAttemptForUpdate;\n`,
      ),
    ).toEqual([]);
    expect(
      await lint(
        'apps/api/src/modules/profile/planted.service.ts',
        `import { lookupUserById } from '../users/user-rows.service.ts';\nexport const planted = lookupUserById;\n`,
      ),
    ).toEqual([]);
  });
});

describe('the seed writes through the modules’ services', () => {
  it('a seed file importing a module’s repository fails, type-only or nested', async () => {
    expect(
      await lint(
        'apps/api/src/seed/planted.ts',
        `import { insertUser } from '../modules/users/users.repository.ts';\nexport const planted = insertUser;\n`,
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The seed may not import a module's repository/),
    ]);
    expect(
      await lint(
        'apps/api/src/seed/planted.ts',
        `import type { ClassRow } from '../modules/classes/classes.repository.ts';\nexport type Planted = ClassRow;\n`,
      ),
    ).toHaveLength(1);
    expect(
      await lint(
        'apps/api/src/seed/planted.ts',
        `import { selectTestBySeedKey } from '../modules/exams/catalogue/authoring.repository.ts';\nexport const planted = selectTestBySeedKey;\n`,
      ),
    ).toHaveLength(1);
  });

  it('a seed file querying its transaction fails', async () => {
    expect(
      await lint(
        'apps/api/src/seed/planted.ts',
        `export const planted = (tx: { insert: (t: unknown) => unknown }) => tx.insert({});\n`,
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-syntax: Only a \*\.repository\.ts queries/)]);
  });

  it('a seed file calling a module’s service passes', async () => {
    expect(
      await lint(
        'apps/api/src/seed/planted.ts',
        `import { createSeededClass } from '../modules/classes/class-seed.service.ts';\nimport { lookupUserByEmail } from '../modules/users/user-rows.service.ts';\nexport const planted = [createSeededClass, lookupUserByEmail];\n`,
      ),
    ).toEqual([]);
  });
});

describe('a route file never opens a transaction or touches a repository', () => {
  it('importing withTenant in a *.routes.ts fails', async () => {
    const messages = await lint(
      'apps/api/src/modules/profile/planted.routes.ts',
      `import { withTenant } from '../../db/with-tenant.ts';\nexport const planted = withTenant;\n`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A route file never opens a transaction/),
    ]);
  });

  it('importing a repository in a *.routes.ts fails, even its own module’s', async () => {
    const messages = await lint(
      'apps/api/src/modules/captcha/planted.routes.ts',
      `import { takeCaptcha } from './captcha.repository.ts';\nexport const planted = takeCaptcha;\n`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A route file never touches a repository/),
    ]);
  });

  it('opening a transaction on deps.db in a *.routes.ts fails', async () => {
    const messages = await lint(
      'apps/api/src/modules/profile/planted.routes.ts',
      `export const planted = (deps: { db: { transaction: (f: () => void) => void } }) => deps.db.transaction(() => {});\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-syntax: A route file never opens a transaction/)]);
  });

  it('a service may import withTenant', async () => {
    expect(
      await lint(
        'apps/api/src/modules/profile/planted.service.ts',
        `import { withTenant } from '../../db/with-tenant.ts';\nexport const planted = withTenant;\n`,
      ),
    ).toEqual([]);
  });
});

describe('only a repository queries the database', () => {
  const query = `export const planted = (deps: { db: { select: () => unknown } }) => deps.db.select();\n`;

  it('a service querying deps.db (or a tx) fails', async () => {
    expect(await lint('apps/api/src/modules/captcha/planted.service.ts', query)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Only a \*\.repository\.ts queries/),
    ]);
    expect(
      await lint(
        'apps/api/src/modules/captcha/planted.service.ts',
        `export const planted = (tx: { insert: (t: unknown) => unknown }) => tx.insert({});\n`,
      ),
    ).toHaveLength(1);
  });

  it('the same query in the module’s repository passes', async () => {
    expect(await lint('apps/api/src/modules/captcha/planted.repository.ts', query)).toEqual([]);
  });
});
