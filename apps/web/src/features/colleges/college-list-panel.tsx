import { Button, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  APPLICATION_ROUNDS,
  APPLICATION_STATUSES,
  COLLEGE_CATEGORIES,
  type CollegeListView,
  type CollegeTargetView,
} from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { FormError } from '../../components/form-error.tsx';
import { formatDay } from '../../lib/format.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { CategoryBadge, rangeText, rateText } from './college-labels.tsx';
import { collegeMutations, collegeQueries, refreshColleges } from './colleges.api.ts';

/** The best scores line: "SAT 1400 (official) · ACT 31 (official)". */
function BestLine({ list }: { list: CollegeListView }) {
  const { t } = useTranslation('colleges');
  const part = (exam: 'sat' | 'act') => {
    const b = list.best[exam];
    return b
      ? t('list.bestScore', { exam: exam.toUpperCase(), score: b.score, source: t(`source.${b.source}`) })
      : null;
  };
  const parts = [part('sat'), part('act')].filter(Boolean);
  return <Text>{parts.length ? parts.join(' · ') : t('list.noScores')}</Text>;
}

/** Official scores (counselors). */
function OfficialScores({ list }: { list: CollegeListView }) {
  const { t } = useTranslation('colleges');
  const client = useQueryClient();
  const [sat, setSat] = useState<number | ''>(list.official.sat_total ?? '');
  const [act, setAct] = useState<number | ''>(list.official.act_composite ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(collegeMutations.scores(list.student.id));
  return (
    <Stack gap="xs">
      <FormError error={error} />
      <Group align="flex-end">
        <NumberInput
          label={t('list.officialSat')}
          min={400}
          max={1600}
          step={10}
          value={sat}
          onChange={(v) => setSat(typeof v === 'number' ? v : '')}
        />
        <NumberInput
          label={t('list.officialAct')}
          min={1}
          max={36}
          value={act}
          onChange={(v) => setAct(typeof v === 'number' ? v : '')}
        />
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => {
            setError(null);
            save.mutate(
              { sat_total: sat === '' ? null : sat, act_composite: act === '' ? null : act },
              { onSuccess: () => void refreshColleges(client), onError: (e) => setError(errorMessageOf(e)) },
            );
          }}
        >
          {t('list.saveScores')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Adds a college from the directory, showing the category each would get. */
function AddCollege({ studentId }: { studentId: string }) {
  const { t } = useTranslation('colleges');
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [collegeId, setCollegeId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const found = useQuery(collegeQueries.directory({ page: 1, q, state: '', rateMin: '', rateMax: '', studentId }));
  const add = useMutation(collegeMutations.addTarget(studentId));
  const options = (found.data?.data ?? []).map((c) => ({
    value: c.id,
    label: c.proposed_category ? `${c.name} (${t(`category.${c.proposed_category}`)})` : c.name,
  }));
  return (
    <Stack gap="xs">
      <FormError error={error} />
      <Group align="flex-end">
        <Select
          label={t('list.addCollege')}
          placeholder={t('list.addHint')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options}
          value={collegeId}
          onChange={setCollegeId}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('directory.empty')}
          miw={320}
        />
        <Button
          disabled={!collegeId}
          loading={add.isPending}
          onClick={() => {
            if (!collegeId) return;
            setError(null);
            add.mutate(
              { college_id: collegeId },
              {
                onSuccess: () => {
                  setCollegeId(null);
                  setSearch('');
                  void refreshColleges(client);
                },
                onError: (e) => setError(errorMessageOf(e)),
              },
            );
          }}
        >
          {t('list.add')}
        </Button>
      </Group>
    </Stack>
  );
}

function TargetRow({ item, editable }: { item: CollegeTargetView; editable: boolean }) {
  const { t, i18n } = useTranslation('colleges');
  const client = useQueryClient();
  const update = useMutation(collegeMutations.updateTarget());
  const remove = useMutation(collegeMutations.removeTarget());
  const [notes, setNotes] = useState(item.notes);
  const none = t('none');
  const patch = (input: Parameters<typeof update.mutate>[0]['input']) =>
    update.mutate({ id: item.id, input }, { onSuccess: () => void refreshColleges(client) });
  const c = item.college;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} lang="en">
          {c.name}
        </Text>
        <Text size="xs" c="dimmed">
          SAT {rangeText(c.sat_25, c.sat_75, none)} · ACT {rangeText(c.act_25, c.act_75, none)} ·{' '}
          {rateText(c.admission_rate, i18n.language, none)}
        </Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Select
            aria-label={t('list.categoryOf', { college: c.name })}
            data={[
              {
                value: 'auto',
                label: t('list.proposed', {
                  category: item.proposed_category ? t(`category.${item.proposed_category}`) : none,
                }),
              },
              ...COLLEGE_CATEGORIES.map((k) => ({ value: k, label: t(`category.${k}`) })),
            ]}
            value={item.category_overridden && item.category ? item.category : 'auto'}
            onChange={(v) => v && patch({ category: v === 'auto' ? null : (v as CollegeTargetView['category']) })}
            allowDeselect={false}
            w={170}
          />
        ) : (
          <CategoryBadge category={item.category} />
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Select
            aria-label={t('list.statusOf', { college: c.name })}
            data={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={item.status}
            onChange={(v) => v && patch({ status: v as CollegeTargetView['status'] })}
            allowDeselect={false}
            w={140}
          />
        ) : (
          t(`status.${item.status}`)
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Select
            aria-label={t('list.roundOf', { college: c.name })}
            data={APPLICATION_ROUNDS.map((r) => ({ value: r, label: t(`round.${r}`) }))}
            value={item.round}
            onChange={(v) => v && patch({ round: v as CollegeTargetView['round'] })}
            allowDeselect={false}
            w={150}
          />
        ) : (
          t(`round.${item.round}`)
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <TextInput
            type="date"
            aria-label={t('list.deadlineOf', { college: c.name })}
            value={item.deadline ?? ''}
            onChange={(e) => patch({ deadline: e.currentTarget.value || null })}
          />
        ) : item.deadline ? (
          formatDay(item.deadline, i18n.language)
        ) : (
          none
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <TextInput
            aria-label={t('list.notesOf', { college: c.name })}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            onBlur={() => notes !== item.notes && patch({ notes })}
          />
        ) : (
          item.notes || none
        )}
      </Table.Td>
      {editable && (
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => remove.mutate(item.id, { onSuccess: () => void refreshColleges(client) })}
          >
            {t('list.remove')}
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** A student's target list: the counselor's and the student's working view; a parent's read-only one. */
export function CollegeListPanel({ studentId }: { studentId: string }) {
  const { t } = useTranslation('colleges');
  const list = useQuery(collegeQueries.list(studentId));
  if (list.isError) return <FormError error={errorMessageOf(list.error)} />;
  if (!list.data) return <Text c="dimmed">{t('loading')}</Text>;
  const data = list.data;
  return (
    <StackedSectionCard id="college-list-title" title={t('list.title', { student: data.student.name })} p="lg" gap="md">
      <BestLine list={data} />
      {data.is_counselor && <OfficialScores key={data.student.id} list={data} />}
      {data.can_edit && <AddCollege studentId={data.student.id} />}
      {data.items.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-labelledby="college-list-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.category')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.round')}</Table.Th>
                <Table.Th>{t('columns.deadline')}</Table.Th>
                <Table.Th>{t('columns.notes')}</Table.Th>
                {data.can_edit && <Table.Th>{t('columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <TargetRow key={`${item.id}-${item.updated_at}`} item={item} editable={data.can_edit} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </StackedSectionCard>
  );
}
