import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueries } from '../features/session/session.api.ts';
import { queryClient } from '../lib/query-client.ts';
import { setToken } from '../lib/storage.ts';
import { testUser } from '../test/render.tsx';
import { guardLoader } from './guard.ts';
import { APP_ROUTES } from './routes.tsx';

// Spec §6 (issue 17): StudentHome and EducatorHome send a signed-in user home; a guest signs in and comes back.

/** Runs the guard of the route table's `path` at that address; answers where it redirected, or null. */
const redirectOf = async (path: string): Promise<string | null> => {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  try {
    await guardLoader(route.meta)({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: undefined,
    } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
};

afterEach(() => queryClient.clear());

describe('the area landing pages', () => {
  it('send a guest to sign in as that area, and back', async () => {
    expect(await redirectOf('/student/home')).toBe('/login?role=student&redirect=%2Fstudent%2Fhome');
    expect(await redirectOf('/educator/home')).toBe('/login?role=educator&redirect=%2Feducator%2Fhome');
  });

  it('send a signed-in user to their own home', async () => {
    setToken('token-1');
    queryClient.setQueryData(sessionQueries.me().queryKey, testUser());
    expect(await redirectOf('/student/home')).toBe('/student/dashboard');
    expect(await redirectOf('/educator/home')).toBe('/student/dashboard');
    queryClient.setQueryData(sessionQueries.me().queryKey, testUser({ roles: [{ name: 'teacher' }] }));
    expect(await redirectOf('/student/home')).toBe('/educator/dashboard');
    expect(await redirectOf('/educator/home')).toBe('/educator/dashboard');
    queryClient.setQueryData(sessionQueries.me().queryKey, testUser({ roles: [{ name: 'super_admin' }] }));
    expect(await redirectOf('/student/home')).toBe('/super-admin/dashboard');
    queryClient.setQueryData(sessionQueries.me().queryKey, testUser({ roles: [{ name: 'parent' }] }));
    expect(await redirectOf('/educator/home')).toBe('/parent/dashboard');
  });
});
