import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DIFFICULTIES,
  EXAM_KINDS,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  SECTIONS,
  type Section,
} from '@prepwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { sectionsOf, typesOf } from './question-values.ts';
import { questionQueries, type QuestionFilter } from './questions.api.ts';

/** A filter of the bank a person sets by hand (the page and the search have their own controls). */
export type QuestionFilterKey = Exclude<keyof QuestionFilter, 'page' | 'search'>;
export type SetQuestionFilter = <K extends QuestionFilterKey>(key: K, value: QuestionFilter[K] | null) => void;

/**
 * The bank's list state (GET /api/questions): the filters, the debounced search and the page. A changed
 * filter or search goes back to the first page; an emptied filter is dropped from the query.
 */
export function useQuestionBankList(initial: QuestionFilter) {
  const [filter, setFilter] = useState<QuestionFilter>(initial);
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useQuery(questionQueries.list({ ...filter, ...(debounced.trim() ? { search: debounced } : {}) }));

  const set: SetQuestionFilter = (key, value) =>
    setFilter((f) => {
      const next: QuestionFilter = { ...f, page: 1 };
      if (value === null || value === undefined || value === '') delete next[key];
      else next[key] = value;
      return next;
    });
  const setSearch = (value: string) => {
    setSearchText(value);
    setFilter((f) => ({ ...f, page: 1 }));
  };
  const setPage = (page: number) => setFilter((f) => ({ ...f, page }));
  return { filter, list, search, set, setSearch, setPage };
}

/**
 * The bank's filter controls, in the order the caller lists them: the question list shows them all, the
 * test builder's picker a few (its exam is fixed). Choosing an exam clears the section and the type, whose
 * choices follow the exam.
 */
export function QuestionFilterFields({
  fields,
  filter,
  set,
  sectionLabel,
}: {
  fields: readonly QuestionFilterKey[];
  filter: QuestionFilter;
  set: SetQuestionFilter;
  /** How a section is named (default: the bank's own names). */
  sectionLabel?: (section: Section) => string;
}) {
  const { t } = useTranslation('questions');
  const labels = useQuery({ ...questionQueries.labels(), enabled: fields.includes('label') });
  const sections = filter.kind ? sectionsOf(filter.kind) : SECTIONS;
  const types = filter.kind ? typesOf(filter.kind) : QUESTION_TYPES;

  const field = (key: QuestionFilterKey) => {
    switch (key) {
      case 'kind':
        return (
          <Select
            label={t('fields.kind')}
            clearable
            data={EXAM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={filter.kind ?? null}
            onChange={(v) => {
              set('kind', v as QuestionFilter['kind']);
              set('section', null);
              set('type', null);
            }}
          />
        );
      case 'section':
        return (
          <Select
            label={t('fields.section')}
            clearable
            data={sections.map((s) => ({ value: s, label: sectionLabel ? sectionLabel(s) : t(`section.${s}`) }))}
            value={filter.section ?? null}
            onChange={(v) => set('section', v as QuestionFilter['section'])}
          />
        );
      case 'type':
        return (
          <Select
            label={t('fields.type')}
            clearable
            data={types.map((ty) => ({ value: ty, label: t(`type.${ty}`) }))}
            value={filter.type ?? null}
            onChange={(v) => set('type', v as QuestionFilter['type'])}
          />
        );
      case 'label':
        return (
          <Select
            label={t('fields.label')}
            clearable
            searchable
            data={(labels.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            value={filter.label ?? null}
            onChange={(v) => set('label', v)}
          />
        );
      case 'difficulty':
        return (
          <Select
            label={t('fields.difficulty')}
            clearable
            data={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
            value={filter.difficulty ?? null}
            onChange={(v) => set('difficulty', v as QuestionFilter['difficulty'])}
          />
        );
      case 'source':
        return (
          <TextInput
            label={t('fields.source')}
            value={filter.source ?? ''}
            onChange={(e) => set('source', e.currentTarget.value)}
          />
        );
      case 'author':
        return <AuthorSelect value={filter.author ?? null} onChange={(v) => set('author', v)} />;
      case 'used':
        return (
          <Select
            label={t('list.used')}
            clearable
            data={(['used', 'unused'] as const).map((u) => ({ value: u, label: t(`list.usedOption.${u}`) }))}
            value={filter.used ?? null}
            onChange={(v) => set('used', v as QuestionFilter['used'])}
          />
        );
      case 'owner':
        return (
          <Select
            label={t('list.owner')}
            clearable
            data={(['own', 'shared'] as const).map((o) => ({ value: o, label: t(`list.ownerOption.${o}`) }))}
            value={filter.owner ?? null}
            onChange={(v) => set('owner', v as QuestionFilter['owner'])}
          />
        );
      case 'status':
        return (
          <Select
            label={t('list.status')}
            clearable
            data={QUESTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={filter.status ?? null}
            onChange={(v) => set('status', v as QuestionFilter['status'])}
          />
        );
    }
  };

  return fields.map((key) => <Fragment key={key}>{field(key)}</Fragment>);
}

/** "Written by": only me, for now (the session's user). */
function AuthorSelect({ value, onChange }: { value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('questions');
  const { user } = useSession();
  return (
    <Select
      label={t('list.author')}
      clearable
      data={user ? [{ value: user.id, label: t('list.authorMe') }] : []}
      value={value}
      onChange={onChange}
    />
  );
}
