import { ActionIcon, Menu } from '@mantine/core';
import type { TestSummary } from '@prepwell/contracts';
import {
  IconCopy,
  IconDots,
  IconEye,
  IconFileTypePdf,
  IconPencil,
  IconSend,
  IconArrowBackUp,
  IconTable,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testBrowsePath, testEditPath, testPdfPath, testScoreTablesPath } from './test-paths.ts';
import type { useTestActions } from './use-test-actions.tsx';

/** One row's actions (spec §4): edit, browse, publish or move to drafts, duplicate, score tables, PDF, delete. */
export function TestRowActions({ test, actions }: { test: TestSummary; actions: ReturnType<typeof useTestActions> }) {
  const { t } = useTranslation('testBuilder');
  const target = { id: test.id, title: test.title, kind: test.kind };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={t('actions.menu', { title: test.title })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={testEditPath(test.kind, test.id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={testBrowsePath(test.kind, test.id)}
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('actions.browse')}
        </Menu.Item>
        {test.status === 'published' ? (
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            disabled={actions.busy}
            onClick={() => actions.draft(target)}
          >
            {t('actions.draft')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={actions.busy}
            onClick={() => actions.publish(target)}
          >
            {t('actions.publish')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconCopy size={16} aria-hidden />}
          disabled={actions.busy}
          onClick={() => actions.duplicate(target)}
        >
          {t('actions.duplicate')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={testScoreTablesPath(test.kind, test.id)}
          leftSection={<IconTable size={16} aria-hidden />}
        >
          {t('actions.scoreTables')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={testPdfPath(test.kind, test.id)}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
        >
          {t('actions.pdf')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={actions.busy}
          onClick={() => actions.remove(target)}
        >
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
