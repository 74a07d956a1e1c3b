import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's Pagination with its previous/next arrows named in the user's language (they have no text). */
export function Pager(props: Omit<PaginationProps, 'getControlProps'>) {
  const { t } = useTranslation('common');
  return <Pagination {...props} getControlProps={(control) => (control === 'previous' || control === 'next' ? { 'aria-label': t(`pager.${control}`) } : {})} />;
}
