import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { AnalyticsPanel } from './analytics-panel.tsx';

// Issue 17 (defect 7): the super admin's revenue showed as "4.2" instead of money.

const range = <T,>(analyses: T[]) => ({ from: '2026-03-01', to: '2026-03-02', time_zone: 'UTC', analyses });
const orders = (date: string, revenue: Record<string, number>) => ({ date, orders: 3, paid: 2, revenue });

describe('the analytics panel', () => {
  it("shows today's and the range's revenue as money in its currency", async () => {
    stubFetch({
      'GET /api/admin/companies': { body: [] },
      'GET /api/user-exams/analysis': { body: range([]) },
      'GET /api/transaction-logs/analysis': { body: range([]) },
      'GET /api/order/analysis': {
        body: range([orders('2026-03-01', { USD: 12.5 }), orders('2026-03-02', { USD: 4.2 })]),
      },
      'GET /api/user-exams/analysis/today': { body: { date: '2026-03-02', started: 1, completed: 1, students: 1 } },
      'GET /api/transaction-logs/analysis/today': { body: { date: '2026-03-02', income: 0, expense: 0, count: 0 } },
      'GET /api/order/analysis/today': { body: orders('2026-03-02', { USD: 4.2 }) },
    });
    renderPage(<AnalyticsPanel />, { path: '/super-admin/dashboard' });
    const today = (await screen.findAllByText('$4.20')).map((el) => el.closest('dl')).find(Boolean)!;
    expect(within(today).getByText('Revenue (USD)')).toBeInTheDocument();
    expect(screen.queryByText('4.2')).toBeNull();
    // The chart's points say money too.
    expect(await screen.findByText(/Revenue \(USD\): \$12\.50/)).toBeInTheDocument();
  });
});
