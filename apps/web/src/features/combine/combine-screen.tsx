import { Alert, Button, Container, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isTeacher } from '@prepwell/contracts';
import { IconArrowsJoin, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyList, LoadError, RowSkeletons } from '../../components/query-states.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageOf } from '../../lib/notify.ts';
import { pageCount } from '../../lib/paging.ts';
import { examQueries } from '../exams/exams.api.ts';
import { learningQueries } from '../learning/learning.api.ts';
import { useSession } from '../session/use-session.ts';
import { AttemptPicker } from './attempt-picker.tsx';
import { combineMutations } from './combine.api.ts';
import {
  COMBINE_MAX,
  COMBINE_MIN,
  mapCombineErrors,
  pickableOfRow,
  pickableOfSummary,
  pickables,
  selectionProblem,
  type Pickable,
} from './combine-selection.ts';
import { CombinedReportView } from './combined-report.tsx';
import { personName } from '../../lib/person-name.ts';

type Errors = ReturnType<typeof mapCombineErrors>;
const NO_ERRORS: Errors = { byId: new Map(), general: [] };

/** A teacher picks the student first (the tenant's students, searched on the server). */
function StudentPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('scoreTables');
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const students = useQuery(learningQueries.studentSearch(q));
  const options = (students.data ?? []).map((s) => ({
    value: s.id,
    label: `${personName(s)} (${s.email})`,
  }));
  return (
    <Select
      label={t('combine.student')}
      description={t('combine.studentHelp')}
      placeholder={t('combine.studentPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options: all }) => all}
      data={options}
      value={value}
      onChange={onChange}
      nothingFoundMessage={students.isFetching ? t('combine.searching') : t('combine.noStudents')}
      maw={520}
    />
  );
}

/** The attempts to pick from: the caller's own, or (teachers) the chosen student's, a page at a time. */
const useAttemptPage = (role: 'student' | 'educator' | null, studentId: string | null, page: number) => {
  const educator = role === 'educator';
  const own = useQuery({
    ...examQueries.attempts({ kind: null, status: 'completed', page }),
    enabled: role === 'student',
  });
  const student = useQuery({
    ...learningQueries.userExams(studentId ?? '', page),
    enabled: educator && !!studentId,
  });
  if (educator) {
    const data = student.data;
    return {
      query: student,
      items: data ? pickables(data.data, pickableOfRow) : null,
      pages: data ? pageCount(data.total, data.per_page) : 1,
    };
  }
  const data = own.data;
  return {
    query: own,
    items: data ? pickables(data.data, pickableOfSummary) : null,
    pages: data ? pageCount(data.total, data.per_page) : 1,
  };
};

/**
 * `/exams/combine`: completed attempts of different sections combined into one report (spec §4, §5):
 * e.g. SAT Reading and Writing from one test and Math from another. Students pick from their history;
 * teachers pick a student first.
 */
export function CombineScreen() {
  const { t } = useTranslation('scoreTables');
  const { user } = useSession();
  const role = user ? (isTeacher(user) ? 'educator' : 'student') : null;
  const educator = role === 'educator';
  const [studentId, setStudentId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, Pickable>>(new Map());
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const combine = useMutation(combineMutations.combine());
  const report = useRef<HTMLDivElement>(null);
  const list = useAttemptPage(role, studentId, page);
  const chosen = [...selected.values()];
  const problem = selectionProblem(chosen);

  const onStudent = (id: string | null) => {
    setStudentId(id);
    setPage(1);
    setSelected(new Map());
    setErrors(NO_ERRORS);
    combine.reset();
  };
  const onToggle = (item: Pickable, checked: boolean) => {
    setErrors(NO_ERRORS); // the server's answer was about the previous selection
    setSelected((previous) => {
      const next = new Map(previous);
      if (checked) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  };
  const onCombine = () => {
    const userExamIds = chosen.map((item) => item.id);
    setErrors(NO_ERRORS);
    combine.mutate(
      { userExamIds },
      {
        onSuccess: () => requestAnimationFrame(() => report.current?.scrollIntoView({ behavior: 'smooth' })),
        onError: (error) => {
          if (!isApiError(error)) {
            setErrors({ byId: new Map(), general: [errorMessageOf(error)] });
            return;
          }
          const mapped = mapCombineErrors(error.fieldErrors, userExamIds);
          if (error.code === 'exam_attempt') mapped.general.unshift(t('combine.unfinished'));
          else if (mapped.general.length === 0 && mapped.byId.size === 0 && !error.handled)
            mapped.general.push(errorMessageOf(error));
          else if (mapped.general.length === 0 && mapped.byId.size > 0) mapped.general.push(t('combine.fixMarked'));
          setErrors(mapped);
        },
      },
    );
  };

  const showList = role === 'student' || (educator && !!studentId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageTitle title={t('combine.title')} subtitle={t('combine.subtitle')} />
        {!role && <RowSkeletons />}
        {educator && <StudentPicker value={studentId} onChange={onStudent} />}
        {showList &&
          (list.query.isError && !list.items ? (
            <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
          ) : !list.items ? (
            <RowSkeletons />
          ) : list.items.length === 0 && page === 1 && list.pages <= 1 ? (
            <EmptyList title={t('combine.empty')} description={t('combine.emptyHint')} />
          ) : (
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  {t('combine.pickHelp', { min: COMBINE_MIN, max: COMBINE_MAX })}
                </Text>
                {list.items.length === 0 ? (
                  <Text size="sm">{t('combine.emptyPage')}</Text>
                ) : (
                  <AttemptPicker items={list.items} selected={selected} errors={errors.byId} onToggle={onToggle} />
                )}
                {list.pages > 1 && <Pager total={list.pages} value={page} onChange={setPage} />}
              </Stack>
            </Paper>
          ))}
        {showList && (
          <Stack gap="sm">
            {errors.general.length > 0 && (
              <Alert color="red" variant="light" role="alert" title={t('combine.refused')}>
                {errors.general.join(' ')}
              </Alert>
            )}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" aria-live="polite">
                {problem === 'mixed_kinds'
                  ? t('combine.mixedKinds')
                  : problem === 'too_many'
                    ? t('combine.tooMany', { max: COMBINE_MAX })
                    : t('combine.selected', { count: chosen.length })}
              </Text>
              <Group gap="sm">
                {chosen.length > 0 && (
                  <Button variant="subtle" onClick={() => setSelected(new Map())}>
                    {t('combine.clear')}
                  </Button>
                )}
                <Button
                  leftSection={<IconArrowsJoin size={16} aria-hidden />}
                  disabled={problem !== null}
                  loading={combine.isPending}
                  onClick={onCombine}
                >
                  {t('combine.run')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
        <div ref={report}>{combine.data && <CombinedReportView report={combine.data} />}</div>
      </Stack>
    </Container>
  );
}
