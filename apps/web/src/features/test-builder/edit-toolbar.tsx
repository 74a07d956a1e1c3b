import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TestStructure } from '@prepwell/contracts';
import { IconArrowBackUp, IconEye, IconFileTypePdf, IconSend, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testBrowsePath, testPdfPath, testScoreTablesPath } from './test-paths.ts';
import { TestStatusBadge } from './test-status-badge.tsx';
import { useTestActions } from './use-test-actions.tsx';

/** The test's other pages, linked from the bar in this order. */
const PAGE_LINKS = [
  { label: 'actions.browse', path: testBrowsePath, Icon: IconEye },
  { label: 'actions.scoreTables', path: testScoreTablesPath, Icon: IconTable },
  { label: 'actions.pdf', path: testPdfPath, Icon: IconFileTypePdf },
] as const;

/**
 * The edit page's bar: status and version, whether students have started this version (then a save
 * makes the next one), publish or move to drafts (of what is saved, so not while changes are unsaved),
 * and the test's other pages.
 */
export function EditToolbar({ test, dirty }: { test: TestStructure; dirty: boolean }) {
  const { t } = useTranslation('testBuilder');
  const actions = useTestActions();
  const target = { id: test.id, title: test.title, kind: test.kind };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('builder.toolbar')}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <TestStatusBadge status={test.status} revision={test.revision} />
            {test.status === 'published' ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                disabled={dirty || actions.busy}
                onClick={() => actions.draft(target)}
              >
                {t('actions.draft')}
              </Button>
            ) : (
              <Button
                size="xs"
                leftSection={<IconSend size={14} aria-hidden />}
                disabled={dirty || actions.busy}
                onClick={() => actions.publish(target)}
              >
                {t('actions.publish')}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            {PAGE_LINKS.map(({ label, path, Icon }) => (
              <Button
                key={label}
                size="xs"
                variant="subtle"
                component={Link}
                to={path(test.kind, test.id)}
                leftSection={<Icon size={14} aria-hidden />}
              >
                {t(label)}
              </Button>
            ))}
          </Group>
        </Group>
        {dirty && (
          <Text size="xs" c="gray.7">
            {t('builder.saveFirst')}
          </Text>
        )}
        {test.attemptCount > 0 && (
          <Text size="sm" c="gray.8">
            {t('builder.startedNotice', { count: test.attemptCount, next: test.revision + 1 })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
