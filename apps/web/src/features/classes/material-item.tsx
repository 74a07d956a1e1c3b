import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { MaterialView } from '@prepwell/contracts';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUnhandled } from '../../lib/notify.ts';
import { formatBytes } from '../../lib/format.ts';
import { useDateFormat } from '../exams/use-exam-labels.ts';
import { downloadMaterial } from './classes.api.ts';

/** One material: its title (opening the link, or downloading the file through the members-only endpoint), description, size and upload date. */
export function MaterialItem({ material: m }: { material: MaterialView }) {
  const { t, i18n } = useTranslation('classes');
  const dates = useDateFormat();
  const [busy, setBusy] = useState(false);
  const download = () => {
    if (!m.file_url) return;
    setBusy(true);
    downloadMaterial(m.file_url, m.file_name ?? m.title)
      .catch(notifyUnhandled)
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      {m.link ? (
        <Anchor href={m.link} target="_blank" rel="noopener noreferrer" fw={600}>
          <span data-i18n-exempt>{m.title}</span> <IconExternalLink size={14} aria-label={t('materials.newTab')} />
        </Anchor>
      ) : (
        <Button
          variant="subtle"
          px={0}
          h="auto"
          justify="flex-start"
          fw={600}
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          aria-label={t('materials.download', { title: m.title })}
        >
          {m.title}
        </Button>
      )}
      {m.description && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
          {m.description}
        </Text>
      )}
      <Text fz="xs" c="gray.7">
        {m.file_name &&
          `${m.file_name}${m.file_size !== null ? ` · ${formatBytes(m.file_size, i18n.language)}` : ''} · `}
        {t('materials.uploaded', { date: dates.date(m.uploaded_at) })}
      </Text>
    </Stack>
  );
}
