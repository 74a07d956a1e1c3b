import type { Section, UserExamView } from '@prepwell/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { getPrefs, setPrefs } from '../runner-prefs.ts';
import type { RunnerRoute } from '../runner-route.ts';
import { StartPage } from './start-page.tsx';

const USER_EXAM = '00000000-0000-4000-8000-0000000000aa';

/** An attempt not yet begun, with one plan step per section. */
const viewOf = (kind: UserExamView['test']['kind'], version: string, sections: Section[], type = 'full_mock') =>
  ({
    id: USER_EXAM,
    status: 'in_progress',
    phase: 'ready',
    mode: 'exam',
    clock: 'module',
    current: null,
    test: { id: 'exam-1', kind, version, type, title: `${kind} practice test` },
    plan: sections.map((section, i) => ({
      sectionId: `s${i}`,
      section,
      stage: 1,
      minutes: 30,
      status: 'pending',
    })),
  }) as unknown as UserExamView;

const route = (kind: RunnerRoute['kind']): RunnerRoute =>
  ({ kind, page: 'start', examId: 'exam-1', userExamId: USER_EXAM }) as RunnerRoute;

const open = (view: UserExamView, settings = { version: 'digital', layout: 'strict' }) => {
  const net = stubFetch({
    [`GET /api/user-exams/${USER_EXAM}`]: { body: view },
    'GET /api/profile/test-settings': { body: settings },
    'PATCH /api/profile/test-settings': (req) => ({ body: { ...settings, ...(req.body as object) } }),
  });
  render(<StartPage route={route(view.test.kind)} onStart={() => undefined} />);
  return net;
};

describe('the start page: test settings and system check', () => {
  it('offers no sound or microphone check before the SAT, and adopts the account’s layout', async () => {
    open(viewOf('sat', 'sat_digital', ['english', 'math']));
    expect(await screen.findByRole('heading', { name: 'sat practice test' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'System check' })).not.toBeInTheDocument();
    expect(screen.queryByText('Microphone')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Strict/ })).toBeChecked());
    expect(getPrefs().layout).toBe('strict');
  });

  it('calls a full digital SAT adaptive by module, never a drill or a single module (issue 17)', async () => {
    open(viewOf('sat', 'sat_digital', ['english', 'math']));
    expect(await screen.findByText('Digital SAT (adaptive by module)')).toBeInTheDocument();
  });

  it.each(['drill', 'module'])('describes a digital SAT %s as the digital SAT, not adaptive', async (type) => {
    open(viewOf('sat', 'sat_digital', ['math'], type));
    expect(await screen.findByText('Digital SAT')).toBeInTheDocument();
    expect(screen.queryByText(/adaptive/i)).not.toBeInTheDocument();
  });

  it('offers the sound check (no microphone) before a TOEFL test with listening, and no layout', async () => {
    open(viewOf('toefl', 'toefl_2026', ['reading', 'listening']));
    expect(await screen.findByRole('heading', { name: 'System check' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sound' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Microphone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Strict/ })).not.toBeInTheDocument();
  });

  it('offers sound and microphone before a test with speaking', async () => {
    open(viewOf('toefl', 'toefl_2026', ['listening', 'speaking']));
    expect(await screen.findByRole('heading', { name: 'Microphone' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sound' })).toBeInTheDocument();
  });

  it('saves a layout chosen here to the account and uses it at once', async () => {
    const net = open(viewOf('act', 'act_enhanced', ['english']), { version: 'digital', layout: 'comfortable' });
    const comfortable = await screen.findByRole('radio', { name: /Comfortable/ });
    await waitFor(() => expect(comfortable).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: /Strict/ }));
    expect(getPrefs().layout).toBe('strict');
    await waitFor(() => expect(net.to('PATCH /api/profile/test-settings')).toHaveLength(1));
    expect(net.to('PATCH /api/profile/test-settings')[0]!.body).toEqual({ layout: 'strict' });
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });

  it('keeps a layout picked here when the account’s answer arrives later', async () => {
    setPrefs({ layout: 'comfortable' });
    let answer: (reply: { body: unknown }) => void = () => undefined;
    stubFetch({
      [`GET /api/user-exams/${USER_EXAM}`]: { body: viewOf('sat', 'sat_digital', ['english']) },
      'GET /api/profile/test-settings': () => new Promise((resolve) => (answer = resolve)),
      'PATCH /api/profile/test-settings': { body: { version: 'digital', layout: 'strict' } },
    });
    render(<StartPage route={route('sat')} onStart={() => undefined} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Strict/ }));
    answer({ body: { version: 'digital', layout: 'comfortable' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('radio', { name: /Strict/ })).toBeChecked();
    expect(getPrefs().layout).toBe('strict');
  });
});
