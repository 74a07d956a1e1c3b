import { Alert, Group, Loader, Radio, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { EXAM_KINDS, type ClassDetail, type ExamKind } from '@prepwell/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../components/pager.tsx';
import { pageCount } from '../../lib/paging.ts';
import { useExamLabels } from '../exams/use-exam-labels.ts';
import { classMutations, classQueries } from './classes.api.ts';
import {
  ClassTestForm,
  scheduleValidation,
  useClassTestSubmit,
  type ClassTestScheduleValues,
} from './class-test-schedule-fields.tsx';
import { nextFullHour, splitScheduledAt } from './scheduled-at.ts';

interface AddTestValues extends ClassTestScheduleValues {
  test_id: string;
}

/**
 * "Add test": a test of the catalogue the tenant sees (kind, search, pages), when it opens (date and time
 * in the teacher's time zone), test or practice, the class's default practice, paid by the organisation
 * (from the class's coins, shown here).
 */
export function AddTestForm({ detail, onDone }: { detail: ClassDetail; onDone: () => void }) {
  const { t } = useTranslation('classes');
  const labels = useExamLabels();
  const [examKind, setExamKind] = useState<ExamKind>('sat');
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [page, setPage] = useState(1);
  const catalogue = useQuery(classQueries.catalogue(examKind, debouncedQ, page));
  const start = splitScheduledAt(nextFullHour(new Date()).toISOString());
  const form = useForm<AddTestValues>({
    initialValues: {
      test_id: '',
      date: start.date,
      time: start.time,
      kind: 'test',
      is_default: false,
      paid_by_organization: false,
    },
    validate: {
      test_id: (v) => (v ? null : t('tests.add.pickTest')),
      ...scheduleValidation(t('tests.add.badDate')),
    },
  });
  const add = useMutation(classMutations.addTest(detail.id));
  const data = catalogue.data;
  const pages = data ? pageCount(data.total, data.per_page) : 1;

  const frame = useClassTestSubmit(form, {
    detail,
    done: t('tests.add.done'),
    onDone,
    send: (v, schedule, callbacks) => add.mutate({ test_id: v.test_id, ...schedule }, callbacks),
  });

  return (
    <ClassTestForm {...frame} pending={add.isPending} submitLabel={t('tests.add.submit')}>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('tests.add.examKind')}
          data={EXAM_KINDS.map((k) => ({ value: k, label: labels.kind(k) }))}
          value={examKind}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            setExamKind(value as ExamKind);
            setPage(1);
            form.setFieldValue('test_id', '');
          }}
          w={160}
        />
        <TextInput
          label={t('tests.add.search')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      <Radio.Group label={t('tests.add.test')} required {...form.getInputProps('test_id')}>
        {catalogue.isPending ? (
          <Loader size="sm" role="status" aria-label={t('loading')} mt="xs" />
        ) : catalogue.isError ? (
          <Alert color="red" role="alert" mt="xs">
            {t('loadFailed')}
          </Alert>
        ) : data && data.data.length === 0 ? (
          <Text c="gray.7" mt="xs">
            {t('tests.add.noTests')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={260} mt="xs" type="auto">
            <Stack gap={6}>
              {data?.data.map((test) => (
                <Radio
                  key={test.id}
                  value={test.id}
                  label={test.title}
                  description={t('tests.add.testFacts', {
                    type: labels.type(test.type),
                    questions: test.question_count,
                    minutes: test.minutes,
                  })}
                  styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Radio.Group>
      {pages > 1 && <Pager total={pages} value={page} onChange={setPage} size="sm" />}
    </ClassTestForm>
  );
}
