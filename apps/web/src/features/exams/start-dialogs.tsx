import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ExamKind } from '@prepwell/contracts';
import { i18n } from '../../lib/i18n.ts';
import { listPath } from './exam-paths.ts';

type Navigate = (to: string) => unknown;

/** 400 `taken_over_3_exam` (spec §8): too many attempts; the way on is the practice list. */
export const openAttemptLimitDialog = (kind: ExamKind, navigate: Navigate): void => {
  modals.openConfirmModal({
    title: i18n.t('exams:errors.attemptLimit.title'),
    children: <Text>{i18n.t('exams:errors.attemptLimit.body')}</Text>,
    labels: { confirm: i18n.t('exams:errors.attemptLimit.confirm'), cancel: i18n.t('common:actions.close') },
    onConfirm: () => void navigate(listPath(kind)),
  });
};

/** Restarting ends the open attempt and counts as a new one (spec §4, attempts limit of spec §9). */
export const confirmRestart = (title: string, onConfirm: () => void): void => {
  modals.openConfirmModal({
    title: i18n.t('exams:restart.title'),
    children: (
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        <Text>{i18n.t('exams:restart.body')}</Text>
      </Stack>
    ),
    labels: { confirm: i18n.t('exams:restart.confirm'), cancel: i18n.t('common:actions.cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
};
