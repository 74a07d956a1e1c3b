import { describe, expect, it, vi } from 'vitest';

// Anything that loads zod fails in this file: the light entry must load without it (the runner's root
// has no zod, decision 0010). Type-only imports are erased and do not count.
vi.mock('zod', () => {
  throw new Error('zod was loaded');
});

describe('the light entry', () => {
  it('loads without zod, directly or through another contracts module', async () => {
    const light = await import('./light.ts');
    expect(light.LANGS).toEqual(['en', 'cn', 'tw']);
    expect(light.errorBodyOf({ code: 'forbidden', status: 403, message: 'No' })).toMatchObject({ code: 'forbidden' });
    // The check bites: a module with schemas does not load here.
    await expect(import('./common.ts')).rejects.toThrow();
  });
});
