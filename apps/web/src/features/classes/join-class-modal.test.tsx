import type { ClassDetail } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage } from '../../test/render.tsx';
import { JoinClassButton } from './join-class-modal.tsx';

// Spec §6 (issue 17): teachers join a class by its code, as one of its teachers.

const CLASS_ID = '0b4c6a52-2f57-4c3e-9a43-7d3a1f2b9c10';
const joined: ClassDetail = {
  id: CLASS_ID,
  name: 'SAT Spring',
  method: 'online',
  start_date: null,
  end_date: null,
  start_time: null,
  end_time: null,
  capacity: null,
  student_count: 12,
  teachers: [],
  my_role: 'teacher',
  created_at: '2026-01-05T10:00:00.000Z',
  description: null,
  score_min: null,
  score_max: null,
  code: 'AB12CD',
  code_enabled: true,
  invite_url: null,
  coins: 0,
  updated_at: '2026-01-05T10:00:00.000Z',
};

describe('a teacher joins a class by code', () => {
  it('sends the code upper-cased and opens the class', async () => {
    const api = stubFetch({ 'POST /api/classes/join': { body: joined } });
    const page = renderPage(<JoinClassButton />, { path: '/classes/list' });
    await page.user.click(screen.getByRole('button', { name: 'Join a class' }));
    const dialog = await screen.findByRole('dialog', { name: "Join a colleague's class" });
    await page.user.type(within(dialog).getByLabelText(/Class code/), ' ab12cd ');
    await page.user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(addressOf(page.router)).toBe(`/classes/${CLASS_ID}`));
    expect(api.to('POST /api/classes/join').map((r) => r.body)).toEqual([{ code: 'AB12CD' }]);
    await screen.findByText('You now teach SAT Spring.');
  });

  it("checks the code's form, and shows a wrong code's message on the field", async () => {
    const api = stubFetch({
      'POST /api/classes/join': errorReply(400, 'teaching_class_not_found', {
        message: 'The class code is incorrect. Please contact your instructor.',
      }),
    });
    const page = renderPage(<JoinClassButton />, { path: '/classes/list' });
    await page.user.click(screen.getByRole('button', { name: 'Join a class' }));
    const dialog = await screen.findByRole('dialog', { name: "Join a colleague's class" });
    const field = within(dialog).getByLabelText(/Class code/);
    await page.user.type(field, 'ab!');
    await page.user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await within(dialog).findByText('A class code has 4 to 16 letters and digits.');
    expect(api.sent).toHaveLength(0);
    await page.user.clear(field);
    await page.user.type(field, 'ZZZZ99');
    await page.user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await within(dialog).findByText('The class code is incorrect. Please contact your instructor.');
    expect(addressOf(page.router)).toBe('/classes/list');
  });
});
