import { TextInput, type TextInputProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { referralMutations } from './referral.api.ts';

/**
 * The register form's optional referral code: checked on blur (`POST /api/referral-code/check`); a valid
 * code names the inviter under the field, an unknown one is a field error (the server refuses it too).
 */
export function ReferralCodeField({
  inputProps,
  onInvalid,
}: {
  inputProps: TextInputProps & { value?: string };
  onInvalid: (message: string) => void;
}) {
  const { t } = useTranslation('referral');
  const check = useMutation(referralMutations.check());
  const onBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    inputProps.onBlur?.(event);
    const code = String(inputProps.value ?? '').trim();
    if (!code) return check.reset();
    check.mutate(code, { onSuccess: (result) => !result.valid && onInvalid(t('field.invalid')) });
  };
  const inviter = check.data?.valid && !inputProps.error ? check.data.inviter : null;
  return (
    <TextInput
      label={t('field.label')}
      autoComplete="off"
      {...inputProps}
      description={
        inviter
          ? t('field.invitedBy', { name: inviter })
          : check.data?.valid && !inputProps.error
            ? t('field.valid')
            : t('field.description')
      }
      onBlur={onBlur}
    />
  );
}
