import { MATERIAL_MAX_BYTES, type MaterialView } from '@prepwell/contracts';

/** Materials in the class's order (`ordering`, then upload time), as the list and the reorder call see them. */
export const sortMaterials = (materials: readonly MaterialView[]): MaterialView[] =>
  [...materials].sort(
    (a, b) => a.ordering - b.ordering || a.uploaded_at.localeCompare(b.uploaded_at) || a.id.localeCompare(b.id),
  );

/** Grouped by category, categories in the order their first material comes, each group in order. */
export const groupMaterials = (materials: readonly MaterialView[]): { category: string; items: MaterialView[] }[] => {
  const groups = new Map<string, MaterialView[]>();
  for (const m of sortMaterials(materials)) {
    const group = groups.get(m.category);
    if (group) group.push(m);
    else groups.set(m.category, [m]);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
};

/**
 * The whole order after moving one material up or down within its category (the list shows categories,
 * so "up" means before the previous material of the same category). `PUT …/materials/order` takes every
 * id of the class; the groups are written out one after another so the categories stay together. Null
 * when the move is not possible (first or last of its category, unknown id).
 */
export const moveMaterial = (
  materials: readonly MaterialView[],
  id: string,
  direction: 'up' | 'down',
): string[] | null => {
  const groups = groupMaterials(materials);
  for (const group of groups) {
    const at = group.items.findIndex((m) => m.id === id);
    if (at === -1) continue;
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= group.items.length) return null;
    const items = [...group.items];
    const [moved] = items.splice(at, 1);
    if (!moved) return null;
    items.splice(to, 0, moved);
    group.items = items;
    return groups.flatMap((g) => g.items.map((m) => m.id));
  }
  return null;
};

/** The browser's check before sending (the server checks again and decides). */
export const isTooLarge = (size: number): boolean => size > MATERIAL_MAX_BYTES;

/** The categories already used, for the form's suggestions. */
export const categoriesOf = (materials: readonly MaterialView[]): string[] =>
  groupMaterials(materials).map((g) => g.category);
