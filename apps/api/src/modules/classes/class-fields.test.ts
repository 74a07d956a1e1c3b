import { describe, expect, it } from 'vitest';
import { classFieldErrors } from './class-fields.ts';

const paths = (f: Parameters<typeof classFieldErrors>[0]) => classFieldErrors(f).map((e) => e.path);

describe('classFieldErrors', () => {
  it('accepts an empty or a consistent class', () => {
    expect(paths({})).toEqual([]);
    expect(
      paths({
        start_date: '2026-01-01',
        end_date: '2026-03-01',
        start_time: '18:00',
        end_time: '09:00',
        score_min: 400,
        score_max: 1600,
      }),
    ).toEqual([]);
    expect(
      paths({
        start_date: '2026-01-01',
        end_date: '2026-01-01',
        start_time: '09:00',
        end_time: '10:30',
        score_min: 5,
        score_max: 5,
      }),
    ).toEqual([]);
  });
  it('refuses an end date before the start date, on end_date', () => {
    expect(paths({ start_date: '2026-02-02', end_date: '2026-02-01' })).toEqual(['end_date']);
  });
  it('refuses, on one day, an end time not after the start time, on end_time', () => {
    expect(paths({ start_date: '2026-02-02', end_date: '2026-02-02', start_time: '10:00', end_time: '10:00' })).toEqual(
      ['end_time'],
    );
    expect(paths({ start_time: '10:00', end_time: '09:59' })).toEqual(['end_time']);
    expect(paths({ start_date: '2026-02-02', start_time: '10:00', end_time: '09:00' })).toEqual(['end_time']);
  });
  it('refuses score_min above score_max, on score_max', () => {
    expect(paths({ score_min: 1200, score_max: 1000 })).toEqual(['score_max']);
    expect(paths({ score_min: 1200, score_max: null })).toEqual([]);
  });
});
