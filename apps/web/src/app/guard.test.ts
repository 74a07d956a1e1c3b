import { describe, expect, it } from 'vitest';
import { guardLoader, hasMalformedId } from './guard.ts';

const ID = '0b4c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';

/** Runs a route's guard at `path` with the router's params; answers where it redirected, or null. */
const redirectOf = async (path: string, params: Record<string, string>): Promise<string | null> => {
  const loader = guardLoader({ requiresAuth: true, role: 'student', showHeader: true, showFooter: true });
  try {
    await loader({ request: new Request(`http://localhost${path}`), params, context: undefined } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
};

describe('ids in the address (issue 17, defect 5)', () => {
  it('a malformed id is the not-found page, before anything asks the server', async () => {
    // /student/classes/:id/:tab? matched by /student/classes/join/tests
    expect(await redirectOf('/student/classes/join/tests', { id: 'join', tab: 'tests' })).toBe('/404');
    expect(await redirectOf('/sat/result/abc', { userExamId: 'abc' })).toBe('/404');
    expect(await redirectOf('/user/42', { uid: '42' })).toBe('/404');
  });

  it('checks only the parameters that hold ids', () => {
    expect(hasMalformedId({ id: ID, tab: 'tests' })).toBe(false);
    expect(hasMalformedId({ examId: ID, userExamId: ID })).toBe(false);
    expect(hasMalformedId({ titleName: 'word list', hash: 'abc' })).toBe(false);
    // A score table's key is not an id (the test builder's table pages).
    expect(hasMalformedId({ examId: ID, tableKey: `${ID}~harder` })).toBe(false);
    expect(hasMalformedId({ examId: ID, userExamId: `${ID}x` })).toBe(true);
    expect(hasMalformedId({ orderId: '' })).toBe(true);
  });
});
