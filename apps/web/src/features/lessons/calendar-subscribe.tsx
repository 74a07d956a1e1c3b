import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedSectionCard } from '../../components/stacked-section-card.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { lessonMutations } from './lessons.api.ts';

/**
 * "Subscribe" (issue 19): the caller's private iCalendar address. The server keeps only its hash, so the
 * address is shown once it is made; making it again (reset) gives a new one and the old one stops working.
 */
export function CalendarSubscribe() {
  const { t } = useTranslation('lessons');
  const [url, setUrl] = useState<string | null>(null);
  const reset = useMutation(lessonMutations.resetFeed());
  const make = () =>
    reset.mutate(undefined, {
      onSuccess: (feed) => {
        if (url) notifySuccess(t('subscribe.resetDone'));
        setUrl(feed.url);
      },
    });
  return (
    <StackedSectionCard id="calendar-subscribe-title" title={t('subscribe.title')} p="md">
      <Text size="sm" c="gray.7">
        {t('subscribe.intro')}
      </Text>
      {url && (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('subscribe.urlLabel')}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="calendar-feed-url"
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('subscribe.copied') : t('subscribe.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Group>
        <Button onClick={make} loading={reset.isPending} variant={url ? 'default' : 'filled'}>
          {url ? t('subscribe.reset') : t('subscribe.create')}
        </Button>
      </Group>
    </StackedSectionCard>
  );
}
