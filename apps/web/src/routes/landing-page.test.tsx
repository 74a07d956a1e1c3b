import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testTenant } from '../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

// Issue 17 (defect 7): the landing badge named only SAT and TOEFL (a brand's exam name), the catalogue has four.

describe('the landing page', () => {
  it('names every exam of the catalogue in its badge, and links each exam to its tests', async () => {
    renderPage(<LandingPage />, { path: '/', tenant: testTenant({ exam_name: 'SAT & TOEFL' }) });
    expect(await screen.findByText('SAT, ACT, TOEFL iBT, and SHSAT preparation')).toBeInTheDocument();
    expect(screen.queryByText(/SAT & TOEFL/)).toBeNull();
    for (const [name, kind] of [
      ['SAT', 'sat'],
      ['ACT', 'act'],
      ['TOEFL iBT', 'toefl'],
      ['SHSAT', 'shsat'],
    ] as const)
      expect(screen.getByRole('link', { name: `See the ${name} tests` })).toHaveAttribute('href', `/${kind}/list`);
  });
});
