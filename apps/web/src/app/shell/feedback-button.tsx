import { Affix, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FeedbackForm } from '../../features/feedback/feedback-form.tsx';
import { AppModal } from '../../components/app-modal.tsx';

/** Floating "Feedback" button (spec §2 shell) opening the bug/recommendation form. */
export function FeedbackButton() {
  const { t } = useTranslation('shell');
  const [opened, modal] = useDisclosure(false);
  const location = useLocation();
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button
          radius="xl"
          leftSection={<IconMessageReport size={18} aria-hidden />}
          onClick={modal.open}
          aria-haspopup="dialog"
        >
          {t('feedback.open')}
        </Button>
      </Affix>
      <AppModal opened={opened} onClose={modal.close} title={t('feedback.title')} centered>
        {opened && <FeedbackForm page={location.pathname + location.search} onDone={modal.close} />}
      </AppModal>
    </>
  );
}
