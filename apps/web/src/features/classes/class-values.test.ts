import type { ClassDetail } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { classValueProblems, classValuesOf, EMPTY_CLASS_VALUES, toClassInput } from './class-values.ts';

const detail: ClassDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'SAT Math A',
  method: 'in_person',
  start_date: '2026-12-01',
  end_date: '2027-02-28',
  start_time: '09:00:00',
  end_time: '11:30',
  capacity: 20,
  student_count: 3,
  teachers: [],
  my_role: 'owner',
  created_at: '2026-11-20T10:00:00.000Z',
  description: null,
  score_min: 1200,
  score_max: 1400,
  code: 'ABCD1234',
  code_enabled: true,
  invite_url: 'http://x/student/classes/join?invite=tok',
  coins: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('class form values', () => {
  it('reads a class into the form, times as HH:MM and nulls as empty', () => {
    expect(classValuesOf(detail)).toEqual({
      name: 'SAT Math A',
      description: '',
      method: 'in_person',
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      start_time: '09:00',
      end_time: '11:30',
      capacity: 20,
      score_min: 1200,
      score_max: 1400,
    });
    expect(classValuesOf(null)).toEqual(EMPTY_CLASS_VALUES);
  });

  it('sends trimmed text, whole numbers and null for what was emptied', () => {
    expect(
      toClassInput({ ...EMPTY_CLASS_VALUES, name: '  Reading ', description: '  ', capacity: '12', score_min: 3.7 }),
    ).toEqual({
      name: 'Reading',
      description: null,
      method: 'online',
      start_date: null,
      end_date: null,
      start_time: null,
      end_time: null,
      capacity: 12,
      score_min: 3,
      score_max: null,
    });
  });

  it('round-trips a class without changing it', () => {
    const input = toClassInput(classValuesOf(detail));
    expect(input).toMatchObject({
      name: detail.name,
      capacity: 20,
      start_time: '09:00',
      end_time: '11:30',
      score_min: 1200,
      score_max: 1400,
    });
  });

  it('finds what the server would refuse before sending', () => {
    expect(classValueProblems({ ...EMPTY_CLASS_VALUES, name: '   ' })).toEqual({ name: 'required' });
    expect(
      classValueProblems({ ...EMPTY_CLASS_VALUES, name: 'A', start_date: '2026-12-02', end_date: '2026-12-01' }),
    ).toEqual({ end_date: 'endBeforeStart' });
    expect(
      classValueProblems({
        ...EMPTY_CLASS_VALUES,
        name: 'A',
        start_date: '2026-12-01',
        end_date: '2026-12-01',
        start_time: '10:00',
        end_time: '09:00',
      }),
    ).toEqual({ end_time: 'endTimeBeforeStart' });
    expect(classValueProblems({ ...EMPTY_CLASS_VALUES, name: 'A', start_time: '10:00', end_time: '09:00' })).toEqual({
      end_time: 'endTimeBeforeStart',
    });
    expect(
      classValueProblems({
        ...EMPTY_CLASS_VALUES,
        name: 'A',
        start_date: '2026-12-01',
        start_time: '10:00',
        end_time: '10:00',
      }),
    ).toEqual({ end_time: 'endTimeBeforeStart' });
    expect(
      classValueProblems({
        ...EMPTY_CLASS_VALUES,
        name: 'A',
        start_date: '2026-12-01',
        end_date: '2026-12-08',
        start_time: '18:00',
        end_time: '09:00',
      }),
    ).toEqual({});
    expect(classValueProblems({ ...EMPTY_CLASS_VALUES, name: 'A', score_min: 30, score_max: 20 })).toEqual({
      score_max: 'scoreRange',
    });
    expect(classValueProblems({ ...EMPTY_CLASS_VALUES, name: 'A', capacity: 0 })).toEqual({ capacity: 'capacity' });
    expect(classValueProblems({ ...EMPTY_CLASS_VALUES, name: 'A', score_min: 20, score_max: 20, capacity: 1 })).toEqual(
      {},
    );
  });
});
