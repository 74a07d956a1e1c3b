import { describe, expect, it } from 'vitest';
import { isRunnerPath, parseRunnerPath, resultPath, runnerPath } from './runner-route.ts';

const E = '6f1d2c1e-0000-4000-8000-000000000001';
const U = '6f1d2c1e-0000-4000-8000-000000000002';

describe('parseRunnerPath', () => {
  it.each([
    [`/sat/start/${E}/${U}`, 'sat', 'start'],
    [`/sat/test/${E}/${U}`, 'sat', 'test'],
    [`/act/test/${E}/${U}/`, 'act', 'test'],
    [`/toefl/test/${E}/${U}/start`, 'toefl', 'start'],
    [`/toefl/test/${E}/${U}`, 'toefl', 'test'],
    [`/shsat/start/${E}/${U}`, 'shsat', 'start'],
    [`/shsat/test/${E}/${U}`, 'shsat', 'test'],
  ] as const)('%s → %s %s', (path, kind, page) => {
    expect(parseRunnerPath(path)).toEqual({ kind, page, examId: E, userExamId: U });
    expect(runnerPath({ kind, page, examId: E, userExamId: U })).toBe(path.replace(/\/$/, ''));
  });

  it.each([
    '/',
    '/sat/list',
    `/sat/result/${U}`,
    `/sat/explanations/${E}/${U}`,
    `/act/start/${E}/${U}`,
    `/sat/test/${E}`,
    `/sat/test/${E}/${U}/extra`,
    `/toefl/start/${E}/${U}`,
    `/sat/test/${E}/a.b`,
  ])('%s is not a runner path', (path) => {
    expect(isRunnerPath(path)).toBe(false);
  });

  it('names the result page of a kind', () => {
    expect(resultPath('shsat', U)).toBe(`/shsat/result/${U}`);
  });
});
