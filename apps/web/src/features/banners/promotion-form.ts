import {
  isPromotionLink,
  type HousePromotionInput,
  type HousePromotionKind,
  type HousePromotionView,
} from '@prepwell/contracts';

/** The admin form's values: texts as typed, dates as `datetime-local` values in this browser's zone. */
export interface PromotionFormValues {
  kind: HousePromotionKind;
  title: { en: string; cn: string; tw: string };
  body: { en: string; cn: string; tw: string };
  link_url: string;
  active: boolean;
  starts_at: string;
  ends_at: string;
  sort: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value (local time, minutes). */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A `datetime-local` value as an instant (ISO with offset), or null when empty or not a date. */
export const fromLocalInput = (value: string): string | null => {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

export const formValuesOf = (promotion?: HousePromotionView): PromotionFormValues => ({
  kind: promotion?.kind ?? 'pro',
  title: { en: promotion?.title.en ?? '', cn: promotion?.title.cn ?? '', tw: promotion?.title.tw ?? '' },
  body: { en: promotion?.body.en ?? '', cn: promotion?.body.cn ?? '', tw: promotion?.body.tw ?? '' },
  link_url: promotion?.link_url ?? '',
  active: promotion?.active ?? true,
  starts_at: toLocalInput(promotion?.starts_at ?? null),
  ends_at: toLocalInput(promotion?.ends_at ?? null),
  sort: promotion?.sort ?? 0,
});

const text = (t: { en: string; cn: string; tw: string }) => ({
  en: t.en,
  ...(t.cn.trim() ? { cn: t.cn } : {}),
  ...(t.tw.trim() ? { tw: t.tw } : {}),
});

/** What the form sends: the same body for create and edit (an edit sends every field). */
export const inputOf = (v: PromotionFormValues): HousePromotionInput => ({
  kind: v.kind,
  title: text(v.title),
  body: text(v.body),
  link_url: v.link_url.trim() || null,
  active: v.active,
  starts_at: fromLocalInput(v.starts_at),
  ends_at: fromLocalInput(v.ends_at),
  sort: v.sort,
});

/** The checks the server makes too, so the admin sees them before sending: keys of `banners:admin`. */
export const formProblems = (
  v: PromotionFormValues,
): Partial<Record<'link_url' | 'ends_at', 'linkInvalid' | 'endsBeforeStarts'>> => {
  const out: Partial<Record<'link_url' | 'ends_at', 'linkInvalid' | 'endsBeforeStarts'>> = {};
  const link = v.link_url.trim();
  if (link && !isPromotionLink(link)) out.link_url = 'linkInvalid';
  const starts = fromLocalInput(v.starts_at);
  const ends = fromLocalInput(v.ends_at);
  if (starts && ends && ends <= starts) out.ends_at = 'endsBeforeStarts';
  return out;
};
