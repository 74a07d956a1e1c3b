import type { ClassTeacherView, MaterialView } from '@prepwell/contracts';

export interface MaterialGroup {
  category: string;
  items: MaterialView[];
}

/** Materials grouped by category, categories in the order their first material comes, items by `ordering`. */
export const groupMaterials = (materials: readonly MaterialView[]): MaterialGroup[] => {
  const sorted = [...materials].sort((a, b) => a.ordering - b.ordering || a.uploaded_at.localeCompare(b.uploaded_at));
  const groups = new Map<string, MaterialGroup>();
  for (const item of sorted) {
    const key = item.category.trim();
    let group = groups.get(key);
    if (!group) {
      group = { category: key, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
};

/** Human file size (B, KB, MB) for a material's file. */
export const fileSizeLabel = (bytes: number | null): string | null => {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The tabs of /student/classes/:id/:tab; anything else falls back to info. */
export const STUDENT_CLASS_TABS = ['info', 'materials', 'tests'] as const;
export type StudentClassTab = (typeof STUDENT_CLASS_TABS)[number];
export const studentClassTabOf = (value: string | undefined): StudentClassTab =>
  (STUDENT_CLASS_TABS as readonly string[]).includes(value ?? '') ? (value as StudentClassTab) : 'info';

/** A class's page; without a tab it opens on info. */
export const studentClassPath = (id: string, tab?: StudentClassTab) =>
  `/student/classes/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const STUDENT_CLASS_LIST_PATH = '/student/classes/list';
export const JOIN_CLASS_PATH = '/student/classes/join';
export const educatorStudentPath = (id: string) => `/educator/students/${encodeURIComponent(id)}`;

/** A calendar date (YYYY-MM-DD) as a local Date, so it never shifts a day in the user's time zone. */
export const localDateOf = (isoDate: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "09:00–10:30"; one end alone when the other is missing; null when neither is set. */
export const timeRange = (start: string | null, end: string | null): string | null =>
  start && end ? `${start}–${end}` : (start ?? end ?? null);

/** Teachers by name, the owner first. */
export const teacherNames = (teachers: readonly Pick<ClassTeacherView, 'name' | 'role'>[]): string =>
  [...teachers]
    .sort((a, b) => (a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'owner' ? -1 : 1))
    .map((x) => x.name)
    .join(', ');
