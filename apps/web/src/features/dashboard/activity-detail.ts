import { useTranslation } from 'react-i18next';

/**
 * Issue 17: the server writes an activity entry's detail as a code (`web`, `student`, `admin`), a list of
 * role codes (`teacher, organization_admin`), or text a person wrote (a class name, an e-mail). Codes are
 * shown in the reader's language; anything else is shown as written.
 */
const DETAIL_CODES = [
  'web',
  'token',
  'admin',
  'student',
  'teacher',
  'parent',
  'organization',
  'organization_admin',
  'super_admin',
  'pro',
] as const;
type DetailCode = (typeof DETAIL_CODES)[number];
const isDetailCode = (value: string): value is DetailCode => (DETAIL_CODES as readonly string[]).includes(value);

/** The actions whose detail is a comma-separated list of role codes. */
const ROLE_LISTS = new Set(['roles_changed']);

/** Pure: the detail's parts, each a code to translate or text to keep; exported for tests. */
export const detailParts = (action: string, detail: string): ({ code: DetailCode } | { text: string })[] => {
  const trimmed = detail.trim();
  if (isDetailCode(trimmed)) return [{ code: trimmed }];
  if (ROLE_LISTS.has(action)) {
    const parts = trimmed.split(/\s*,\s*/).filter(Boolean);
    if (parts.length > 0 && parts.every(isDetailCode)) return parts.map((code) => ({ code }));
  }
  return [{ text: detail }];
};

/** Whether a detail holds text a person wrote (shown as written, in any language). */
export const hasWrittenText = (action: string, detail: string): boolean =>
  detailParts(action, detail).some((part) => 'text' in part);

/** `(action, detail) → text` in the reader's language. */
export const useActivityDetail = () => {
  const { t, i18n } = useTranslation('dashboard');
  const separator = i18n.language === 'en' ? ', ' : '、';
  return (action: string, detail: string | null): string => {
    if (!detail) return '';
    return detailParts(action, detail)
      .map((part) => ('code' in part ? t(`activityDetail.${part.code}`) : part.text))
      .join(separator);
  };
};
