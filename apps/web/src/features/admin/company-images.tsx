import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { TenantAdminView } from '@prepwell/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { adminMutations, refreshAdmin } from './admin.api.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

function ImageSlot({
  company,
  field,
  onChange,
}: {
  company: TenantAdminView;
  field: 'logo' | 'icon';
  onChange: (view: TenantAdminView) => void;
}) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const upload = useMutation(adminMutations.companyImage(company.id, field));
  const what = t(`company.${field}`);
  const src = company[field];
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs" align="flex-start">
        <Text fw={500}>{what}</Text>
        {src ? (
          <Image src={src} alt={t('company.preview', { what })} h={field === 'logo' ? 56 : 32} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('company.noImage')}
          </Text>
        )}
        <FileButton
          accept={ACCEPT}
          onChange={(file) =>
            file &&
            upload.mutate(file, {
              onSuccess: async (view) => {
                onChange(view);
                notifySuccess(t('company.uploaded'));
                await refreshAdmin(client);
              },
            })
          }
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={upload.isPending}
              leftSection={<IconUpload size={14} aria-hidden />}
            >
              {t('company.upload', { what })}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}

/** Logo and icon of a saved company, with preview; stored as uploads of that tenant. */
export function CompanyImages({
  company,
  onChange,
}: {
  company: TenantAdminView;
  onChange: (view: TenantAdminView) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('company.imagesHint')}
      </Text>
      <Group grow align="stretch">
        <ImageSlot company={company} field="logo" onChange={onChange} />
        <ImageSlot company={company} field="icon" onChange={onChange} />
      </Group>
    </Stack>
  );
}
