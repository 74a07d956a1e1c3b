import { TOKEN_STORAGE_KEY } from '@prepwell/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { addressOf, renderPage, testTenant, testUser } from '../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const TAIPEI = { iso_code: 'TW', country: 'Taiwan', city: '', timezone: 'Asia/Taipei' };
const registered = { body: { access_token: 'token-2', user: testUser(), tenant: 'main' } };
const fieldChecks = {
  'GET /api/ip-geo': { body: TAIPEI },
  'POST /api/auth/check-username': { body: { available: true } },
  'POST /api/check-email': { body: { available: true } },
};

const open = (captcha: 'off' | 'builtin' = 'off') =>
  renderPage(<RegisterForm initialType={null} />, {
    path: '/register',
    tenant: testTenant({ captcha: { provider: captcha, site_key: null } }),
  });

type Page = ReturnType<typeof open>;
/** Fills a field as a person pasting into it (one change: the form re-renders on every keystroke). */
const fill = async ({ user }: Page, label: RegExp, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const fillStudent = async (page: Page) => {
  await fill(page, /First name/, 'Stella');
  await fill(page, /Last name/, 'Student');
  await fill(page, /^Username/, 'stella_s');
  await fill(page, /^Email/, 'Stella@Example.test');
  await fill(page, /^Password/, 'long-enough-1');
  await fill(page, /^Confirm password/, 'long-enough-1');
};
const submit = (page: Page) => page.user.click(screen.getByRole('button', { name: 'Create account' }));

describe('the register form', () => {
  it("prefills the country from the visitor's location", async () => {
    stubFetch(fieldChecks);
    open();
    await waitFor(() => expect(screen.getByLabelText(/Country or region/)).toHaveValue('Taiwan'));
  });

  it('shows what is missing or wrong, and sends nothing', async () => {
    const api = stubFetch(fieldChecks);
    const page = open();
    await fill(page, /^Password/, 'short');
    await fill(page, /^Confirm password/, 'other');
    await submit(page);
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    expect(api.to('POST /api/register')).toEqual([]);
  });

  it('registers a student with the location and language, signs in and goes home', async () => {
    const api = stubFetch({ ...fieldChecks, 'POST /api/register': registered, 'GET /api/me': { body: testUser() } });
    const page = open();
    await waitFor(() => expect(screen.getByLabelText(/Country or region/)).toHaveValue('Taiwan'));
    await fillStudent(page);
    await submit(page);
    await waitFor(() => expect(addressOf(page.router)).toBe('/student/dashboard'));
    expect(api.to('POST /api/register')[0]?.body).toMatchObject({
      register_type: 'student',
      first_name: 'Stella',
      username: 'stella_s',
      email: 'stella@example.test',
      country: 'Taiwan',
      timezone: 'Asia/Taipei',
      lang: 'en',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-2');
  });

  it('says on leaving the field that a username is taken', async () => {
    stubFetch({ ...fieldChecks, 'POST /api/auth/check-username': errorReply(422, 'username_taken') });
    const page = open();
    await fill(page, /^Username/, 'taken_name');
    await page.user.tab();
    expect(await screen.findByText('This username is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's refusal on its field and asks for a fresh captcha", async () => {
    let captchas = 0;
    const api = stubFetch({
      ...fieldChecks,
      'GET /api/captcha': () => ({ body: { key: `key-${++captchas}`, img: `data:image/png;base64,${captchas}` } }),
      'POST /api/register': errorReply(422, 'email_taken'),
    });
    const page = open('builtin');
    await fillStudent(page);
    await fill(page, /Type the characters/, 'abcd');
    await submit(page);
    expect(await screen.findByText('Server message for email_taken')).toBeInTheDocument();
    expect(api.to('POST /api/register')[0]?.body).toMatchObject({ captcha_key: 'key-1', captcha: 'abcd' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Captcha picture' })).toHaveAttribute('src', 'data:image/png;base64,2'),
    );
    expect(screen.getByLabelText(/Type the characters/)).toHaveValue('');
  });

  it("a parent names their children's e-mails, each different", async () => {
    const api = stubFetch(fieldChecks);
    const page = open();
    await page.user.click(screen.getByRole('radio', { name: 'Parent' }));
    const children = screen.getByText("Your students' e-mail addresses").parentElement!;
    await page.user.click(within(children).getByLabelText(/Student e-mail 1/));
    await page.user.paste('kid@example.test');
    await page.user.click(screen.getByRole('button', { name: 'Add another student' }));
    await fill(page, /Student e-mail 2/, 'KID@example.test');
    await submit(page);
    expect(await screen.findByText('Each student e-mail must be different.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Remove student e-mail 2' }));
    expect(screen.queryByLabelText(/Student e-mail 2/)).toBeNull();
    expect(api.to('POST /api/register')).toEqual([]);
  });
});
