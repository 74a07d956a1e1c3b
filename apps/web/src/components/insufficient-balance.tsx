import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../lib/i18n.ts';

/** Where "Deposit" leads until the deposit page exists (a later release adds it). */
export const DEPOSIT_PATH = '/student/plans';

/**
 * The insufficient-funds dialog (spec §8, code `insufficient_balance` / `point_is_not_enough`):
 * offers to deposit T-Coins. `navigate` is the caller's router navigate.
 */
export const openInsufficientBalanceDialog = (navigate: (to: string) => unknown): void => {
  modals.openConfirmModal({
    title: i18n.t('common:insufficientBalance.title'),
    children: <Text>{i18n.t('common:insufficientBalance.body')}</Text>,
    labels: { confirm: i18n.t('common:insufficientBalance.deposit'), cancel: i18n.t('common:insufficientBalance.cancel') },
    onConfirm: () => void navigate(DEPOSIT_PATH),
  });
};
