import type { ReactElement, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';

const opened: { modalId: string; title: string; children: ReactElement }[] = [];
vi.mock('@mantine/modals', () => ({
  modals: {
    open: (options: { modalId: string; title: string; children: ReactElement }) => {
      opened.push(options);
      return options.modalId;
    },
    close: () => undefined,
  },
}));
vi.mock('../../lib/i18n.ts', () => ({
  i18n: {
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
    loadNamespaces: () => Promise.resolve(),
  },
}));

const { handleCommerceError } = await import('./commerce-dialogs.tsx');

/** The dialog's buttons (label → click), found by walking the element tree. */
const buttonsOf = (node: ReactNode): Map<string, () => void> => {
  const out = new Map<string, () => void>();
  const walk = (n: ReactNode) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!n || typeof n !== 'object' || !('props' in n)) return;
    const props = (n as ReactElement<{ onClick?: () => void; children?: ReactNode }>).props;
    if (props.onClick && typeof props.children === 'string') out.set(props.children, props.onClick);
    walk(props.children);
  };
  walk(node);
  return out;
};
const flush = () => new Promise((r) => setTimeout(r, 0));
const error = (code: ConstructorParameters<typeof ApiError>[0]['code'], status: number, details?: Record<string, unknown>) =>
  new ApiError({ status, code, message: 'server text is never read', details });

describe('handleCommerceError: the spec §8 dialogs in one place', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    opened.length = 0;
    navigate.mockReset();
  });

  it('insufficient_balance offers a deposit of at least the shortfall', async () => {
    expect(handleCommerceError(error('insufficient_balance', 400, { balance: 4, needed: 10 }), navigate)).toBe(true);
    await flush();
    expect(opened[0]?.modalId).toBe('insufficient-balance');
    expect(JSON.stringify(opened[0]?.children.props)).toMatch(/bodyAmounts.*needed.{0,4}:10.*balance.{0,4}:4/);
    buttonsOf(opened[0]?.children).get('coins:dialogs.insufficient.deposit')?.();
    expect(navigate).toHaveBeenCalledWith('/deposit?t-coins=6');
  });

  it('point_is_not_enough goes to the balance', async () => {
    expect(handleCommerceError(error('point_is_not_enough', 402), navigate)).toBe(true);
    await flush();
    buttonsOf(opened[0]?.children).get('coins:dialogs.pointNotEnough.balance')?.();
    expect(navigate).toHaveBeenCalledWith('/student/balance');
  });

  it('exceeded_test offers the Pro plan or the results', async () => {
    handleCommerceError(error('exceeded_test', 402), navigate, { resultsPath: '/sat/history' });
    await flush();
    const buttons = buttonsOf(opened[0]?.children);
    buttons.get('coins:dialogs.exceeded.results')?.();
    buttons.get('coins:dialogs.exceeded.pro')?.();
    expect(navigate.mock.calls).toEqual([['/sat/history'], ['/student/plans']]);
  });

  it('print_pdf_forbidden leads to the score report, or to its unlock panel when already there', async () => {
    handleCommerceError(error('print_pdf_forbidden', 402), navigate, { reportPath: '/sat/result/x' });
    const onUnlock = vi.fn();
    handleCommerceError(error('print_pdf_forbidden', 402), navigate, { onUnlock });
    await flush();
    buttonsOf(opened[0]?.children).get('coins:dialogs.pdf.report')?.();
    buttonsOf(opened[1]?.children).get('coins:dialogs.pdf.report')?.();
    expect(navigate).toHaveBeenCalledWith('/sat/result/x');
    expect(onUnlock).toHaveBeenCalledOnce();
  });

  it('leaves every other error to the caller', async () => {
    expect(handleCommerceError(error('validation_failed', 422), navigate)).toBe(false);
    expect(handleCommerceError(new Error('boom'), navigate)).toBe(false);
    await flush();
    expect(opened).toEqual([]);
  });
});
