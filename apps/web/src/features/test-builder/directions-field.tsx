import { Button, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../questions/editor/rich-text-field.tsx';
import { fromEditorHtml } from '../questions/rich-text-convert.ts';

/**
 * Directions (of the test, a section or a module) in the question bank's rich-text editor, folded until
 * asked for: a test has many modules, and an editor each would make the page heavy.
 */
export function DirectionsField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('testBuilder');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const written = fromEditorHtml(value) !== '';
  const shown = open || !!error;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        color="gray.8"
        c="gray.8"
        w="fit-content"
        leftSection={shown ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        {!shown && (
          <Text component="span" size="xs" c="gray.7" ml={6}>
            {written ? t('builder.directionsWritten') : t('builder.directionsNone')}
          </Text>
        )}
      </Button>
      <div id={panelId} hidden={!shown}>
        {shown && <RichTextField label={label} value={value} onChange={onChange} error={error} />}
      </div>
    </Stack>
  );
}
