import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PassageView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { RichTextField } from './editor/rich-text-field.tsx';
import { questionMutations, questionQueries } from './questions.api.ts';
import { fromEditorHtml, plainOf } from './rich-text-convert.ts';
import { AppModal } from '../../components/app-modal.tsx';

const titleOf = (p: { title: string | null; body: string }) => p.title?.trim() || plainOf(p.body).slice(0, 60);

/** The id of the passage the server says already holds this text (`sat_passage_exists`), when it says. */
const existingIdOf = (error: unknown): string | null => {
  if (!isApiError(error)) return null;
  const id = error.details.passageId ?? error.details.id;
  return typeof id === 'string' ? id : null;
};

/** A new passage: title and body; the same text twice answers `sat_passage_exists`, and offers the existing one. */
function NewPassageDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (passage: { id: string; title: string }) => void;
}) {
  const { t } = useTranslation('questions');
  const client = useQueryClient();
  const create = useMutation(questionMutations.createPassage());
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [exists, setExists] = useState<{ message: string; id: string | null } | null>(null);

  const reset = () => {
    setTitle('');
    setBody('');
    setBodyError(null);
    setExists(null);
  };
  const submit = () => {
    setExists(null);
    const text = fromEditorHtml(body);
    if (!text) {
      setBodyError(t('form.problems.required'));
      return;
    }
    setBodyError(null);
    create.mutate(
      { kind: 'text', title: title.trim() || null, body: text },
      {
        onSuccess: async (passage: PassageView) => {
          await client.invalidateQueries({ queryKey: [...questionQueries.all(), 'passages'] });
          onCreated({ id: passage.id, title: titleOf(passage) });
          reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'sat_passage_exists')
            setExists({ message: t('passage.exists'), id: existingIdOf(error) });
          else setExists({ message: errorMessageOf(error), id: null });
        },
      },
    );
  };

  return (
    <AppModal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('passage.new')}
      size="xl"
    >
      <Stack gap="sm">
        <TextInput
          label={t('passage.title')}
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <RichTextField
          label={t('passage.body')}
          required
          value={body}
          onChange={setBody}
          error={bodyError}
          testId="passage-body"
        />
        {exists && (
          <Alert color="orange" role="alert">
            <Stack gap="xs" align="flex-start">
              <span>{exists.message}</span>
              {exists.id && (
                <Button
                  size="xs"
                  onClick={() => {
                    onCreated({ id: exists.id ?? '', title: title.trim() || plainOf(body).slice(0, 60) });
                    reset();
                  }}
                >
                  {t('passage.useExisting')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button loading={create.isPending} onClick={submit}>
            {t('passage.create')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** The question's passage: pick one of the bank's (searchable), or write a new one. */
export function PassagePicker({
  value,
  current,
  onChange,
}: {
  value: string | null;
  /** The passage the question has now (its title), shown even when the first page of the list lacks it. */
  current: { id: string; title: string | null } | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('questions');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [creating, setCreating] = useState(false);
  const [added, setAdded] = useState<{ id: string; title: string } | null>(null);
  const list = useQuery(questionQueries.passages(debounced));
  const options = new Map<string, string>();
  for (const p of list.data?.data ?? []) options.set(p.id, titleOf(p));
  if (current && !options.has(current.id)) options.set(current.id, current.title ?? t('passage.untitled'));
  if (added && !options.has(added.id)) options.set(added.id, added.title);

  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('fields.passage')}
        placeholder={t('passage.none')}
        data={[...options].map(([id, label]) => ({ value: id, label }))}
        value={value}
        onChange={onChange}
        searchable
        clearable
        onSearchChange={setSearch}
        nothingFoundMessage={t('passage.noMatch')}
        style={{ flex: 1, minWidth: 240 }}
      />
      <Button variant="default" onClick={() => setCreating(true)}>
        {t('passage.new')}
      </Button>
      <NewPassageDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(passage) => {
          setAdded(passage);
          onChange(passage.id);
          setCreating(false);
        }}
      />
    </Group>
  );
}
