import type { AttemptSummary, UserExamRow } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  groupByKind,
  mapCombineErrors,
  pickableOfRow,
  pickableOfSummary,
  selectionProblem,
  type Pickable,
} from './combine-selection.ts';

const item = (id: string, kind: Pickable['kind']): Pickable => ({
  id,
  title: `Test ${id}`,
  kind,
  type: 'full_mock',
  completedAt: null,
  score: null,
});

describe('the combine selection', () => {
  it('takes completed attempts only, from either list', () => {
    const summary = {
      id: 'a',
      test: { id: 't', title: 'SAT 1', kind: 'sat', type: 'full_mock', version: 'sat_digital' },
      status: 'completed',
      mode: 'exam',
      startedAt: '2026-01-01T00:00:00.000Z',
      completedAt: '2026-01-01T02:00:00.000Z',
      overall: { scale: 'sat_total', value: null, range: [1200, 1250], estimated: true },
      student: { id: 's', name: 'Stella' },
    } satisfies AttemptSummary;
    expect(pickableOfSummary(summary)).toMatchObject({ id: 'a', kind: 'sat', score: '1200–1250' });
    expect(pickableOfSummary({ ...summary, status: 'in_progress' })).toBeNull();
    const row: UserExamRow = {
      user_exam_id: 'b',
      test_id: 't',
      title: 'ACT 1',
      exam_kind: 'act',
      test_type: 'module',
      status: 'completed',
      started_at: '2026-01-01T00:00:00.000Z',
      completed_at: '2026-01-01T01:00:00.000Z',
      score: 28,
      score_label: null,
      class_test_id: null,
    };
    expect(pickableOfRow(row)).toMatchObject({ id: 'b', kind: 'act', score: '28' });
    expect(pickableOfRow({ ...row, status: 'abandoned' })).toBeNull();
  });

  it('groups by exam in the catalogue order', () => {
    const groups = groupByKind([item('1', 'act'), item('2', 'sat'), item('3', 'act')]);
    expect(groups.map((g) => [g.kind, g.items.map((i) => i.id)])).toEqual([
      ['sat', ['2']],
      ['act', ['1', '3']],
    ]);
  });

  it('needs 2 to 8 attempts of one exam', () => {
    expect(selectionProblem([item('1', 'sat')])).toBe('too_few');
    expect(selectionProblem([item('1', 'sat'), item('2', 'act')])).toBe('mixed_kinds');
    expect(selectionProblem([item('1', 'sat'), item('2', 'sat')])).toBeNull();
    expect(selectionProblem(Array.from({ length: 9 }, (_, i) => item(String(i), 'act')))).toBe('too_many');
  });

  it('puts the server field errors on the attempts they name', () => {
    const mapped = mapCombineErrors(
      [
        { path: 'userExamIds.1', message: 'This section is already given.' },
        { path: 'userExamIds', message: 'The selection lacks a section.' },
        { path: 'userExamIds', message: 'The selection lacks a section.' },
      ],
      ['a', 'b'],
    );
    expect(mapped.byId.get('b')).toEqual(['This section is already given.']);
    expect(mapped.general).toEqual(['The selection lacks a section.']);
  });
});
