import { Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ClassDetail } from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { ClassFacts, Fact } from './class-facts.tsx';
import { ClassMaterialsPanel } from './class-materials-panel.tsx';
import { ClassTestsPanel } from './class-tests-panel.tsx';
import { learningQueries } from './learning.api.ts';
import {
  STUDENT_CLASS_LIST_PATH,
  STUDENT_CLASS_TABS,
  studentClassPath,
  type StudentClassTab,
} from './learning-values.ts';
import { PageWithBack } from '../../components/page-with-back.tsx';

function ClassInfoPanel({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('learning');
  const scoreRange =
    detail.score_min !== null && detail.score_max !== null
      ? `${detail.score_min}–${detail.score_max}`
      : ((detail.score_min ?? detail.score_max)?.toString() ?? null);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <ClassFacts
          summary={detail}
          extra={
            <>
              <Fact label={t('facts.students')}>
                {detail.capacity !== null
                  ? t('facts.studentsOf', { count: detail.student_count, capacity: detail.capacity })
                  : detail.student_count}
              </Fact>
              {scoreRange && <Fact label={t('facts.scoreRange')}>{scoreRange}</Fact>}
            </>
          }
        />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('info.about')}
        </Title>
        <Text
          style={{ whiteSpace: 'pre-wrap' }}
          c={detail.description ? undefined : 'gray.7'}
          {...(detail.description ? { 'data-i18n-exempt': true } : {})}
        >
          {detail.description || t('info.noDescription')}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="sm">
          {t('info.teachers')}
        </Title>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {detail.teachers.map((teacher) => (
            <Group key={teacher.id} component="li" gap="xs">
              <Text fw={600}>{teacher.name}</Text>
              <Text size="sm" c="gray.7">
                {t(`info.role.${teacher.role}`)}
              </Text>
              {teacher.email && (
                <Text size="sm" c="gray.7">
                  {teacher.email}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /student/classes/:id/:tab — a joined class: info, materials, and the tests sent to the student. */
export function StudentClassScreen({ classId, tab }: { classId: string; tab: StudentClassTab }) {
  const { t } = useTranslation('learning');
  const navigate = useNavigate();
  const detail = useQuery(learningQueries.classDetail(classId));
  return (
    <PageWithBack size="lg" back={STUDENT_CLASS_LIST_PATH} backLabel={t('class.back')}>
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={32} w="50%" />
          <Skeleton h={120} />
        </Stack>
      ) : (
        <>
          <Title order={1} fz="h2" data-i18n-exempt>
            {detail.data.name}
          </Title>
          <Tabs
            value={tab}
            onChange={(value) =>
              value && void navigate(studentClassPath(classId, value as StudentClassTab), { replace: true })
            }
            keepMounted={false}
          >
            <Tabs.List aria-label={t('class.tabsLabel')}>
              {STUDENT_CLASS_TABS.map((key) => (
                <Tabs.Tab key={key} value={key}>
                  {t(`class.tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="info" pt="lg">
              <ClassInfoPanel detail={detail.data} />
            </Tabs.Panel>
            <Tabs.Panel value="materials" pt="lg">
              <ClassMaterialsPanel classId={classId} />
            </Tabs.Panel>
            <Tabs.Panel value="tests" pt="lg">
              <ClassTestsPanel classId={classId} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </PageWithBack>
  );
}
