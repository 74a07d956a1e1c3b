import type { AttemptResult, PricingView } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { PdfDownloadButton } from '../exams/pdf-download-button.tsx';
import { ReportUnlockCard } from '../exams/report-unlock-card.tsx';
import { useStartAttempt } from '../exams/use-start-attempt.ts';
import { usePlaceOrder } from './use-place-order.ts';

// The spec §8 dialogs of the commerce codes (commerce-dialogs.tsx), reached the way a person reaches them:
// a button of a real feature, the server's refusal at the fetch boundary, then the dialog's choices.

const ATTEMPT = '00000000-0000-4000-8000-00000000000a';
const result = { id: ATTEMPT } as AttemptResult;
const PRICING: PricingView = {
  currency: 'USD',
  card_fee_percent: 0,
  coin_packs: [],
  pro_plans: [],
  methods: ['card'],
  provider: 'sandbox',
  score_report_unlock_price: 10,
  grading_prices: { score: 5, simple: 10, vip: 20 },
  pro_grading_discount_percent: 0,
  free_full_tests_per_day: 1,
  free_section_practices_per_day: 3,
};

function StartButton() {
  const { begin } = useStartAttempt();
  return (
    <button type="button" onClick={() => begin({ examId: 'exam-1', kind: 'sat', title: 'SAT Practice Test 1' })}>
      Start
    </button>
  );
}

function BuyButton() {
  const { place } = usePlaceOrder();
  return (
    <button type="button" onClick={() => place({ kind: 'coins', coins: 100, method: 'card' })}>
      Buy
    </button>
  );
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the commerce dialogs', () => {
  it('insufficient_balance says what is missing and offers a deposit of at least the shortfall', async () => {
    const api = stubFetch({
      'GET /api/plans': errorReply(404, 'not_found'),
      'GET /api/coins': { body: { balance: 4 } },
      [`POST /api/user-exams/${ATTEMPT}/unlock`]: errorReply(400, 'insufficient_balance', {
        details: { balance: 4, needed: 10 },
      }),
    });
    const page = renderPage(<ReportUnlockCard result={result} self />, { path: '/sat/result/x' });
    await page.user.click(screen.getByRole('button', { name: 'Unlock report' }));
    await page.user.click(within(await dialog('Unlock this report?')).getByRole('button', { name: 'Unlock' }));
    expect(await dialog('Insufficient funds')).toHaveTextContent('This costs 10 T-Coins and your balance is 4.');
    expect(api.to(`POST /api/user-exams/${ATTEMPT}/unlock`)[0]?.headers.get('idempotency-key')).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addressOf(page.router)).toBe('/sat/result/x');

    await page.user.click(screen.getByRole('button', { name: 'Unlock report' }));
    await page.user.click(within(await dialog('Unlock this report?')).getByRole('button', { name: 'Unlock' }));
    await dialog('Insufficient funds');
    await page.user.click(screen.getByRole('button', { name: 'Deposit T-Coins' }));
    await waitFor(() => expect(addressOf(page.router)).toBe('/deposit?t-coins=6'));
  });

  it('Unlock report asks first, with the price and the balance: Cancel spends nothing (issue 17)', async () => {
    const api = stubFetch({
      'GET /api/plans': { body: PRICING },
      'GET /api/coins': { body: { balance: 25 } },
      [`POST /api/user-exams/${ATTEMPT}/unlock`]: { body: { unlocked: true, paid: 10, balance: 15 } },
    });
    const page = renderPage(<ReportUnlockCard result={result} self />, { path: '/sat/result/x' });
    await screen.findByText('Your balance: 25 T-Coins');
    await page.user.click(screen.getByRole('button', { name: 'Unlock report' }));
    const ask = await dialog('Unlock this report?');
    expect(ask).toHaveTextContent('Unlocking the full report costs 10 T-Coins.');
    expect(ask).toHaveTextContent('Your balance: 25 T-Coins');
    await page.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(`POST /api/user-exams/${ATTEMPT}/unlock`)).toHaveLength(0);

    await page.user.click(screen.getByRole('button', { name: 'Unlock report' }));
    await page.user.click(within(await dialog('Unlock this report?')).getByRole('button', { name: 'Unlock' }));
    await screen.findByText('Report unlocked for 10 T-Coins.');
    expect(api.to(`POST /api/user-exams/${ATTEMPT}/unlock`)).toHaveLength(1);
  });

  it('exceeded_test offers the results of this exam or the Pro plan', async () => {
    stubFetch({ 'POST /api/user-exams': errorReply(402, 'exceeded_test') });
    const page = renderPage(<StartButton />, { path: '/sat/list' });
    await page.user.click(screen.getByRole('button', { name: 'Start' }));
    await dialog("You have reached today's limit");
    await page.user.click(screen.getByRole('button', { name: 'View my results' }));
    await waitFor(() => expect(addressOf(page.router)).toBe('/sat/history'));
  });

  it('exceeded_test: See the Pro plan', async () => {
    stubFetch({ 'POST /api/user-exams': errorReply(402, 'exceeded_test') });
    const page = renderPage(<StartButton />, { path: '/sat/list' });
    await page.user.click(screen.getByRole('button', { name: 'Start' }));
    await dialog("You have reached today's limit");
    await page.user.click(screen.getByRole('button', { name: 'See the Pro plan' }));
    await waitFor(() => expect(addressOf(page.router)).toBe('/student/plans'));
  });

  it('insufficient_coins of a class says to ask the teacher, and only closes', async () => {
    stubFetch({ 'POST /api/user-exams': errorReply(402, 'insufficient_coins') });
    const page = renderPage(<StartButton />, { path: '/sat/list' });
    await page.user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await dialog('Class T-Coins used up')).toHaveTextContent('Please contact your teacher.');
    // The dialog's own button, not its corner ×, which is named Close too.
    await page.user.click(
      screen.getAllByRole('button', { name: 'Close' }).find((button) => button.textContent === 'Close')!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addressOf(page.router)).toBe('/sat/list');
  });

  it('point_is_not_enough leads to the balance', async () => {
    stubFetch({ 'POST /api/orders': errorReply(402, 'point_is_not_enough') });
    const page = renderPage(<BuyButton />, { path: '/deposit' });
    await page.user.click(screen.getByRole('button', { name: 'Buy' }));
    await dialog('Not enough T-Coins');
    await page.user.click(screen.getByRole('button', { name: 'Go to my balance' }));
    await waitFor(() => expect(addressOf(page.router)).toBe('/student/balance'));
  });

  it("print_pdf_forbidden on the report leads to the report's unlock panel", async () => {
    stubFetch({ [`GET /api/user-exams/${ATTEMPT}/pdf`]: errorReply(402, 'print_pdf_forbidden') });
    const onLocked = vi.fn();
    const target = createRef<HTMLElement>();
    const page = renderPage(
      <main ref={target}>
        <PdfDownloadButton
          userExamId={ATTEMPT}
          target={target}
          title="SAT Practice Test 1"
          date={null}
          locked
          onLocked={onLocked}
        />
      </main>,
      { path: '/sat/result/x' },
    );
    await page.user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await dialog('The PDF is not unlocked');
    await page.user.click(screen.getByRole('button', { name: 'Go to the score report' }));
    expect(onLocked).toHaveBeenCalledOnce();
    expect(addressOf(page.router)).toBe('/sat/result/x');
  });

  it('any other refusal is no commerce dialog: the server says why in a notification', async () => {
    stubFetch({ 'POST /api/orders': errorReply(422, 'validation_failed') });
    const page = renderPage(<BuyButton />, { path: '/deposit' });
    await page.user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Server message for validation_failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
