import type { MaterialView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import {
  fileSizeLabel,
  groupMaterials,
  localDateOf,
  studentClassPath,
  studentClassTabOf,
  teacherNames,
  timeRange,
} from './learning-values.ts';

const material = (id: string, category: string, ordering: number): MaterialView => ({
  id,
  category,
  title: id,
  description: null,
  link: null,
  file_name: null,
  file_size: null,
  file_mime: null,
  file_url: null,
  ordering,
  uploaded_at: '2026-11-20T10:00:00Z',
});

describe('groupMaterials', () => {
  it('groups by category in the order of the first item, items by ordering', () => {
    const groups = groupMaterials([
      material('c', 'Homework', 3),
      material('a', 'Slides', 1),
      material('b', 'Homework', 2),
      material('d', 'Slides ', 4),
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Slides', ['a', 'd']],
      ['Homework', ['b', 'c']],
    ]);
  });
});

describe('fileSizeLabel', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(fileSizeLabel(512)).toBe('512 B');
    expect(fileSizeLabel(2048)).toBe('2.0 KB');
    expect(fileSizeLabel(200 * 1024)).toBe('200 KB');
    expect(fileSizeLabel(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(fileSizeLabel(null)).toBeNull();
  });
});

describe('tabs and paths', () => {
  it('falls back to info for an unknown tab', () => {
    expect(studentClassTabOf('tests')).toBe('tests');
    expect(studentClassTabOf('roster')).toBe('info');
    expect(studentClassTabOf(undefined)).toBe('info');
  });
  it('builds the class path with an encoded id', () => {
    expect(studentClassPath('a/b', 'materials')).toBe('/student/classes/a%2Fb/materials');
    expect(studentClassPath('c1')).toBe('/student/classes/c1');
  });
});

describe('localDateOf', () => {
  it('keeps the calendar day', () => {
    const d = localDateOf('2026-01-05');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate()]).toEqual([2026, 0, 5]);
    expect(localDateOf('05/01/2026')).toBeNull();
  });
});

describe('timeRange and teacherNames', () => {
  it('joins the ends that are set', () => {
    expect(timeRange('09:00', '10:30')).toBe('09:00–10:30');
    expect(timeRange('09:00', null)).toBe('09:00');
    expect(timeRange(null, null)).toBeNull();
  });
  it('names the owner first, then co-teachers alphabetically', () => {
    expect(
      teacherNames([
        { name: 'Zoe', role: 'teacher' },
        { name: 'Amy', role: 'teacher' },
        { name: 'Max', role: 'owner' },
      ]),
    ).toBe('Max, Amy, Zoe');
  });
});
