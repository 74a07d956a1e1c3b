import { Anchor, Group, SegmentedControl, Text } from '@mantine/core';
import {
  TEST_VERSION_CHOICES,
  VERSION_CHOICES_BY_KIND,
  versionForChoice,
  type ExamKind,
  type ExamVersion,
  type TestVersionChoice,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { testSettingsMutations, testSettingsQueries } from './test-settings.api.ts';

export const TEST_SETTINGS_PATH = '/student/test-settings';

/**
 * The version the catalogue of this kind lists (test settings), or undefined for a kind with one version.
 * Until the server answers, this device's last known choice.
 */
export const useCatalogueVersion = (kind: ExamKind): ExamVersion | undefined => {
  const choices = VERSION_CHOICES_BY_KIND[kind];
  const settings = useQuery({ ...testSettingsQueries.mine(), enabled: !!choices });
  return choices && settings.data ? versionForChoice(kind, settings.data.version) : undefined;
};

/** The catalogue's version switch (new digital / old paper), for a kind that has both; it saves the test setting. */
export function VersionFilter({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation('testSettings');
  const client = useQueryClient();
  const labelId = useId();
  const settings = useQuery({ ...testSettingsQueries.mine(), enabled: !!VERSION_CHOICES_BY_KIND[kind] });
  const update = useMutation(testSettingsMutations.update(client));
  if (!VERSION_CHOICES_BY_KIND[kind] || !settings.data) return null;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Text id={labelId} size="sm" fw={500}>
        {t('filter.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={update.variables?.version && update.isPending ? update.variables.version : settings.data.version}
        disabled={update.isPending}
        onChange={(v) => update.mutate({ version: v as TestVersionChoice })}
        data={TEST_VERSION_CHOICES.map((v) => ({ value: v, label: t(`version.${v}.name`) }))}
      />
      <Anchor component={Link} to={TEST_SETTINGS_PATH} size="sm">
        {t('filter.settings')}
      </Anchor>
    </Group>
  );
}
