import {
  APPLICATION_ROUNDS,
  APPLICATION_STATUSES,
  COLLEGE_CATEGORIES,
  serverMessage,
  type Lang,
  type ServerMessageKey,
} from '@prepwell/contracts';

type CounselingKey = ServerMessageKey extends infer K ? (K extends `counseling.${infer R}` ? R : never) : never;

/**
 * The words of a counseling report's PDF and e-mail in the reader's language (contracts' server messages,
 * `counseling.*`), and its colleges' category, status and round: a stored value the lists do not know is
 * shown as stored.
 */
export const counselingText =
  (lang: Lang) =>
  (key: CounselingKey, vars: Record<string, string | number> = {}) =>
    serverMessage(lang, `counseling.${key}`, vars);

const labelOf =
  <T extends string>(values: readonly T[], group: 'categories' | 'statuses' | 'rounds') =>
  (lang: Lang, value: string) =>
    (values as readonly string[]).includes(value)
      ? serverMessage(lang, `counseling.${group}.${value as T}` as ServerMessageKey)
      : value;

export const categoryLabel = labelOf(COLLEGE_CATEGORIES, 'categories');
export const statusLabel = labelOf(APPLICATION_STATUSES, 'statuses');
export const roundLabel = labelOf(APPLICATION_ROUNDS, 'rounds');
