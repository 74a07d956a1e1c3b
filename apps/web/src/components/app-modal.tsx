import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's Modal with its close button (an X with no text of its own) named in the user's language. */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation('common');
  return <Modal {...props} closeButtonProps={{ 'aria-label': t('actions.close'), ...closeButtonProps }} />;
}
