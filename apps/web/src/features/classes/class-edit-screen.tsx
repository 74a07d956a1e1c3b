import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { canDelete, ClassDeleteSection } from './class-delete.tsx';
import { ClassInfoForm } from './class-info-form.tsx';
import { classEditPath, classPath } from './class-labels.ts';
import { ClassMaterialsEditor } from './class-materials-editor.tsx';
import { ClassRosterEditor } from './class-roster-editor.tsx';
import { classQueries } from './classes.api.ts';
import { ClassPage } from './class-page.tsx';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { RoutedTabs } from '../../components/routed-tabs.tsx';
import { PageTitle } from '../../components/page-title.tsx';

export const EDIT_TABS = ['info', 'roster', 'materials'] as const;
export type EditTab = (typeof EDIT_TABS)[number];

/** /classes/add: a new class (its info); saving goes on to its roster. */
export function ClassAddScreen() {
  const { t } = useTranslation('classes');
  return (
    <PageWithBack size="md" back="/classes/list" backLabel={t('back')}>
      <Title order={1} fz="h2">
        {t('add.title')}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <ClassInfoForm detail={null} />
      </Paper>
    </PageWithBack>
  );
}

/** /classes/:id/edit/:tab — info, roster or materials of a class the caller manages. */
export function ClassEditScreen({ classId, tab }: { classId: string; tab: EditTab }) {
  const { t } = useTranslation('classes');
  const navigate = useNavigate();
  const { data: detail } = useSuspenseQuery(classQueries.detail(classId));
  return (
    <ClassPage
      aside={
        <Button
          component={Link}
          to={classPath(classId)}
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('edit.view')}
        </Button>
      }
    >
      <PageTitle title={t('edit.title', { name: detail.name })} subtitle={t('edit.subtitle')} subtitleColor="gray.7" />
      <RoutedTabs
        value={tab}
        label={t('edit.tabs')}
        onChange={(next) => void navigate(classEditPath(classId, next))}
        tabs={[
          {
            value: 'info',
            label: t('tabs.info'),
            panel: (
              <Stack gap="lg">
                <Paper withBorder radius="md" p="lg">
                  <ClassInfoForm key={detail.id} detail={detail} />
                </Paper>
                {canDelete(detail) && <ClassDeleteSection detail={detail} />}
              </Stack>
            ),
          },
          { value: 'roster', label: t('tabs.roster'), panel: <ClassRosterEditor detail={detail} /> },
          { value: 'materials', label: t('tabs.materials'), panel: <ClassMaterialsEditor detail={detail} /> },
        ]}
      />
    </ClassPage>
  );
}
