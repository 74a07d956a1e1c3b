import { MultiSelect } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, notifyError } from '../../lib/notify.ts';
import { questionMutations, questionQueries } from './questions.api.ts';

const CREATE = '__create__:';

/**
 * The labels (skills) of a question: a searchable multi-select over the tenant's labels; a name that no
 * label has yet is offered as "Create label …", which creates it (POST /api/labels) and selects it.
 */
export function LabelPicker({
  value,
  onChange,
  error,
  label,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: React.ReactNode;
  label?: string;
}) {
  const { t } = useTranslation('questions');
  const client = useQueryClient();
  const labels = useQuery(questionQueries.labels());
  const create = useMutation(questionMutations.createLabel());
  const [search, setSearch] = useState('');
  const known = labels.data?.data ?? [];
  const name = search.trim();
  const exists = known.some((l) => l.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  const data = [
    ...known.map((l) => ({ value: l.id, label: l.name })),
    ...(name && !exists ? [{ value: `${CREATE}${name}`, label: t('labels.createNamed', { name }) }] : []),
  ];

  const change = (ids: string[]) => {
    const pending = ids.find((id) => id.startsWith(CREATE));
    const rest = ids.filter((id) => !id.startsWith(CREATE));
    if (!pending) return onChange(rest);
    create.mutate(pending.slice(CREATE.length), {
      onSuccess: async (created) => {
        setSearch('');
        onChange([...rest, created.id]);
        await client.invalidateQueries({ queryKey: questionQueries.labels().queryKey });
      },
      onError: (e) => notifyError(errorMessageOf(e)),
    });
  };

  return (
    <MultiSelect
      label={label ?? t('fields.labels')}
      placeholder={value.length === 0 ? t('fields.labelsPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={change}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('labels.none')}
      maxValues={20}
      disabled={create.isPending}
      error={error}
      hidePickedOptions
    />
  );
}
