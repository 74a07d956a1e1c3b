import type { OrderView } from '@prepwell/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage, testUser } from '../../test/render.tsx';
import { setToken } from '../../lib/storage.ts';
import { PurchaseCompleteScreen } from './purchase-complete-screen.tsx';

// The page a payment provider returns to says what the order paid for: a course session's fee or a tuition
// bill is neither coins nor Pro (issue 19 and 20), and its next step leads to the course or the bills.

const order = (overrides: Partial<OrderView>): OrderView => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'session',
  coins: null,
  plan_months: null,
  currency: 'USD',
  price: 80,
  discount: 0,
  fee: 0,
  total: 80,
  method: 'card',
  provider: 'sandbox',
  status: 'paid',
  checkout_url: null,
  instructions: null,
  failure_reason: null,
  created_at: '2026-11-27T10:00:00.000Z',
  paid_at: '2026-11-27T10:01:00.000Z',
  ...overrides,
});

const show = (o: OrderView) => {
  setToken('token-1');
  stubFetch({
    'GET /api/me': { body: testUser() },
    [`GET /api/orders/${o.id}`]: { body: o },
  });
  renderPage(<PurchaseCompleteScreen orderId={o.id} />, { path: '/purchase-complete/x' });
};

describe('the purchase complete page', () => {
  it('a paid session fee confirms the seat and leads to My courses, never to Pro', async () => {
    show(order({ kind: 'session' }));
    expect(await screen.findByText('You have paid the session fee: your seat is confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My courses' })).toHaveAttribute('href', '/my-courses');
    expect(screen.queryByText(/Pro member/)).not.toBeInTheDocument();
  });

  it('a paid tuition bill leads to the bills; a failed one tries again there', async () => {
    show(order({ kind: 'tuition' }));
    expect(await screen.findByText('Your tuition payment was received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View tuition bills' })).toHaveAttribute('href', '/tuition-bills');
  });

  it('a failed session payment tries again from My courses', async () => {
    show(order({ kind: 'session', status: 'failed', paid_at: null }));
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/my-courses');
  });
});
