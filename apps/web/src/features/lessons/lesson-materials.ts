import { isWebLink, LESSON_LIMITS, type LessonMaterialInput, type LessonMaterialView } from '@prepwell/contracts';

/** A lesson's material as a form keeps it: a link (`url`) or one of the class's materials (`material_id`). */
export interface MaterialValue {
  /** React's key for the row (never sent). */
  key: string;
  title: string;
  url: string;
  material_id: string;
}

export const MAX_MATERIALS = LESSON_LIMITS.materials;

let nextKey = 0;
export const newMaterial = (): MaterialValue => ({ key: `m${nextKey++}`, title: '', url: '', material_id: '' });

/** The server's rule for a lesson's link (`invalid_link`), on the trimmed value as the API trims it. */
export const isLessonLink = (value: string) => isWebLink(value.trim());

/** A lesson's materials as the form starts with them (a class material's file address is the server's). */
export const materialValuesOf = (materials: LessonMaterialView[]): MaterialValue[] =>
  materials.map((m) => ({
    ...newMaterial(),
    title: m.title,
    url: m.material_id ? '' : (m.url ?? ''),
    material_id: m.material_id ?? '',
  }));

/** What the API takes: a class material by its id, else the link. */
export const materialInputsOf = (values: MaterialValue[]): LessonMaterialInput[] =>
  values.map((m) =>
    m.material_id
      ? { title: m.title.trim(), material_id: m.material_id }
      : { title: m.title.trim(), url: m.url.trim() },
  );

/** Index of a list item's field path (`materials.3.url` → 3). */
const indexOf = (path: string) => Number(path.split('.')[1]);

/** Mantine form rules for the `materials` list: a title, and a valid link unless a class material is chosen. */
export const materialRules = (messages: { required: string; invalidLink: string }) => ({
  title: (value: string) => (value.trim() ? null : messages.required),
  url: (value: string, all: { materials: MaterialValue[] }, path: string) => {
    if (all.materials[indexOf(path)]?.material_id) return null;
    if (!value.trim()) return messages.required;
    return isLessonLink(value) ? null : messages.invalidLink;
  },
});
