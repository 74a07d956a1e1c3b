import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompanyDetail } from '@prepwell/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** One term of the brand's description list, and its value (`mono` for a code such as the slug). */
function Fact({ label, mono, children }: { label: string; mono?: boolean; children: ReactNode }) {
  return (
    <>
      <Text component="dt" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} {...(mono ? { ff: 'monospace' } : {})}>
        {children}
      </Text>
    </>
  );
}

/** The company's brand (name, logo, exam name, colour, contact), its host names and its figures. */
export function CompanyInfoTab({ company }: { company: CompanyDetail }) {
  const { t, i18n } = useTranslation('company');
  const { date } = useDateFormat();
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        <Figure label={t('info.points')} value={n(company.points)} />
        <Figure label={t('info.users')} value={n(company.user_count)} />
        <Figure label={t('info.teachers')} value={n(company.teacher_count)} />
        <Figure label={t('info.students')} value={n(company.student_count)} />
        <Figure label={t('info.parents')} value={n(company.parent_count)} />
        <Figure label={t('info.classes')} value={n(company.class_count)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('info.brand')}
        </Title>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
          <Fact label={t('info.name')}>
            <Group gap="xs" component="span">
              <Avatar component="span" src={company.logo} alt="" size={24} radius="sm" color="brand">
                {company.name.slice(0, 1).toUpperCase()}
              </Avatar>
              {company.name}
            </Group>
          </Fact>
          <Fact label={t('info.slug')} mono>
            {company.slug}
          </Fact>
          <Fact label={t('info.examName')}>{company.exam_name}</Fact>
          <Fact label={t('info.themeColor')}>
            <Group gap="xs" component="span">
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 16,
                  height: 16,
                  borderRadius: 4,
                  background: company.theme_color,
                  border: '1px solid #868e96',
                }}
              />
              <span>{company.theme_color}</span>
            </Group>
          </Fact>
          <Fact label={t('info.contactEmail')}>{company.contact_email ?? t('info.none')}</Fact>
          <Fact label={t('info.hostNames')}>
            {company.host_names.length === 0 ? (
              t('info.none')
            ) : (
              <Group gap={6} component="span">
                {company.host_names.map((h) => (
                  <Badge key={h} variant="light" color="gray" c="dark.6" tt="none" ff="monospace">
                    {h}
                  </Badge>
                ))}
              </Group>
            )}
          </Fact>
          <Fact label={t('info.created')}>{date(company.created_at)}</Fact>
        </dl>
      </Paper>
    </Stack>
  );
}
