import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field.tsx';

/** A new password and its confirmation (registering, resetting or setting a password), with the length hint. */
export function NewPasswordFields(props: {
  label: string;
  autoFocus?: boolean;
  passwordProps: PasswordInputProps;
  confirmationProps: PasswordInputProps;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={props.label}
        description={t('register.passwordHint')}
        autoComplete="new-password"
        required
        {...(props.autoFocus ? { 'data-autofocus': true } : {})}
        {...props.passwordProps}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        {...props.confirmationProps}
      />
    </>
  );
}
