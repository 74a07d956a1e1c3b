import { TOKEN_STORAGE_KEY } from '@prepwell/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage, testUser } from '../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const signIn = () => renderPage(<LoginForm />, { path: '/login' });
const ok = { body: { access_token: 'token-1', user: testUser() } };
const button = () => screen.getByRole('button', { name: 'Log in' });

describe('the login form', () => {
  it('says which fields are missing without asking the server', async () => {
    const api = stubFetch({});
    const { user } = signIn();
    await user.click(button());
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.sent).toEqual([]);
  });

  it('signs in with a username, stores the session and goes home', async () => {
    const api = stubFetch({ 'POST /api/login': ok });
    const { user, router } = signIn();
    await user.type(screen.getByLabelText(/Email or username/), '  stella ');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(button());
    await waitFor(() => expect(addressOf(router)).toBe('/student/dashboard'));
    expect(api.to('POST /api/login')[0]?.body).toEqual({
      username: 'stella',
      password: 'secret-pass',
      device_name: 'web',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('shows "incorrect" for wrong credentials, and keeps what was typed', async () => {
    stubFetch({ 'POST /api/login': errorReply(422, 'incorrect_credentials') });
    const { user } = signIn();
    await user.type(screen.getByLabelText(/Email or username/), 'stella@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(button());
    expect(await screen.findByText('Incorrect email or password!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or username/)).toHaveValue('stella@example.test');
  });

  it('shows the captcha when the server asks for one, and sends its answer with the next try', async () => {
    let tries = 0;
    const api = stubFetch({
      'POST /api/login': () =>
        ++tries === 1
          ? errorReply(422, 'captcha_required', { details: { captcha: { provider: 'builtin', site_key: null } } })
          : ok,
      'GET /api/captcha': { body: { key: 'captcha-key-1', img: 'data:image/png;base64,AAAA' } },
    });
    const { user, router } = signIn();
    expect(screen.queryByLabelText(/Type the characters/)).toBeNull();
    await user.type(screen.getByLabelText(/Email or username/), 'stella');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(button());

    expect(await screen.findByText(/please also answer the captcha/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Captcha picture' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    // Sending without the answer is refused on the page, not by the server.
    await user.click(button());
    expect(await screen.findByText('Please complete the captcha.')).toBeInTheDocument();
    expect(api.to('POST /api/login')).toHaveLength(1);

    await user.type(screen.getByLabelText(/Type the characters/), 'x7k2p');
    await user.click(button());
    await waitFor(() => expect(addressOf(router)).toBe('/student/dashboard'));
    expect(api.to('POST /api/login')[1]?.body).toMatchObject({
      username: 'stella',
      captcha_key: 'captcha-key-1',
      captcha: 'x7k2p',
    });
  });

  it('counts a wait down after too many tries, with the button off until then', async () => {
    stubFetch({ 'POST /api/login': { ...errorReply(429, 'too_many_requests', { details: { retry_after: 30 } }) } });
    const { user } = signIn();
    await user.type(screen.getByLabelText(/Email or username/), 'stella');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(/try again in (30|29) s/);
    expect(button()).toBeDisabled();
  });

  it('keeps the role and the page to come back to on the way to registering', () => {
    renderPage(<LoginForm />, { path: '/login', at: '/login?role=teacher&redirect=/classes/join/abc' });
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute(
      'href',
      '/register?role=teacher&redirect=%2Fclasses%2Fjoin%2Fabc',
    );
  });
});
