import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch, type SentRequest } from '../../test/fetch-stub.ts';
import { renderPage, testUser } from '../../test/render.tsx';
import { setToken } from '../../lib/storage.ts';
import { PlansScreen } from './plans-screen.tsx';

// Issue 17: the Pro plans screen takes a promotion code; each plan shows its price with the discount before
// paying, a refused code shows the server's localized reason, and Buy sends the accepted code with the order.

const PRICING = {
  currency: 'USD',
  card_fee_percent: 5,
  coin_packs: [{ coins: 20, price: 2 }],
  pro_plans: [
    { months: 1, price: 10, discount_percent: 0, discount_ends_at: null, final_price: 10 },
    { months: 12, price: 100, discount_percent: 0, discount_ends_at: null, final_price: 100 },
  ],
  methods: ['card'],
  provider: 'sandbox',
  score_report_unlock_price: 10,
  grading_prices: { score: 10, simple: 20, vip: 40 },
  pro_grading_discount_percent: 20,
  free_full_tests_per_day: 2,
  free_section_practices_per_day: 5,
};

/** The server's quote: PRO20 takes 20 % off a plan; COINS10 is for coin packs only; anything else is unknown. */
const quote = (req: SentRequest) => {
  const body = req.body as { kind: string; plan_months: number; promotion_code: string };
  const code = body.promotion_code.toUpperCase();
  if (code === 'COINS10')
    return errorReply(422, 'promotion_code_not_applicable', { message: 'This code does not apply to Pro plans.' });
  if (code !== 'PRO20') return errorReply(422, 'promotion_code_unknown', { message: 'There is no such code.' });
  const price = body.plan_months === 1 ? 10 : 100;
  const discount = price * 0.2;
  const fee = Math.round((price - discount) * 5) / 100;
  return {
    body: {
      code,
      discount_kind: 'percent',
      amount: 20,
      currency: 'USD',
      price,
      discount,
      price_after: price - discount,
      fee,
      total: price - discount + fee,
      bonus_coins: 0,
    },
  };
};

const setup = () => {
  setToken('token-1');
  const api = stubFetch({
    'GET /api/me': { body: testUser() },
    'GET /api/plans': { body: PRICING },
    'POST /api/promotion-codes/quote': quote,
    'POST /api/orders': (req) => ({
      status: 422,
      body: { code: 'validation_failed', status: 422, message: String(req.path) },
    }),
  });
  const page = renderPage(<PlansScreen />, { path: '/student/plans' });
  return { api, page };
};

describe('the Pro plans screen with a promotion code', () => {
  it('shows the localized refusal of a wrong code and keeps Buy waiting until the code is removed', async () => {
    const { page } = setup();
    const field = await screen.findByRole('textbox', { name: 'Promotion code' });
    await page.user.type(field, 'nope-1');
    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There is no such code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy 1 month' })).toBeDisabled();

    await page.user.clear(field);
    await page.user.type(field, 'coins10');
    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code does not apply to Pro plans.')).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy 1 month' })).toBeEnabled());
    expect(screen.queryByText('This code does not apply to Pro plans.')).not.toBeInTheDocument();
  });

  it('quotes every plan with the discount before paying and sends the code with the order', async () => {
    const { api, page } = setup();
    await page.user.type(await screen.findByRole('textbox', { name: 'Promotion code' }), 'pro20');
    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code PRO20 applied: 20% off.')).toBeInTheDocument();

    const yearly = screen.getByRole('article', { name: '12 months' });
    await waitFor(() => expect(within(yearly).getByTestId('promotion-discount')).toHaveTextContent('$20.00'));
    expect(within(yearly).getByTestId('order-total')).toHaveTextContent('$84.00');
    const monthly = screen.getByRole('article', { name: '1 month' });
    expect(within(monthly).getByTestId('order-total')).toHaveTextContent('$8.40');

    await page.user.click(within(yearly).getByRole('button', { name: 'Buy 12 months' }));
    await waitFor(() => expect(api.to('POST /api/orders')).toHaveLength(1));
    expect(api.to('POST /api/orders')[0]?.body).toEqual({
      kind: 'pro',
      plan_months: 12,
      method: 'card',
      promotion_code: 'pro20',
    });
  });
});
