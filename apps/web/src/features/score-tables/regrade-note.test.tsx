import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { RegradeNote, TestVersionBadge } from './regrade-note.tsx';

describe('the regrade note', () => {
  it('says when the score was regraded, to the student and to others', () => {
    renderPage(
      <>
        <RegradeNote result={{ regradedAt: '2026-03-04T10:00:00.000Z' }} self />
        <RegradeNote result={{ regradedAt: '2026-03-04T10:00:00.000Z' }} self={false} />
        <RegradeNote result={{ regradedAt: null }} self />
      </>,
    );
    expect(
      screen.getByText(/^Regraded on Mar 4, 2026: your score was recomputed after a correction\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Regraded on Mar 4, 2026: this score was recomputed/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Regraded on/)).toHaveLength(2);
  });

  it('names the version only once there is more than one', () => {
    renderPage(
      <>
        <TestVersionBadge revision={1} />
        <TestVersionBadge revision={undefined} />
        <TestVersionBadge revision={3} />
      </>,
    );
    expect(screen.getAllByText(/^Version/)).toHaveLength(1);
    expect(screen.getByText('Version 3')).toBeInTheDocument();
  });
});
