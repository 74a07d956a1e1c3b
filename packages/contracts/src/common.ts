import { z } from 'zod';
import { LANGS } from './langs.ts';

export { asLang, DEFAULT_LANG, HTML_LANG, INTL_LOCALE, isLang, LANGS, localeOf, pickLang } from './langs.ts';
export const Lang = z.enum(LANGS);
export type Lang = z.infer<typeof Lang>;

export const Id = z.uuid();
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const Username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_.-]+$/);
/** At least 8 characters; argon2 makes long ones fine, 256 bounds the work. */
export const Password = z.string().min(8).max(256);
/** Phone: at least 7 digits, digits only apart from an optional leading + and spaces/dashes. */
export const Phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9][0-9 -]*$/)
  .refine((v) => v.replace(/\D/g, '').length >= 7);
export const Name = z.string().trim().min(1).max(100);
export const OptionalText = (max: number) => z.string().trim().max(max).optional();
export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
export const HostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/);
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Whether the runtime knows this IANA time zone ("Asia/Shanghai"). */
export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

export const Page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().trim().max(100).optional(),
});

export const IdParams = z.object({ id: Id });
