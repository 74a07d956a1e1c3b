import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { LOGO_MAX_BYTES, type CompanySettingsView } from '@prepwell/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { educatorAdminMutations, refreshBrand } from './educator-admin.api.ts';

/** What the server takes (it checks the content again): an SVG can carry script, so it is not offered. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a chosen file cannot be a logo before it is sent, or null. */
export const logoProblemOf = (file: { size: number; type: string }): 'tooBig' | 'wrongType' | null =>
  !(LOGO_TYPES as readonly string[]).includes(file.type) ? 'wrongType' : file.size > LOGO_MAX_BYTES ? 'tooBig' : null;

/**
 * Issue 17: the company's logo on its settings page: the current one (or a note that the header shows the
 * name), and an upload that replaces it at once; the shell's header follows (the brand is refetched).
 */
export function CompanyLogoField({ view }: { view: CompanySettingsView }) {
  const { t, i18n } = useTranslation('educatorAdmin');
  const client = useQueryClient();
  const upload = useMutation(educatorAdminMutations.uploadLogo(view.id));
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useRef<() => void>(null);
  const choose = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    const found = logoProblemOf(file);
    if (found) {
      setProblem(
        found === 'tooBig'
          ? t('settings.logoTooBig', { size: formatBytes(file.size, i18n.language) })
          : t('settings.logoWrongType'),
      );
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: async () => {
        notifySuccess(t('settings.logoUploaded'));
        await refreshBrand(client);
      },
    });
  };
  const logo = upload.data?.logo ?? view.logo;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={500} size="sm" id="company-logo-label">
        {t('settings.logo')}
      </Text>
      {logo ? (
        <Image src={logo} alt={t('settings.logoPreview')} h={56} w="auto" fit="contain" data-testid="company-logo" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('settings.logoNone')}
        </Text>
      )}
      <Group gap="sm">
        <FileButton accept={LOGO_TYPES.join(',')} onChange={choose} resetRef={reset}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="sm"
              loading={upload.isPending}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-describedby="company-logo-hint"
            >
              {logo ? t('settings.logoReplace') : t('settings.logoUpload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed" id="company-logo-hint">
        {t('settings.logoHint')}
      </Text>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
