import { Avatar, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companyQueries } from './company.api.ts';
import { CompanyClassesTab } from './company-classes-tab.tsx';
import { CompanyInfoTab } from './company-info-tab.tsx';
import { CompanyPointsTab } from './company-points-tab.tsx';
import { CompanyUsersTab } from './company-users-tab.tsx';
import { COMPANY_TABS, companyPathOf, companyTabOf } from './company-rules.ts';
import { PageWithBack } from '../../components/page-with-back.tsx';

/** /educator/company/detail/:id/:tab — one company: info, classes, users and points, each tab its own address. */
export function CompanyDetailScreen({ companyId, tab: tabParam }: { companyId: string; tab: string | undefined }) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const { data: company } = useSuspenseQuery(companyQueries.detail(companyId));
  const tab = companyTabOf(tabParam);

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
      <Tabs
        value={tab}
        onChange={(value) => void navigate(companyPathOf(companyId, companyTabOf(value ?? undefined)))}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('detail.tabsLabel')}>
          {COMPANY_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`detail.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="info" pt="lg">
          <CompanyInfoTab company={company} />
        </Tabs.Panel>
        <Tabs.Panel value="classes" pt="lg">
          <CompanyClassesTab companyId={companyId} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="lg">
          <CompanyUsersTab companyId={companyId} />
        </Tabs.Panel>
        <Tabs.Panel value="points" pt="lg">
          <CompanyPointsTab company={company} />
        </Tabs.Panel>
      </Tabs>
    </PageWithBack>
  );
}
