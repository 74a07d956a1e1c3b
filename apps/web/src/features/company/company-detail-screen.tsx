import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companyQueries } from './company.api.ts';
import { CompanyClassesTab } from './company-classes-tab.tsx';
import { CompanyInfoTab } from './company-info-tab.tsx';
import { CompanyPointsTab } from './company-points-tab.tsx';
import { CompanyUsersTab } from './company-users-tab.tsx';
import { COMPANY_TABS, companyPathOf, companyTabOf, type CompanyTab } from './company-rules.ts';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { RoutedTabs } from '../../components/routed-tabs.tsx';

/** /educator/company/detail/:id/:tab — one company: info, classes, users and points, each tab its own address. */
export function CompanyDetailScreen({ companyId, tab: tabParam }: { companyId: string; tab: string | undefined }) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const { data: company } = useSuspenseQuery(companyQueries.detail(companyId));
  const tab = companyTabOf(tabParam);
  const panels: Record<CompanyTab, ReactNode> = {
    info: <CompanyInfoTab company={company} />,
    classes: <CompanyClassesTab companyId={companyId} />,
    users: <CompanyUsersTab companyId={companyId} />,
    points: <CompanyPointsTab company={company} />,
  };

  return (
    <PageWithBack size="xl" back="/educator/company/list" backLabel={t('detail.back')}>
      <Group gap="md" wrap="nowrap">
        <Avatar src={company.logo} alt="" size={48} radius="md" color="brand">
          {company.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0}>
          <Title order={1} fz="h2">
            {company.name}
          </Title>
          <Text c="dimmed" size="sm">
            {company.exam_name}
          </Text>
        </Stack>
      </Group>
      <RoutedTabs
        value={tab}
        label={t('detail.tabsLabel')}
        onChange={(next) => void navigate(companyPathOf(companyId, next))}
        tabs={COMPANY_TABS.map((key) => ({
          value: key,
          label: t(`detail.tabs.${key}`),
          panel: panels[key],
        }))}
      />
    </PageWithBack>
  );
}
