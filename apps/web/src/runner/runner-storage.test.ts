import { DEFAULT_LANG, LANGS, LAST_PATH_STORAGE_KEY, TENANT_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { LANG_STORAGE_KEY } from '../lib/storage.ts';
import { RUNNER_DEFAULT_LANG, RUNNER_KEYS, RUNNER_LANGS } from './runner-storage.ts';

describe('runner storage keys', () => {
  it('are the app’s and the contracts’ (the runner copies them to stay free of zod)', () => {
    expect(RUNNER_KEYS).toEqual({ token: TOKEN_STORAGE_KEY, tenant: TENANT_STORAGE_KEY, lang: LANG_STORAGE_KEY, lastPath: LAST_PATH_STORAGE_KEY });
    expect(RUNNER_LANGS).toEqual(LANGS);
    expect(RUNNER_DEFAULT_LANG).toBe(DEFAULT_LANG);
  });
});
