import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TestStructure } from '@prepwell/contracts';
import { IconArrowBackUp, IconEye, IconFileTypePdf, IconSend, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testBrowsePath, testPdfPath, testScoreTablesPath } from './test-paths.ts';
import { TestStatusBadge } from './test-status-badge.tsx';
import { useTestActions } from './use-test-actions.tsx';

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
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={testBrowsePath(test.kind, test.id)}
              leftSection={<IconEye size={14} aria-hidden />}
            >
              {t('actions.browse')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={testScoreTablesPath(test.kind, test.id)}
              leftSection={<IconTable size={14} aria-hidden />}
            >
              {t('actions.scoreTables')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              component={Link}
              to={testPdfPath(test.kind, test.id)}
              leftSection={<IconFileTypePdf size={14} aria-hidden />}
            >
              {t('actions.pdf')}
            </Button>
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
