import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Row placeholders while a list loads; a named status region (a plain div may not carry a name, axe). */
export function LoadingRows({ rows = 3, height = 40 }: { rows?: number; height?: number }) {
  const { t } = useTranslation('learning');
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} />
      ))}
    </Stack>
  );
}

/** Card placeholders while the class list loads. */
export function LoadingCards({ count = 2 }: { count?: number }) {
  const { t } = useTranslation('learning');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Skeleton h={22} w="60%" />
            <Skeleton h={14} w="90%" />
            <Skeleton h={14} w="70%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
