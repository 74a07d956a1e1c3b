import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CourseSessionView, OrderView } from '@prepwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/query-states.tsx';
import { AppModal } from '../../components/app-modal.tsx';
import { formatMoney } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { courseMutations, courseQueries } from './courses.api.ts';
import { sessionScheduleParts } from './session-schedule.ts';

/** Sessions the student may join (free), pay for first (need-pay-first), or is seated in. */
function SessionCard({
  session: s,
  onPay,
  paying,
}: {
  session: CourseSessionView;
  onPay: (id: string) => void;
  paying: boolean;
}) {
  const { t, i18n } = useTranslation('courses');
  const client = useQueryClient();
  const join = useMutation({
    ...courseMutations.join(),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: courseQueries.all() });
      notifySuccess(t('mySessions.joined', { title: s.title }));
    },
  });
  const name = `${s.course.title} · ${s.title}`;
  const fee = formatMoney(s.fee, s.currency, i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`session-${s.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h5" id={`session-${s.id}`}>
            {name}
          </Title>
          {s.my_seat && (
            <Badge color={s.my_seat === 'seated' ? 'green' : 'orange'} variant="light" c="dark.7">
              {t(`seat.${s.my_seat}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {sessionScheduleParts(s, t, i18n.language).join(' · ')}
        </Text>
        {s.need_pay_first && s.my_seat !== 'seated' && <Text size="sm">{t('mySessions.payFirst', { fee })}</Text>}
        <Group>
          {s.my_seat === 'seated' ? (
            <Button component={Link} to={`/courses/${s.course.id}`} variant="light">
              {t('mySessions.openCourse', { title: s.course.title })}
            </Button>
          ) : s.need_pay_first ? (
            <Button onClick={() => onPay(s.id)} loading={paying} aria-label={t('mySessions.payFor', { fee, name })}>
              {t('mySessions.pay', { fee })}
            </Button>
          ) : (
            <Button
              onClick={() => join.mutate(s.id)}
              loading={join.isPending}
              aria-label={t('mySessions.joinNamed', { name })}
            >
              {t('mySessions.join')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The student's course sessions on `/my-courses` (issue 19): join a free one; pay a need-pay-first one's fee
 * through the payment provider (the sandbox asks for the outcome in place, as a tuition bill's Pay does;
 * a real provider's checkout is opened), after which the list, asked again, shows the seat.
 */
export function MySessions() {
  const { t, i18n } = useTranslation('courses');
  const client = useQueryClient();
  const sessions = useQuery(courseQueries.mySessions());
  const [sandboxOrder, setSandboxOrder] = useState<OrderView | null>(null);
  const [payingId, setPayingId] = useState<string | null>(null);
  const order = useMutation({
    ...courseMutations.payForSession(),
    onMutate: (sessionId) => setPayingId(sessionId),
    onSettled: () => setPayingId(null),
    onSuccess: (created) => {
      if (created.checkout_url?.startsWith('/checkout/sandbox/')) setSandboxOrder(created);
      else if (created.checkout_url) window.location.assign(created.checkout_url);
    },
  });
  const sandbox = useMutation({
    ...courseMutations.sandbox(),
    onSuccess: async (result) => {
      setSandboxOrder(null);
      await client.invalidateQueries({ queryKey: courseQueries.all() });
      if (result.status === 'paid') notifySuccess(t('mySessions.paid'));
      else notifyError(t('mySessions.failed'));
    },
  });
  const rows = sessions.data?.data ?? [];
  if (sessions.isError) return <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  if (rows.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="my-sessions-title">
      <Title order={2} fz="h4" id="my-sessions-title">
        {t('mySessions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {rows.map((s) => (
          <SessionCard
            key={s.id}
            session={s}
            onPay={(id) => order.mutate(id)}
            paying={order.isPending && payingId === s.id}
          />
        ))}
      </SimpleGrid>
      <AppModal opened={!!sandboxOrder} onClose={() => setSandboxOrder(null)} title={t('mySessions.sandboxTitle')}>
        <Stack>
          <Text>
            {t('mySessions.sandboxBody', {
              amount: sandboxOrder ? formatMoney(sandboxOrder.total, sandboxOrder.currency, i18n.language) : '',
            })}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={sandbox.isPending}
              onClick={() => sandboxOrder && sandbox.mutate({ orderId: sandboxOrder.id, outcome: 'failed' })}
            >
              {t('mySessions.sandboxFail')}
            </Button>
            <Button
              loading={sandbox.isPending}
              onClick={() => sandboxOrder && sandbox.mutate({ orderId: sandboxOrder.id, outcome: 'paid' })}
            >
              {t('mySessions.sandboxPay')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}
