import { Chip, Group, ScrollArea, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SECTIONS_BY_KIND, TEST_TYPES_BY_KIND, type ExamKind, type Section, type TestType } from '@prepwell/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFilter } from './list-filters.ts';
import { useExamLabels } from './use-exam-labels.ts';

const ALL = 'all';

/** The catalogue's type filter (spec §3: e.g. SAT All, Full Mock, Adaptive Exam, Module, Drill), section filter and search. */
export function CatalogueFilters({
  kind,
  filter,
  onChange,
}: {
  kind: ExamKind;
  filter: CatalogueFilter;
  onChange: (next: CatalogueFilter) => void;
}) {
  const { t } = useTranslation('exams');
  const labels = useExamLabels();
  const [q, setQ] = useState(filter.q);
  const pushQ = useDebouncedCallback((value: string) => onChange({ ...filter, q: value, page: 1 }), 300);
  // Chinese input: search once the syllables become characters (compositionend), not on each keystroke.
  const composing = useRef(false);
  // The address changed the search from outside (Clear the filters, Back): show it, unless typing is under way.
  const [shownQ, setShownQ] = useState(filter.q);
  if (filter.q !== shownQ) {
    setShownQ(filter.q);
    if (!pushQ.isPending() && !composing.current) setQ(filter.q);
  }

  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={6}>
        <Chip.Group
          multiple={false}
          value={filter.type ?? ALL}
          onChange={(value) => onChange({ ...filter, type: value === ALL ? null : (value as TestType), page: 1 })}
        >
          <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={t('list.typeFilter')} py={4}>
            <Chip value={ALL} variant="outline">
              {t('list.allTypes')}
            </Chip>
            {TEST_TYPES_BY_KIND[kind].map((type) => (
              <Chip key={type} value={type} variant="outline">
                {labels.type(type)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          style={{ flex: '1 1 240px' }}
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={q}
          maxLength={100}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            if (!composing.current) pushQ(e.currentTarget.value);
          }}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(e) => {
            composing.current = false;
            pushQ(e.currentTarget.value);
          }}
        />
        <Select
          style={{ flex: '0 1 220px' }}
          label={t('list.section')}
          data={[
            { value: ALL, label: t('list.allSections') },
            ...SECTIONS_BY_KIND[kind].map((s) => ({ value: s, label: labels.section(kind, s) })),
          ]}
          value={filter.section ?? ALL}
          allowDeselect={false}
          onChange={(value) =>
            onChange({ ...filter, section: !value || value === ALL ? null : (value as Section), page: 1 })
          }
        />
      </Group>
    </Stack>
  );
}
