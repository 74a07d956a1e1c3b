import { Paper, Stack, Title } from '@mantine/core';
import type { MaterialView } from '@prepwell/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/scroll-table.tsx';
import { groupMaterials } from './materials.ts';

/**
 * A class's materials by category, as the teachers' editor and the class page show them: the query's
 * loading, failure or empty text, else a titled section a category (heading `headingOrder`) with a list
 * of its materials, each a `<li>` that `item` renders. `stacked` puts the sections in a stack of their own
 * (else they sit in the caller's).
 */
export function MaterialGroups({
  materials,
  headingOrder,
  item,
  stacked = false,
}: {
  materials: Pick<UseQueryResult<MaterialView[]>, 'data' | 'isPending' | 'isError'>;
  headingOrder: 2 | 3;
  item: (material: MaterialView, index: number, items: readonly MaterialView[]) => ReactNode;
  stacked?: boolean;
}) {
  const { t } = useTranslation('classes');
  const groups = groupMaterials(materials.data ?? []);
  const groupId = useId();
  const sections = groups.map((group, index) => (
    <Paper
      withBorder
      radius="md"
      p="md"
      key={group.category}
      component="section"
      aria-labelledby={`${groupId}-${index}`}
    >
      <Title order={headingOrder} fz="md" mb="sm" id={`${groupId}-${index}`} data-i18n-exempt>
        {group.category}
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.items.map((m, i) => item(m, i, group.items))}
      </Stack>
    </Paper>
  ));
  return (
    <ListStates
      isPending={materials.isPending}
      isError={materials.isError}
      isEmpty={groups.length === 0}
      loadingLabel={t('loading')}
      failed={t('loadFailed')}
      empty={t('materials.empty')}
    >
      {stacked ? <Stack gap="md">{sections}</Stack> : sections}
    </ListStates>
  );
}
