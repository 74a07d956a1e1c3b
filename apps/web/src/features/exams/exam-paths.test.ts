import { describe, expect, it } from 'vitest';
import { explanationsPath, resultPath, runnerEntryPath } from './exam-paths.ts';

const EXAM = '11111111-1111-4111-8111-111111111111';
const ATTEMPT = '22222222-2222-4222-8222-222222222222';

describe('runnerEntryPath', () => {
  it("opens each kind's runner entry (spec §2 test runners)", () => {
    expect(runnerEntryPath('sat', EXAM, ATTEMPT)).toBe(`/sat/start/${EXAM}/${ATTEMPT}`);
    expect(runnerEntryPath('act', EXAM, ATTEMPT)).toBe(`/act/test/${EXAM}/${ATTEMPT}`);
    expect(runnerEntryPath('toefl', EXAM, ATTEMPT)).toBe(`/toefl/test/${EXAM}/${ATTEMPT}/start`);
    expect(runnerEntryPath('shsat', EXAM, ATTEMPT)).toBe(`/shsat/start/${EXAM}/${ATTEMPT}`);
  });

  it('escapes ids so a path cannot be smuggled in', () => {
    expect(runnerEntryPath('act', 'a/b', '?x')).toBe('/act/test/a%2Fb/%3Fx');
  });
});

describe('result and explanation paths', () => {
  it('sends educators to the /educator copies for SAT and ACT only', () => {
    expect(resultPath('sat', ATTEMPT, true)).toBe(`/educator/sat/result/${ATTEMPT}`);
    expect(resultPath('act', ATTEMPT, true)).toBe(`/educator/act/result/${ATTEMPT}`);
    expect(resultPath('toefl', ATTEMPT, true)).toBe(`/toefl/result/${ATTEMPT}`);
    expect(resultPath('sat', ATTEMPT)).toBe(`/sat/result/${ATTEMPT}`);
    expect(explanationsPath('act', EXAM, ATTEMPT, true)).toBe(`/educator/act/explanations/${EXAM}/${ATTEMPT}`);
    expect(explanationsPath('shsat', EXAM, ATTEMPT, true)).toBe(`/shsat/explanations/${EXAM}/${ATTEMPT}`);
  });

  it('has a test-level explanations page without an attempt', () => {
    expect(explanationsPath('sat', EXAM)).toBe(`/sat/explanations/${EXAM}`);
    expect(explanationsPath('sat', EXAM, null, true)).toBe(`/sat/explanations/${EXAM}`);
  });
});
