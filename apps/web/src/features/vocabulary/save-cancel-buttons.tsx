import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelSubmitButtons } from '../../components/cancel-submit-buttons.tsx';

/** The end of a vocabulary editor (a category, a list, a word): Cancel, then Save, busy while it saves. */
export function SaveCancelButtons(
  props: Omit<ComponentProps<typeof CancelSubmitButtons>, 'cancelLabel' | 'submitLabel'>,
) {
  const { t } = useTranslation('vocabulary');
  return <CancelSubmitButtons cancelLabel={t('actions.cancel')} submitLabel={t('actions.save')} {...props} />;
}
