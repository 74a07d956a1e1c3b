import type { PrivateLessonRequestView } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { RequestCard } from './request-card.tsx';

// Issue 19: a private-lesson request as the teacher answers it and as the family follows it.

const ID = '5d0b7a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const time = (day: number, hour: number) => ({
  starts_at: `2030-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`,
  ends_at: `2030-01-${String(day).padStart(2, '0')}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
});
const pending: PrivateLessonRequestView = {
  id: ID,
  status: 'pending',
  subject: 'SAT Math',
  student: { id: 's', name: 'Sam Student' },
  requested_by: { id: 'p', name: 'Pat Parent' },
  teacher: { id: 't', name: 'Tom Teacher' },
  proposed_times: [time(8, 10), time(9, 14)],
  counter_times: null,
  message: 'Before the mock test',
  reply: '',
  responded_by: null,
  responded_at: null,
  lesson: null,
  created_at: '2029-12-30T10:00:00.000Z',
  can_answer: true,
  can_respond_to_counter: false,
  can_cancel: false,
};

describe('a private-lesson request', () => {
  it('the teacher accepts a proposed time; a refusal shows the server’s message on the request', async () => {
    const api = stubFetch({
      [`POST /api/private-lessons/requests/${ID}/accept`]: errorReply(409, 'teacher_busy', {
        message: 'The teacher already has a lesson at that time. Choose another time.',
      }),
    });
    const page = renderPage(<RequestCard request={pending} side="educator" />);
    const card = screen.getByRole('article', { name: 'SAT Math' });
    expect(within(card).getByText('Waiting for an answer')).toBeTruthy();
    const accept = within(card).getAllByRole('button', { name: 'Accept this time' });
    expect(accept).toHaveLength(2);
    await page.user.click(accept[1]!);
    await within(card).findByText('The teacher already has a lesson at that time. Choose another time.');
    expect(api.to(`POST /api/private-lessons/requests/${ID}/accept`).map((r) => r.body)).toEqual([{ time_index: 1 }]);
    // The family cannot answer for the teacher, and cancels nothing here.
    expect(within(card).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('the teacher declines with a reply', async () => {
    const api = stubFetch({
      [`POST /api/private-lessons/requests/${ID}/decline`]: {
        body: { ...pending, status: 'declined', reply: 'Fully booked', can_answer: false },
      },
    });
    const page = renderPage(<RequestCard request={pending} side="educator" />);
    await page.user.click(screen.getByRole('button', { name: 'Decline' }));
    await page.user.type(screen.getByRole('textbox', { name: 'Reply to the family' }), 'Fully booked');
    const confirm = screen.getByRole('button', { name: 'Decline request' });
    // Filled red.9 under white text passes WCAG AA; Mantine's default red (red.6) is about 3.3:1.
    expect(confirm.getAttribute('style')).toContain('--mantine-color-red-9');
    await page.user.click(confirm);
    await waitFor(() =>
      expect(api.to(`POST /api/private-lessons/requests/${ID}/decline`).map((r) => r.body)).toEqual([
        { reply: 'Fully booked' },
      ]),
    );
  });

  it('the family accepts one of the other times the teacher proposed, or cancels', async () => {
    const countered: PrivateLessonRequestView = {
      ...pending,
      status: 'countered',
      counter_times: [time(10, 16)],
      reply: 'Thursday suits me better',
      can_answer: false,
      can_respond_to_counter: true,
      can_cancel: true,
    };
    const api = stubFetch({
      [`POST /api/private-lessons/requests/${ID}/accept-counter`]: {
        body: { ...countered, status: 'accepted', lesson: { id: 'l', ...time(10, 16) } },
      },
    });
    const page = renderPage(<RequestCard request={countered} side="family" />);
    const card = screen.getByRole('article', { name: 'SAT Math' });
    expect(within(card).getByText('Thursday suits me better')).toBeTruthy();
    // Only the other times can be accepted by the family.
    const accept = within(card).getAllByRole('button', { name: 'Accept this time' });
    expect(accept).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    await page.user.click(accept[0]!);
    await waitFor(() =>
      expect(api.to(`POST /api/private-lessons/requests/${ID}/accept-counter`).map((r) => r.body)).toEqual([
        { time_index: 0 },
      ]),
    );
  });
});
