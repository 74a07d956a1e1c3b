import type { ReactNode } from 'react';
import type { ErrorCode } from '@prepwell/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error.ts';
import { splitFieldErrors } from './field-errors.ts';
import { errorMessageOf } from './notify.ts';

export interface ApiFormOptions {
  /** Codes that belong to one field when the server sends no fieldErrors (e.g. `email_taken` → `email`). */
  codeFields?: Partial<Record<ErrorCode, string>>;
}

/**
 * Connects a Mantine form to API errors: server `fieldErrors` (already localized) land on their
 * fields, anything else becomes `formError` (show it in an Alert). Errors clear when the language
 * changes (spec §5), since they were written in the previous language.
 */
/** The part of a Mantine `useForm` result this hook needs. */
export interface ApiFormTarget {
  getValues: () => unknown;
  setErrors: (errors: Record<string, ReactNode>) => void;
  clearErrors: () => void;
}

export function useApiForm(form: ApiFormTarget, options: ApiFormOptions = {}) {
  const { i18n } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef(form);
  formRef.current = form;

  useEffect(() => {
    const onLanguageChanged = () => {
      formRef.current.clearErrors();
      setFormError(null);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [i18n]);

  const codeFields = options.codeFields;
  /** Shows an error from a failed mutation. Returns the ApiError code, if any, so callers can branch. */
  const showError = useCallback(
    (error: unknown): ErrorCode | 'network_error' | 'timeout' | null => {
      setFormError(null);
      if (!isApiError(error)) {
        setFormError(errorMessageOf(error));
        return null;
      }
      if (error.handled) return error.code;
      const current = formRef.current;
      const values = current.getValues() as Record<string, unknown>;
      const hasField = (path: string) => (path.split('.')[0] ?? '') in values;
      const { fields, other } = splitFieldErrors(error.fieldErrors, hasField);
      const field = codeFields?.[error.code as ErrorCode];
      if (Object.keys(fields).length === 0 && field && hasField(field)) fields[field] = error.message;
      if (Object.keys(fields).length > 0) current.setErrors(fields);
      if (other.length > 0) setFormError(other.join(' '));
      else if (Object.keys(fields).length === 0) setFormError(errorMessageOf(error));
      return error.code;
    },
    [codeFields],
  );

  return { formError, setFormError, showError };
}
