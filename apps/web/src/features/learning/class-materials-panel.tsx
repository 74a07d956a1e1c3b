import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MaterialView } from '@prepwell/contracts';
import { IconDownload, IconExternalLink, IconFile, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyUnhandled } from '../../lib/notify.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { EmptyList, LoadError } from '../../components/query-states.tsx';
import { LoadingRows } from './loading-placeholders.tsx';
import { fetchMaterialFile, learningQueries } from './learning.api.ts';
import { fileSizeLabel, groupMaterials } from './learning-values.ts';

function MaterialRow({ item }: { item: MaterialView }) {
  const { t } = useTranslation('learning');
  const [downloading, setDownloading] = useState(false);
  const size = fileSizeLabel(item.file_size);
  const fileUrl = item.file_url;

  // The file endpoint needs the bearer token, so it is fetched with the API client, never linked directly.
  const download = async () => {
    if (!fileUrl) return;
    setDownloading(true);
    try {
      saveBlob(await fetchMaterialFile(fileUrl), item.file_name ?? item.title);
    } catch (error) {
      notifyUnhandled(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }} align="flex-start">
          {item.link ? <IconLink size={20} aria-hidden /> : <IconFile size={20} aria-hidden />}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} data-i18n-exempt>
              {item.title}
            </Text>
            {item.description && (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-wrap' }} data-i18n-exempt>
                {item.description}
              </Text>
            )}
            {item.file_name && (
              <Text size="xs" c="gray.7">
                {size ? t('materials.fileWithSize', { name: item.file_name, size }) : item.file_name}
              </Text>
            )}
          </Stack>
        </Group>
        {item.link ? (
          <Anchor
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('materials.openNamed', { title: item.title })}
          >
            <Group gap={4} component="span">
              {t('materials.open')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : fileUrl ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            aria-label={t('materials.downloadNamed', { title: item.title })}
          >
            {t('materials.download')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** The class's materials grouped by category: links open in a new tab, files download through the API. */
export function ClassMaterialsPanel({ classId }: { classId: string }) {
  const { t } = useTranslation('learning');
  const query = useQuery(learningQueries.materials(classId));
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingRows rows={3} />;
  const groups = groupMaterials(query.data);
  if (groups.length === 0)
    return <EmptyList title={t('materials.emptyTitle')} description={t('materials.emptyBody')} />;
  return (
    <Stack gap="lg">
      {groups.map((group, i) => (
        <section key={group.category} aria-labelledby={`material-group-${i}`}>
          <Title order={2} fz="h4" mb="sm" id={`material-group-${i}`} data-i18n-exempt>
            {group.category}
          </Title>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.items.map((item) => (
              <MaterialRow key={item.id} item={item} />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
