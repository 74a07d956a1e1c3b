import { CONTACT_LIMITS, Email } from '@prepwell/contracts';
import type { TFunction } from 'i18next';
import { fits } from '../../lib/form-rules.ts';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
  captcha: string;
}

/** The form's own checks, before the server's (which answers with localized field errors too). */
export const validateContact =
  (t: TFunction<'publicPages'>, builtinCaptcha: boolean) =>
  (values: ContactValues): Partial<Record<keyof ContactValues, string>> => {
    const errors: Partial<Record<keyof ContactValues, string>> = {};
    if (!values.name.trim()) errors.name = t('contact.validation.name');
    if (!fits(Email, values.email)) errors.email = t('contact.validation.email');
    const message = values.message.trim();
    if (!message) errors.message = t('contact.validation.message');
    else if (message.length > CONTACT_LIMITS.message)
      errors.message = t('contact.validation.messageTooLong', { max: CONTACT_LIMITS.message });
    if (builtinCaptcha && !values.captcha.trim()) errors.captcha = t('contact.validation.captcha');
    return errors;
  };
