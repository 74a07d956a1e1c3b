import { MATERIAL_MAX_BYTES, type MaterialView } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { categoriesOf, groupMaterials, isTooLarge, moveMaterial, sortMaterials } from './materials.ts';

const material = (id: string, category: string, ordering: number): MaterialView => ({
  id,
  category,
  title: `T${id}`,
  description: null,
  link: 'https://example.com',
  file_name: null,
  file_size: null,
  file_mime: null,
  file_url: null,
  ordering,
  uploaded_at: '2026-11-20T10:00:00.000Z',
});

// Reading: a, c; Math: b, d, e — interleaved in the stored order.
const list = [
  material('e', 'Math', 5),
  material('a', 'Reading', 1),
  material('b', 'Math', 2),
  material('c', 'Reading', 3),
  material('d', 'Math', 4),
];

describe('materials', () => {
  it('sorts by ordering and groups by category in first-seen order', () => {
    expect(sortMaterials(list).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(groupMaterials(list).map((g) => [g.category, g.items.map((m) => m.id)])).toEqual([
      ['Reading', ['a', 'c']],
      ['Math', ['b', 'd', 'e']],
    ]);
    expect(categoriesOf(list)).toEqual(['Reading', 'Math']);
  });

  it('moves within the category and sends every id, groups together', () => {
    expect(moveMaterial(list, 'd', 'up')).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(moveMaterial(list, 'b', 'down')).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(moveMaterial(list, 'c', 'up')).toEqual(['c', 'a', 'b', 'd', 'e']);
    const moved = moveMaterial(list, 'e', 'up') ?? [];
    expect([...moved].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('cannot move past the ends of a category or an unknown material', () => {
    expect(moveMaterial(list, 'a', 'up')).toBeNull();
    expect(moveMaterial(list, 'c', 'down')).toBeNull();
    expect(moveMaterial(list, 'e', 'down')).toBeNull();
    expect(moveMaterial(list, 'zz', 'up')).toBeNull();
  });

  it('checks the 20 MB limit', () => {
    expect(isTooLarge(MATERIAL_MAX_BYTES)).toBe(false);
    expect(isTooLarge(MATERIAL_MAX_BYTES + 1)).toBe(true);
  });
});
