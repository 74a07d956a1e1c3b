import { Group, Pagination, Text, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's Pagination with its previous/next arrows named in the user's language (they have no text). */
export function Pager(props: Omit<PaginationProps, 'getControlProps'>) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      {...props}
      getControlProps={(control) =>
        control === 'previous' || control === 'next' ? { 'aria-label': t(`pager.${control}`) } : {}
      }
    />
  );
}

/** A paged list's footer: how many rows there are (announced politely when it changes) and the pager. */
export function PageFooter({
  summary,
  total,
  value,
  onChange,
}: {
  summary: string;
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Pager total={total} value={value} onChange={onChange} />
    </Group>
  );
}
