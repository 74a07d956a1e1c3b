import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The sandbox provider is labelled as such wherever it shows (issue 4): no real money moves. */
export function SandboxNotice() {
  const { t } = useTranslation('coins');
  return (
    <Alert color="orange" variant="light" icon={<IconFlask size={18} aria-hidden />} title={t('sandbox.label')}>
      {t('sandbox.body')}
    </Alert>
  );
}
