import type { Lang } from './common.ts';
import en from './locales/en.json' with { type: 'json' };
import cn from './locales/cn.json' with { type: 'json' };
import tw from './locales/tw.json' with { type: 'json' };

/** Server-side messages (API errors, validation, e-mails) in the three languages. */
export const SERVER_MESSAGES = { en, cn, tw } as const satisfies Record<Lang, typeof en>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ServerMessageKey = Leaves<typeof en>;

/** Looks up a dotted key and fills `{{var}}` placeholders. */
export const serverMessage = (
  lang: Lang,
  key: ServerMessageKey,
  vars: Record<string, string | number> = {},
): string => {
  let node: unknown = SERVER_MESSAGES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
};
