import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { getPrefs } from '../../runner/runner-prefs.ts';
import { TestSettingsScreen } from './test-settings-screen.tsx';
import { VersionFilter } from './version-filter.tsx';

const stub = (settings = { version: 'digital', layout: 'comfortable' }) =>
  stubFetch({
    'GET /api/profile/test-settings': { body: settings },
    'PATCH /api/profile/test-settings': (req) => ({ body: { ...settings, ...(req.body as object) } }),
  });

describe('the test settings screen', () => {
  it('shows the account’s settings, saves a change, and copies the layout for the runner', async () => {
    const net = stub({ version: 'paper', layout: 'comfortable' });
    renderPage(<TestSettingsScreen />);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Old paper/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Comfortable/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Strict/ }));
    await waitFor(() => expect(net.to('PATCH /api/profile/test-settings')).toHaveLength(1));
    expect(net.to('PATCH /api/profile/test-settings')[0]!.body).toEqual({ layout: 'strict' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Strict/ })).toBeChecked());
    expect(getPrefs().layout).toBe('strict');
    expect(await screen.findByText('Test settings saved.')).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and changes nothing until they are', async () => {
    const net = stubFetch({ 'GET /api/profile/test-settings': errorReply(500, 'internal_error') });
    renderPage(<TestSettingsScreen />);
    expect(await screen.findByText('This could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Strict/ })).not.toBeInTheDocument();
    expect(net.to('PATCH /api/profile/test-settings')).toHaveLength(0);
  });

  it('offers the system check, saying which tests need it', async () => {
    stub();
    renderPage(<TestSettingsScreen />);
    expect(screen.getByRole('heading', { name: 'System check' })).toBeInTheDocument();
    expect(screen.getByText(/The SAT, ACT and SHSAT need neither/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Microphone' })).toBeInTheDocument();
  });
});

describe('the catalogue’s version switch', () => {
  it('shows for the SAT and saves the choice', async () => {
    const net = stub();
    renderPage(<VersionFilter kind="sat" />);
    await userEvent.click(await screen.findByText('Old paper'));
    await waitFor(() => expect(net.to('PATCH /api/profile/test-settings')).toHaveLength(1));
    expect(net.to('PATCH /api/profile/test-settings')[0]!.body).toEqual({ version: 'paper' });
  });

  it('is absent for a kind with one version, which never asks for the settings', () => {
    const net = stub();
    renderPage(<VersionFilter kind="act" />);
    expect(screen.queryByText('Old paper')).not.toBeInTheDocument();
    expect(net.sent).toHaveLength(0);
  });
});
