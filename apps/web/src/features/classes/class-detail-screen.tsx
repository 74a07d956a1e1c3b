import { Button } from '@mantine/core';
import type { ClassDetail } from '@prepwell/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ClassDashboardPanel } from './class-dashboard-panel.tsx';
import { ClassInfoPanel } from './class-info-panel.tsx';
import { canManage, classEditPath, classPath, useClassLabels } from './class-labels.ts';
import { ClassMaterialsView, ClassRosterView } from './class-read-views.tsx';
import { ClassTestsPanel } from './class-tests-panel.tsx';
import { ClassLessonsPanel } from '../lessons/class-lessons-panel.tsx';
import { classQueries } from './classes.api.ts';
import { ClassPage } from './class-page.tsx';
import { RoutedTabs } from '../../components/routed-tabs.tsx';
import { PageTitle } from '../../components/page-title.tsx';

export const DETAIL_TABS = ['info', 'roster', 'materials', 'tests', 'lessons', 'dashboard'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** /classes/:id/:tab — a class for its teachers: info (code, link), roster, materials, tests, dashboard. */
export function ClassDetailScreen({ classId, tab }: { classId: string; tab: DetailTab }) {
  const { t } = useTranslation('classes');
  const { t: tLessons } = useTranslation('lessons');
  const labels = useClassLabels();
  const navigate = useNavigate();
  const { data: detail } = useSuspenseQuery(classQueries.detail(classId));
  const manager = canManage(detail);
  const tabs = manager
    ? DETAIL_TABS
    : DETAIL_TABS.filter((name) => name === 'info' || name === 'materials' || name === 'lessons');
  const current: DetailTab = (tabs as readonly string[]).includes(tab) ? tab : 'info';
  return (
    <ClassPage
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
        title={<span data-i18n-exempt>{detail.name}</span>}
        subtitle={`${labels.method(detail.method)} · ${labels.dates(detail)} · ${labels.seats(detail)}`}
        subtitleColor="gray.7"
      />
      <RoutedTabs
        value={current}
        label={t('detail.tabs')}
        onChange={(next) => void navigate(classPath(classId, next))}
        tabs={tabs.map((name) => ({
          value: name,
          // Issue 19: the Lessons tab is the lessons feature's (its own namespace).
          label: name === 'lessons' ? tLessons('panel.tab') : t(`tabs.${name}`),
          panel: panelOf(name, detail),
        }))}
      />
    </ClassPage>
  );
}

function panelOf(tab: DetailTab, detail: ClassDetail) {
  switch (tab) {
    case 'info':
      return <ClassInfoPanel detail={detail} />;
    case 'roster':
      return <ClassRosterView detail={detail} />;
    case 'materials':
      return <ClassMaterialsView detail={detail} />;
    case 'tests':
      return <ClassTestsPanel detail={detail} />;
    case 'lessons':
      return <ClassLessonsPanel classId={detail.id} />;
    case 'dashboard':
      return <ClassDashboardPanel detail={detail} />;
  }
}
