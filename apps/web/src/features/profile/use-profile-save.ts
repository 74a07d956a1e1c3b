import type { UseFormReturnType } from '@mantine/form';
import type { ProfileView } from '@prepwell/contracts';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../lib/notify.ts';
import { useApiForm, type ApiFormOptions } from '../../lib/use-api-form.ts';
import { refreshProfile } from './profile.api.ts';
import { useDirtyReport } from './use-dirty-report.ts';

/** What a profile tab's form takes: the profile, whose it is (`userId`: an admin's edit), where to report edits. */
export interface ProfileFormProps {
  profile: ProfileView;
  userId?: string;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A profile tab's save: sends the form's values, takes the saved profile back as the form's new starting values,
 * says so and refreshes the profile; API errors land on their fields (`renameErrors` maps the API's paths to them).
 */
export function useProfileSave<V extends object, I>(
  form: UseFormReturnType<V>,
  options: ApiFormOptions & {
    mutation: UseMutationOptions<ProfileView, Error, I>;
    valuesOf: (view: ProfileView) => V;
    toInput: (values: V) => I;
    onDirtyChange: ((dirty: boolean) => void) | undefined;
    renameErrors?: (error: unknown) => unknown;
  },
) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const { formError, showError } = useApiForm(form, { codeFields: options.codeFields });
  const save = useMutation(options.mutation);
  useDirtyReport(form.isDirty(), options.onDirtyChange);

  const submit = form.onSubmit((values) =>
    save.mutate(options.toInput(values), {
      onSuccess: async (view) => {
        form.setInitialValues(options.valuesOf(view));
        form.setValues(options.valuesOf(view));
        notifySuccess(t('saved'));
        await refreshProfile(client);
      },
      onError: (error) => showError(options.renameErrors ? options.renameErrors(error) : error),
    }),
  );
  return { submit, formError, pending: save.isPending };
}
