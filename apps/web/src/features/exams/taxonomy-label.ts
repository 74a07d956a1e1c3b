import { useTranslation } from 'react-i18next';

/**
 * Issue 17: the official exams' domain and skill names (exams.md §1.4 and the ACT, TOEFL and SHSAT
 * categories) are codes: the content stores the English name, whose slug is the code, and the reader sees
 * `exams:taxonomy.<code>` in their language. A name an educator wrote that is not an official one has no
 * code and is shown as written.
 */
export const taxonomyCode = (name: string): string =>
  name
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export const useTaxonomyLabel = () => {
  const { t, i18n } = useTranslation('exams');
  const loose = t as unknown as (key: string) => string;
  return (name: string | null | undefined): string => {
    if (!name) return '';
    const key = `taxonomy.${taxonomyCode(name)}`;
    return i18n.exists(`exams:${key}`) ? loose(key) : name;
  };
};
