import 'katex/dist/katex.min.css';
import { Accordion, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AttemptReview, ExamKind, ReviewQuestion, TestStructure } from '@prepwell/contracts';
import { IconPencil, IconPrinter, IconTable, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageWithBack } from '../../components/page-with-back.tsx';
import { LoadError } from '../../components/query-states.tsx';
import { formatNumber } from '../../lib/format.ts';
import { examQueries } from '../exams/exams.api.ts';
import { ReviewQuestionCard } from '../exams/review-question-card.tsx';
import { useDateFormat, useExamLabels } from '../exams/use-exam-labels.ts';
import { DEFAULT_HARDER_AT_OR_ABOVE } from './builder-state.ts';
import { StructureWarnings } from './structure-warnings.tsx';
import { testBuilderQueries } from './test-builder.api.ts';
import { testBrowsePath, testEditPath, testListPath, testPdfPath, testScoreTablesPath } from './test-paths.ts';
import { TestStatusBadge } from './test-status-badge.tsx';

/** A link to another page of the test (edit, score tables, print), as a button with its icon. */
function PageButton({
  to,
  variant,
  icon: PageIcon,
  children,
}: {
  to: string;
  variant: 'light' | 'default';
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<PageIcon size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

/**
 * /tests/{kind}/browse/{id}: the test as a reviewer reads it. The header (status, version, the other
 * versions), then each section and each module (every route of an adaptive section) with every question,
 * its key and its explanation, in the exam pages' own review cards.
 */
export function TestBrowseScreen({ kind, id }: { kind: ExamKind; id: string }) {
  const { t } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const structure = useQuery(testBuilderQueries.structure(id));
  const review = useQuery(examQueries.testReview(id));
  const test = structure.data;
  const error = structure.error ?? review.error;
  return (
    <PageWithBack
      size="lg"
      back={testListPath(kind)}
      backLabel={t('builder.backToList', { exam: labels.kind(kind) })}
      aside={
        test && (
          <Group gap="xs">
            {!test.readOnly && (
              <PageButton to={testEditPath(test.kind, test.id)} variant="light" icon={IconPencil}>
                {t('actions.edit')}
              </PageButton>
            )}
            <PageButton to={testScoreTablesPath(test.kind, test.id)} variant="default" icon={IconTable}>
              {t('actions.scoreTables')}
            </PageButton>
            <PageButton to={testPdfPath(test.kind, test.id)} variant="default" icon={IconPrinter}>
              {t('browse.print')}
            </PageButton>
          </Group>
        )
      }
    >
      {error && !(test && review.data) ? (
        <LoadError error={error} onRetry={() => void (structure.isError ? structure.refetch() : review.refetch())} />
      ) : !test || !review.data ? (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={40} w="60%" />
          <Skeleton h={320} />
        </Stack>
      ) : (
        <BrowseBody test={test} review={review.data} />
      )}
    </PageWithBack>
  );
}

function BrowseBody({ test, review }: { test: TestStructure; review: AttemptReview }) {
  const { t, i18n } = useTranslation('testBuilder');
  const labels = useExamLabels();
  const dates = useDateFormat();
  const byModule = new Map<string, ReviewQuestion[]>();
  for (const q of [...review.questions].sort((a, b) => a.position - b.position))
    byModule.set(q.moduleId, [...(byModule.get(q.moduleId) ?? []), q]);
  const first = test.sections[0]?.modules[0]?.id;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="gray.7" fw={700} tt="uppercase">
          {t('browse.eyebrow', { exam: labels.kind(test.kind) })}
        </Text>
        <Title order={1} fz="h2">
          {test.title}
        </Title>
        <Group gap="sm">
          <TestStatusBadge status={test.status} revision={test.revision} />
          <Text size="sm" c="gray.7">
            {[labels.type(test.type), labels.version(test.version)].join(' · ')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('browse.facts', {
              questions: formatNumber(test.questionCount, i18n.language),
              minutes: formatNumber(test.minutes, i18n.language),
              updated: dates.date(test.updatedAt),
            })}
          </Text>
        </Group>
        {test.description && <Text>{test.description}</Text>}
        {test.versions.length > 1 && (
          <Group gap="xs" component="nav" aria-label={t('browse.versions')}>
            <Text size="sm" fw={500}>
              {t('browse.versions')}
            </Text>
            {test.versions.map((v) => (
              <Anchor
                key={v.id}
                component={Link}
                to={testBrowsePath(test.kind, v.id)}
                size="sm"
                aria-current={v.id === test.id ? 'page' : undefined}
                fw={v.id === test.id ? 700 : 400}
              >
                {t('browse.versionLink', { revision: v.revision, status: t(`status.${v.status}`) })}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
      <StructureWarnings warnings={test.warnings} kind={test.kind} version={test.version} sections={test.sections} />
      {test.sections.map((section) => (
        <Stack key={section.id} gap="sm" component="section" aria-labelledby={`browse-${section.id}`}>
          <Group gap="xs">
            <Title order={2} fz="h3" id={`browse-${section.id}`}>
              {section.title}
            </Title>
            {section.adaptive && (
              <Badge variant="light" color="grape">
                {t('browse.adaptive')}
              </Badge>
            )}
          </Group>
          {section.adaptive && (
            <Text size="sm" c="gray.7">
              {t('builder.routingRuleText', {
                percent: formatNumber(section.harderAtOrAbove ?? DEFAULT_HARDER_AT_OR_ABOVE, i18n.language, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                }),
              })}
            </Text>
          )}
          <Accordion
            variant="separated"
            multiple
            order={3}
            keepMounted={false}
            defaultValue={first && section.modules.some((m) => m.id === first) ? [first] : []}
          >
            {section.modules.map((module) => {
              const questions = byModule.get(module.id) ?? [];
              return (
                <Accordion.Item key={module.id} value={module.id}>
                  <Accordion.Control>
                    <Group gap="xs">
                      <Text fw={500}>{module.title}</Text>
                      {section.adaptive && (
                        <Badge size="sm" variant="outline" color="gray.7">
                          {labels.route(module.route)}
                        </Badge>
                      )}
                      <Text size="sm" c="gray.7">
                        {t('browse.moduleFacts', {
                          count: questions.length,
                          minutes: module.minutes,
                        })}
                        {module.breakAfterMinutes > 0
                          ? ` · ${t('browse.breakAfter', { minutes: module.breakAfterMinutes })}`
                          : ''}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    {questions.length === 0 ? (
                      <Text size="sm" c="gray.7">
                        {t('browse.noQuestions')}
                      </Text>
                    ) : (
                      <Stack gap="md">
                        {questions.map((q) => (
                          <ReviewQuestionCard key={q.id} kind={test.kind} question={q} withStudent={false} />
                        ))}
                      </Stack>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </Stack>
      ))}
      {test.sections.length === 0 && (
        <Paper withBorder p="md">
          <Text>{t('browse.noQuestions')}</Text>
        </Paper>
      )}
    </Stack>
  );
}
