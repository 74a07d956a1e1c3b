import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isApiError } from '../../lib/api-error.ts';
import { i18n } from '../../lib/i18n.ts';
import { BALANCE_PATH, depositPath, PLANS_PATH, shortfallOf } from './coin-paths.ts';

/**
 * The spec §8 dialogs of the commerce codes, in one place every feature calls:
 * insufficient_balance (400) → deposit; point_is_not_enough (402) → balance; exceeded_test (402) → Pro plan
 * or results; print_pdf_forbidden (402) → the score report; insufficient_coins (402) → ask the teacher.
 */
type Navigate = (to: string) => unknown;

export interface CommerceErrorContext {
  /** exceeded_test: where "View my results" leads (the exam's history). */
  resultsPath?: string;
  /** print_pdf_forbidden: the score report to unlock; omitted when the dialog opens on it. */
  reportPath?: string;
}

/** The dialog texts are their own namespace: loaded first, so a dialog never shows raw keys. */
const withTexts = (open: () => void): void => {
  i18n.loadNamespaces('coins').then(open, open);
};

const choiceDialog = (opts: {
  id: string;
  title: string;
  body: string;
  actions: { label: string; primary?: boolean; onClick?: () => void }[];
}) => {
  const modalId = modals.open({
    modalId: opts.id,
    title: opts.title,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') }, // axe: the X has no text of its own
    children: (
      <Stack gap="md">
        <Text>{opts.body}</Text>
        <Group justify="flex-end" wrap="wrap">
          {opts.actions.map((action) => (
            <Button
              key={action.label}
              variant={action.primary ? 'filled' : 'default'}
              onClick={() => {
                modals.close(modalId);
                action.onClick?.();
              }}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    ),
  });
};

/** insufficient_balance (spec §8: "insufficient funds dialog, offer to deposit T-Coins"). */
export const openInsufficientBalanceDialog = (navigate: Navigate, details: Record<string, unknown> = {}): void => {
  const { needed, balance, missing } = shortfallOf(details);
  withTexts(() =>
    choiceDialog({
      id: 'insufficient-balance',
      title: i18n.t('coins:dialogs.insufficient.title'),
      body:
        needed !== null && balance !== null
          ? i18n.t('coins:dialogs.insufficient.bodyAmounts', { needed, balance })
          : i18n.t('coins:dialogs.insufficient.body'),
      actions: [
        { label: i18n.t('coins:dialogs.notNow') },
        {
          label: i18n.t('coins:dialogs.insufficient.deposit'),
          primary: true,
          onClick: () => void navigate(depositPath(missing)),
        },
      ],
    }),
  );
};

/** point_is_not_enough (spec §8: "go to balance"). */
export const openPointNotEnoughDialog = (navigate: Navigate): void =>
  withTexts(() =>
    choiceDialog({
      id: 'point-not-enough',
      title: i18n.t('coins:dialogs.pointNotEnough.title'),
      body: i18n.t('coins:dialogs.pointNotEnough.body'),
      actions: [
        { label: i18n.t('coins:dialogs.notNow') },
        {
          label: i18n.t('coins:dialogs.pointNotEnough.balance'),
          primary: true,
          onClick: () => void navigate(BALANCE_PATH),
        },
      ],
    }),
  );

/** exceeded_test (spec §8: "offer Pro plan or results"). */
export const openExceededDialog = (navigate: Navigate, resultsPath = '/test-results'): void =>
  withTexts(() =>
    choiceDialog({
      id: 'exceeded-test',
      title: i18n.t('coins:dialogs.exceeded.title'),
      body: i18n.t('coins:dialogs.exceeded.body'),
      actions: [
        { label: i18n.t('coins:dialogs.exceeded.results'), onClick: () => void navigate(resultsPath) },
        { label: i18n.t('coins:dialogs.exceeded.pro'), primary: true, onClick: () => void navigate(PLANS_PATH) },
      ],
    }),
  );

/** print_pdf_forbidden (spec §8: "not unlocked, go to score report"). On the report itself, the way on is its unlock panel. */
export const openPdfForbiddenDialog = (navigate: Navigate, reportPath?: string, onUnlock?: () => void): void =>
  withTexts(() =>
    choiceDialog({
      id: 'print-pdf-forbidden',
      title: i18n.t('coins:dialogs.pdf.title'),
      body: i18n.t('coins:dialogs.pdf.body'),
      actions: [
        { label: i18n.t('coins:dialogs.notNow') },
        {
          label: i18n.t('coins:dialogs.pdf.report'),
          primary: true,
          onClick: () => (reportPath ? void navigate(reportPath) : onUnlock?.()),
        },
      ],
    }),
  );

/** insufficient_coins (spec §8: "cannot do tests for this class, contact teacher"). */
export const openClassCoinsDialog = (): void =>
  withTexts(() =>
    choiceDialog({
      id: 'insufficient-coins',
      title: i18n.t('coins:dialogs.classCoins.title'),
      body: i18n.t('coins:dialogs.classCoins.body'),
      actions: [{ label: i18n.t('coins:dialogs.close'), primary: true }],
    }),
  );

/**
 * Opens the dialog of a commerce error code; true when it did (the caller stops there), false for any
 * other error (the caller handles or notifies it).
 */
export const handleCommerceError = (
  error: unknown,
  navigate: Navigate,
  ctx: CommerceErrorContext & { onUnlock?: () => void } = {},
): boolean => {
  if (!isApiError(error)) return false;
  switch (error.code) {
    case 'insufficient_balance':
      openInsufficientBalanceDialog(navigate, error.details);
      return true;
    case 'point_is_not_enough':
      openPointNotEnoughDialog(navigate);
      return true;
    case 'exceeded_test':
      openExceededDialog(navigate, ctx.resultsPath);
      return true;
    case 'print_pdf_forbidden':
      openPdfForbiddenDialog(navigate, ctx.reportPath, ctx.onUnlock);
      return true;
    case 'insufficient_coins':
      openClassCoinsDialog();
      return true;
    default:
      return false;
  }
};
