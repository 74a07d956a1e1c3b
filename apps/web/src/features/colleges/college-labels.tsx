import { Badge } from '@mantine/core';
import type { CollegeCategory } from '@prepwell/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';

const COLORS: Record<CollegeCategory, string> = { reach: 'red', target: 'blue', safety: 'teal' };

/** Reach / target / safety as a coloured badge (— when none). */
export function CategoryBadge({ category }: { category: CollegeCategory | null | undefined }) {
  const { t } = useTranslation('colleges');
  if (!category) return <span>{t('none')}</span>;
  return (
    <Badge color={COLORS[category]} variant="light">
      {t(`category.${category}`)}
    </Badge>
  );
}

/** "1300–1450" or —. */
export const rangeText = (low: number | null, high: number | null, none: string) =>
  low === null || high === null ? none : `${low}–${high}`;

/** 0.0391 → "3.91%" in the reader's language. */
export const rateText = (rate: number | null, lang: string, none: string) =>
  rate === null ? none : formatNumber(rate, lang, { style: 'percent', maximumFractionDigits: 2 });
