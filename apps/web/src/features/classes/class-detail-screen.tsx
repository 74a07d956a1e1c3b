import { Button, Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ClassDashboardPanel } from './class-dashboard-panel.tsx';
import { ClassInfoPanel } from './class-info-panel.tsx';
import { canManage, classEditPath, classPath, useClassLabels } from './class-labels.ts';
import { ClassMaterialsView, ClassRosterView } from './class-read-views.tsx';
import { ClassTestsPanel } from './class-tests-panel.tsx';
import { classQueries } from './classes.api.ts';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { PageTitle } from '../../components/page-title.tsx';

export const DETAIL_TABS = ['info', 'roster', 'materials', 'tests', 'dashboard'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** /classes/:id/:tab — a class for its teachers: info (code, link), roster, materials, tests, dashboard. */
export function ClassDetailScreen({ classId, tab }: { classId: string; tab: DetailTab }) {
  const { t } = useTranslation('classes');
  const labels = useClassLabels();
  const navigate = useNavigate();
  const { data: detail } = useSuspenseQuery(classQueries.detail(classId));
  const manager = canManage(detail);
  const tabs = manager ? DETAIL_TABS : DETAIL_TABS.filter((name) => name === 'info' || name === 'materials');
  const current = (tabs as readonly string[]).includes(tab) ? tab : 'info';
  return (
    <PageWithBack
      size="lg"
      back="/classes/list"
      backLabel={t('back')}
      aside={
        manager && (
          <Button
            component={Link}
            to={classEditPath(classId, current === 'roster' || current === 'materials' ? current : 'info')}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('detail.edit')}
          </Button>
        )
      }
    >
      <PageTitle
        title={detail.name}
        subtitle={`${labels.method(detail.method)} · ${labels.dates(detail)} · ${labels.seats(detail)}`}
        subtitleColor="gray.7"
      />
      <Tabs value={current} onChange={(next) => next && void navigate(classPath(classId, next))} keepMounted={false}>
        <Tabs.List aria-label={t('detail.tabs')}>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="info" pt="lg">
          <ClassInfoPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="roster" pt="lg">
          <ClassRosterView detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="materials" pt="lg">
          <ClassMaterialsView detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="tests" pt="lg">
          <ClassTestsPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="dashboard" pt="lg">
          <ClassDashboardPanel detail={detail} />
        </Tabs.Panel>
      </Tabs>
    </PageWithBack>
  );
}
