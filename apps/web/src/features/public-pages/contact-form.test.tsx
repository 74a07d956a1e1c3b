import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navLinks } from '../../app/shell/nav-links.ts';
import { errorReply, stubFetch } from '../../test/fetch-stub.ts';
import { renderPage, testTenant } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const CAPTCHA = { key: 'key-1', img: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' };

const open = (captcha: 'off' | 'builtin' = 'builtin') =>
  renderPage(<ContactForm />, {
    path: '/student/contact',
    tenant: testTenant({ name: 'Acme Prep', captcha: { provider: captcha, site_key: null } }),
  });
type Page = ReturnType<typeof open>;
const fill = async ({ user }: Page, label: RegExp, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const submit = (page: Page) => page.user.click(screen.getByRole('button', { name: 'Send message' }));

describe('the contact form', () => {
  it('says what is missing and sends nothing', async () => {
    const api = stubFetch({ 'GET /api/captcha': { body: CAPTCHA } });
    const page = open();
    await fill(page, /Your e-mail/, 'not-an-email');
    await submit(page);
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(screen.getByText('Please complete the captcha.')).toBeInTheDocument();
    expect(api.to('POST /api/contact')).toEqual([]);
  });

  it('puts a wrong captcha on the captcha field, gets a new one, then sends and shows the success state', async () => {
    let attempt = 0;
    const api = stubFetch({
      'GET /api/captcha': { body: CAPTCHA },
      'POST /api/contact': () =>
        attempt++ === 0
          ? errorReply(422, 'captcha_invalid', { message: 'The captcha is wrong or expired.' })
          : { body: { id: 'message-1' } },
    });
    const page = open();
    await fill(page, /Your name/, 'Wang Xiaoming');
    await fill(page, /Your e-mail/, 'Parent@Example.test');
    await fill(page, /^Message/, '  When does the next SAT class start?  ');
    await fill(page, /Type the characters in the picture/, 'wrong');
    await submit(page);
    expect(await screen.findByText('The captcha is wrong or expired.')).toBeInTheDocument();
    expect(api.to('GET /api/captcha').length).toBeGreaterThanOrEqual(2);
    await fill(page, /Type the characters in the picture/, 'k7pxa');
    await submit(page);
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you, Wang Xiaoming. Your message has reached Acme Prep; we will answer at parent@example.test.',
      ),
    ).toBeInTheDocument();
    const sent = api.to('POST /api/contact');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({
      name: 'Wang Xiaoming',
      email: 'Parent@Example.test',
      message: 'When does the next SAT class start?',
      lang: 'en',
      captcha_key: 'key-1',
      captcha: 'k7pxa',
    });
  });

  it('shows the server’s field errors on their fields', async () => {
    stubFetch({
      'POST /api/contact': errorReply(422, 'validation_failed', {
        fieldErrors: [{ path: 'email', message: 'Server says: bad e-mail.' }],
      }),
    });
    const page = open('off');
    await fill(page, /Your name/, 'A');
    await fill(page, /Your e-mail/, 'a@b.co');
    await fill(page, /^Message/, 'Hi');
    await submit(page);
    expect(await screen.findByText('Server says: bad e-mail.')).toBeInTheDocument();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });
});

describe('the menu', () => {
  it('shows Blogs only when the tenant has a blog address', () => {
    expect(navLinks(null, { blog_url: null }).map((l) => l.key)).not.toContain('blogs');
    expect(navLinks(null).map((l) => l.key)).not.toContain('blogs');
    expect(navLinks(null, { blog_url: 'https://blog.example.test' })).toContainEqual({ key: 'blogs', to: '/blogs' });
  });
});
