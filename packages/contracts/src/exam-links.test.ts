import { describe, expect, it } from 'vitest';
import { headlineScoreOf, runnerEntryPath } from './exam-links.ts';

describe('runnerEntryPath', () => {
  it('opens each runner on its entry page', () => {
    expect(runnerEntryPath('sat', 'e', 'u')).toBe('/sat/start/e/u');
    expect(runnerEntryPath('act', 'e', 'u')).toBe('/act/test/e/u');
    expect(runnerEntryPath('toefl', 'e', 'u')).toBe('/toefl/test/e/u/start');
    expect(runnerEntryPath('shsat', 'e', 'u')).toBe('/shsat/start/e/u');
  });
  it('encodes the ids', () => expect(runnerEntryPath('sat', 'a/b', 'c d')).toBe('/sat/start/a%2Fb/c%20d'));
});

describe('headlineScoreOf', () => {
  it('is empty without an overall score or while pending', () => {
    expect(headlineScoreOf(null)).toEqual({ score: null, label: null });
    expect(headlineScoreOf({ scale: 'toefl_band', value: null, range: null, estimated: false })).toEqual({
      score: null,
      label: null,
    });
  });
  it('gives a single value as it is (ACT rounded, TOEFL band with its half step)', () => {
    expect(headlineScoreOf({ scale: 'act_composite', value: 27.5, range: null, estimated: false })).toEqual({
      score: 28,
      label: '28',
    });
    expect(headlineScoreOf({ scale: 'toefl_band', value: 4, range: null, estimated: false })).toEqual({
      score: 4,
      label: '4.0',
    });
    expect(headlineScoreOf({ scale: 'raw', value: 17, range: null, estimated: false })).toEqual({
      score: 17,
      label: '17',
    });
  });
  it('gives a range as its middle and labels it with the range', () => {
    expect(headlineScoreOf({ scale: 'sat_total', value: null, range: [1040, 1090], estimated: false })).toEqual({
      score: 1065,
      label: '1040–1090',
    });
    expect(headlineScoreOf({ scale: 'sat_total', value: null, range: [1200, 1200], estimated: false })).toEqual({
      score: 1200,
      label: '1200',
    });
  });
});
