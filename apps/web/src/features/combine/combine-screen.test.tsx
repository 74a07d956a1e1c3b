import type { AttemptSummary, CombinedReport, UserExamRow } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/storage.ts';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage, testUser } from '../../test/render.tsx';
import { CombinePage } from '../../routes/combine-page.tsx';

const A = '00000000-0000-4000-8000-0000000000e1';
const B = '00000000-0000-4000-8000-0000000000e2';
const C = '00000000-0000-4000-8000-0000000000e3';
const STUDENT = '00000000-0000-4000-8000-000000000001';

const attempt = (id: string, title: string, kind: 'sat' | 'act', type: 'full_mock' | 'module'): AttemptSummary => ({
  id,
  test: { id: `${id.slice(0, -2)}f0`, title, kind, type, version: kind === 'sat' ? 'sat_digital' : 'act_enhanced' },
  status: 'completed',
  mode: 'exam',
  startedAt: '2026-02-01T09:00:00.000Z',
  completedAt: '2026-02-01T11:00:00.000Z',
  overall: null,
  student: { id: STUDENT, name: 'Stella Student' },
});
const history = {
  data: [
    attempt(A, 'SAT mock 1', 'sat', 'full_mock'),
    attempt(B, 'SAT Math module', 'sat', 'module'),
    attempt(C, 'ACT English', 'act', 'module'),
  ],
  current_page: 1,
  per_page: 20,
  total: 3,
};
const report: CombinedReport = {
  kind: 'sat',
  studentName: 'Stella Student',
  sections: [
    {
      sectionId: '00000000-0000-4000-8000-0000000000a1',
      section: 'english',
      route: 'harder',
      raw: 40,
      maxRaw: 54,
      scaled: [640, 660],
      userExamId: A,
      testTitle: 'SAT mock 1',
      completedAt: '2026-02-01T11:00:00.000Z',
    },
    {
      sectionId: '00000000-0000-4000-8000-0000000000a2',
      section: 'math',
      route: 'base',
      raw: 30,
      maxRaw: 44,
      scaled: [690, 690],
      userExamId: B,
      testTitle: 'SAT Math module',
      completedAt: '2026-02-01T11:00:00.000Z',
    },
  ],
  total: [1330, 1350],
  overall: { scale: 'sat_total', value: null, range: [1330, 1350], estimated: false },
};
const COMBINE = 'POST /api/user-exams/combine';

const asStudent = (routes: Parameters<typeof stubFetch>[0]) => {
  setToken('token');
  return stubFetch({ 'GET /api/me': { body: testUser() }, 'GET /api/user-exams': { body: history }, ...routes });
};

describe('the combine screen', () => {
  it("lists a student's completed attempts by exam and combines two SAT sections into a total", async () => {
    const api = asStudent({ [COMBINE]: { body: report } });
    const { user } = renderPage(<CombinePage />);
    const sat = await screen.findByRole('group', { name: 'SAT' });
    expect(within(screen.getByRole('group', { name: 'ACT' })).getByText('ACT English')).toBeInTheDocument();
    expect(api.to('GET /api/user-exams')[0]?.query.get('status')).toBe('completed');
    const combine = screen.getByRole('button', { name: 'Combine' });
    expect(combine).toBeDisabled();
    await user.click(within(sat).getByRole('checkbox', { name: /SAT mock 1/ }));
    await user.click(within(sat).getByRole('checkbox', { name: /SAT Math module/ }));
    expect(screen.getByText('2 attempts selected')).toBeInTheDocument();
    await user.click(combine);
    await waitFor(() => expect(api.to(COMBINE)).toHaveLength(1));
    expect(api.to(COMBINE)[0]?.body).toEqual({ userExamIds: [A, B] });
    const section = await screen.findByRole('region', { name: 'Combined SAT report' });
    expect(within(section).getByTestId('combined-total')).toHaveTextContent('1330–1350');
    const rows = within(section).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Reading and Writing.*SAT mock 1.*40 of 54.*640–660/);
    expect(rows[2]).toHaveTextContent(/Math.*SAT Math module.*30 of 44.*690/);
  });

  it('will not send attempts of two exams', async () => {
    const api = asStudent({});
    const { user } = renderPage(<CombinePage />);
    await user.click(await screen.findByRole('checkbox', { name: /SAT mock 1/ }));
    await user.click(screen.getByRole('checkbox', { name: /ACT English/ }));
    expect(screen.getByText('Pick attempts of one exam only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Combine' })).toBeDisabled();
    expect(api.to(COMBINE)).toEqual([]);
  });

  it('shows a repeated section under the attempt and an incomplete selection above', async () => {
    asStudent({
      [COMBINE]: errorReply(422, 'validation_failed', {
        fieldErrors: [
          { path: 'userExamIds.1', message: 'This section is already given by another attempt of the selection.' },
          { path: 'userExamIds', message: 'The selection lacks a section of the full test.' },
        ],
      }),
    });
    const { user } = renderPage(<CombinePage />);
    await user.click(await screen.findByRole('checkbox', { name: /SAT mock 1/ }));
    await user.click(screen.getByRole('checkbox', { name: /SAT Math module/ }));
    await user.click(screen.getByRole('button', { name: 'Combine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The selection lacks a section of the full test.');
    const math = screen.getByRole('checkbox', { name: /SAT Math module/ });
    expect(math).toHaveAccessibleDescription('This section is already given by another attempt of the selection.');
  });

  it('says an unfinished attempt cannot be combined (exam_attempt)', async () => {
    asStudent({
      [COMBINE]: errorReply(400, 'exam_attempt', {
        fieldErrors: [{ path: 'userExamIds.0', message: 'This attempt is not finished yet.' }],
      }),
    });
    const { user } = renderPage(<CombinePage />);
    await user.click(await screen.findByRole('checkbox', { name: /SAT mock 1/ }));
    await user.click(screen.getByRole('checkbox', { name: /SAT Math module/ }));
    await user.click(screen.getByRole('button', { name: 'Combine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An attempt you picked is not finished: only completed tests can be combined.',
    );
    expect(screen.getByRole('checkbox', { name: /SAT mock 1/ })).toHaveAccessibleDescription(
      'This attempt is not finished yet.',
    );
  });

  it("lets a teacher pick a student, then the student's completed attempts", async () => {
    setToken('token');
    const row = (id: string, title: string, status: UserExamRow['status']): UserExamRow => ({
      user_exam_id: id,
      test_id: id,
      title,
      exam_kind: 'sat',
      test_type: 'module',
      status,
      started_at: '2026-02-01T09:00:00.000Z',
      completed_at: status === 'completed' ? '2026-02-01T11:00:00.000Z' : null,
      score: null,
      score_label: null,
      class_test_id: null,
    });
    const api = stubFetch({
      'GET /api/me': { body: testUser({ id: '00000000-0000-4000-8000-000000000009', roles: [{ name: 'teacher' }] }) },
      'GET /api/auth/students': {
        body: [
          {
            id: STUDENT,
            first_name: 'Stella',
            last_name: 'Student',
            name: 'Stella Student',
            username: 'stella',
            email: 'stella@example.test',
            roles: [{ name: 'student' }],
            email_verified_at: null,
            pro_expired_at: null,
            tenant: 'main',
            created_at: '2026-01-01T00:00:00.000Z',
            last_login_at: null,
          },
        ],
      },
      [`GET /api/users/${STUDENT}/user-exams`]: {
        body: {
          data: [
            row(A, 'SAT R&W module', 'completed'),
            row(B, 'SAT Math module', 'completed'),
            row(C, 'Open one', 'in_progress'),
          ],
          current_page: 1,
          per_page: 20,
          total: 3,
        },
      },
      [COMBINE]: { body: report },
    });
    const { user } = renderPage(<CombinePage />);
    await user.click(await screen.findByRole('combobox', { name: 'Student' }));
    await user.click(await screen.findByRole('option', { name: 'Stella Student (stella@example.test)' }));
    await user.click(await screen.findByRole('checkbox', { name: /SAT R&W module/ }));
    await user.click(screen.getByRole('checkbox', { name: /SAT Math module/ }));
    expect(screen.queryByRole('checkbox', { name: /Open one/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Combine' }));
    expect(await screen.findByRole('region', { name: 'Combined SAT report' })).toBeInTheDocument();
    expect(api.to(COMBINE)[0]?.body).toEqual({ userExamIds: [A, B] });
    expect(api.to('GET /api/user-exams')).toEqual([]);
  });
});
