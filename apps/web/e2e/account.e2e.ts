import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HTML_LANG, LANGS, type Lang } from '@prepwell/contracts';
import { demoLogin } from './classes-steps.ts';
import { localeText } from './exams-helpers.ts';
import { DEMO_PASSWORD, baseUrl, expectAccessible, useBrowser, waitForMailLink } from './browser.ts';

const browser = useBrowser();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// These journeys sign in as the demo student and teacher and read them in English: a journey of another file
// that saved another language for them (and did not put it back) must not decide what this one reads.
beforeAll(async () => {
  for (const email of ['student@demo.prepwell.test', 'teacher@demo.prepwell.test'])
    await (await demoLogin(email)).api('PATCH', '/api/lang', { lang: 'en' });
});

describe('accounts in the browser', () => {
  it('registers a student on the demo tenant and the branded header greets them', async () => {
    const page = await browser.newPage();
    const id = unique();
    await page.goto('/register?tenant=demo');
    await expect.poll(() => page.title()).toContain('Demo Academy');
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Register');
    await page.getByLabel('Username').fill(`rita_${id}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`rita-${id}@example.test`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Rita-password-1');
    await page.getByLabel('Confirm password').fill('Rita-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('banner').textContent(), { timeout: 15_000 }).toContain('Hi, Rita');
    await expect(page.getByRole('banner').getByText('STUDENTS')).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
  });

  it('switches to 繁體中文 and shows the page and its errors translated', async () => {
    const page = await browser.newPage();
    await page.goto('/login?tenant=demo');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await expect.poll(() => page.locator('h1, h2').first().textContent()).toBe('登入');
    await page.getByLabel('電子郵件或使用者名稱').fill('student');
    await page.getByRole('textbox', { name: '密碼', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '登入', exact: true }).last().click();
    await expect.poll(() => page.getByText('電子郵件或密碼錯誤！').count()).toBeGreaterThan(0);
    // An empty form shows the field errors in the chosen language as well.
    await page.getByLabel('電子郵件或使用者名稱').fill('');
    await page.getByRole('button', { name: '登入', exact: true }).last().click();
    await expect.poll(() => page.getByText('此欄位為必填。').count()).toBeGreaterThan(0);
  });

  it('logs out, then logs in by username', async () => {
    const page = await browser.newPage();
    await page.goto('/login?tenant=demo');
    await page.getByLabel('Email or username').fill('student');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect.poll(() => page.getByRole('banner').textContent(), { timeout: 15_000 }).toContain('Hi, Stella');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
  });

  it('resets the password through the link in the e-mail received over SMTP', async () => {
    const page = await browser.newPage();
    const id = unique();
    const email = `reset-${id}@example.test`;
    // A fresh account, registered through the API like the form does.
    const res = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'demo' },
      body: JSON.stringify({
        register_type: 'student',
        first_name: 'Reese',
        last_name: 'Reset',
        username: `reese_${id}`,
        email,
        password: 'Old-password-1',
        password_confirmation: 'Old-password-1',
        device_name: 'web',
      }),
    });
    expect(res.status).toBe(200);
    await page.goto('/password/forgot?tenant=demo');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText('Check your inbox').count()).toBeGreaterThan(0);
    const link = await waitForMailLink(email, /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_-]+[^\s"'<>]*/);
    await page.goto(link);
    await page.getByLabel('New password').fill('New-password-2');
    await page.getByLabel('Confirm password').fill('New-password-2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email or username').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('New-password-2');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect.poll(() => page.getByRole('banner').textContent(), { timeout: 15_000 }).toContain('Hi, Reese');
  });

  it('bounces a guarded route to Login and comes back after logging in', async () => {
    const page = await browser.newPage();
    await page.goto('/student/profile?tenant=demo');
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email or username').fill('student@demo.prepwell.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await page.waitForURL(/\/student\/profile/, { timeout: 15_000 });
  });

  it('lets a super admin create a tenant that then serves its own brand by header', async () => {
    const slug = `e2e-${unique()}`.slice(0, 30);
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'super@prepwell.test', password: DEMO_PASSWORD, device_name: 'e2e' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const page = await browser.newPage();
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('id_token', t), token);
    await page.goto('/super-admin/companies');
    await page
      .getByRole('button', { name: /New company|Create company|Add company/ })
      .first()
      .click();
    await page.getByLabel(/Short name/).fill(slug);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbor Prep');
    await page.getByRole('textbox', { name: 'Exam name', exact: true }).fill('SAT');
    await page.getByLabel(/tab name/i).fill('Harbor Prep');
    await page
      .getByRole('button', { name: /^(Save|Create)/ })
      .last()
      .click();
    await expect
      .poll(async () => (await fetch(`${baseUrl()}/api/tenant`, { headers: { 'x-tenant': slug } })).status, {
        timeout: 15_000,
      })
      .toBe(200);
    const brand = (await (await fetch(`${baseUrl()}/api/tenant`, { headers: { 'x-tenant': slug } })).json()) as {
      name: string;
    };
    expect(brand.name).toBe('Harbor Prep');
    const visitor = await browser.newPage();
    await visitor.goto(`/login?tenant=${slug}`);
    await expect.poll(() => visitor.title()).toContain('Harbor Prep');
  });
});

describe('accessibility and keyboard', () => {
  it('shell pages have no serious or critical axe violations', async () => {
    const page = await browser.newPage();
    for (const path of ['/?tenant=demo', '/login', '/register', '/password/forgot', '/terms', '/404']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    }
    await page.goto('/login');
    await page.getByLabel('Email or username').fill('student');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    // After login the app returns to the last page visited (here /terms), so wait for the greeting.
    await expect.poll(() => page.getByRole('banner').textContent(), { timeout: 15_000 }).toContain('Hi, Stella');
    for (const path of ['/student/dashboard', '/student/profile']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    }
  });

  it("the server paints the landing page and Login in the browser's language, then the app takes over (decision 0055)", async () => {
    const brand = (await (await fetch(`${baseUrl()}/api/tenant`, { headers: { 'x-tenant': 'demo' } })).json()) as {
      name: string;
    };
    const titles = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      titles[lang] = localeText(lang, 'pages', 'landing.hero.title', { name: brand.name });
      // The page as it comes from the server, before any script: the landing page, in the cookie's language.
      const painted = await fetch(`${baseUrl()}/?tenant=demo`, { headers: { cookie: `pw_lang=${lang}` } });
      const html = await painted.text();
      expect(html, lang).toContain('<div id="root" inert data-painted="">');
      expect(html, lang).toContain(titles[lang]);
      expect(html, lang).toContain(`<html lang="${HTML_LANG[lang]}">`);
      const login = await (
        await fetch(`${baseUrl()}/login?tenant=demo`, { headers: { cookie: `pw_lang=${lang}` } })
      ).text();
      expect(login, lang).toContain(localeText(lang, 'auth', 'login.submit'));
    }
    // A browser that holds a session gets the page unpainted: the app sends it on to its home.
    const signedIn = await (await fetch(`${baseUrl()}/?tenant=demo`, { headers: { cookie: 'pw_signed_in=1' } })).text();
    expect(signedIn).toContain('<div id="root"></div>');

    // In the browser: the language chosen here comes back painted in it, and the app then renders over the
    // painted page once (one heading, the page live: no longer inert).
    const page = await browser.newPage();
    await page.goto('/?tenant=demo');
    await page.locator('#root:not([inert])').waitFor();
    await page
      .getByRole('button', { name: localeText('en', 'shell', 'language.label', { current: 'English' }) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(titles.tw) }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'pw_lang')?.value).toBe('tw');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG.tw);
    await page.locator('#root:not([inert])').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('heading', { level: 1, name: new RegExp(titles.tw) }).waitFor();
    await expectAccessible(page, 'landing page painted, then the app (繁體中文)');
    await page
      .getByRole('link', { name: localeText('tw', 'pages', 'landing.hero.login') })
      .first()
      .click();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: localeText('tw', 'auth', 'login.submit') }).waitFor();
  });

  it("the server paints a signed-in student's dashboard with her data, in her language; the app takes it over without asking again (decision 0056)", async () => {
    const student = await demoLogin('student@demo.prepwell.test');
    await student.api('PATCH', '/api/lang', { lang: 'cn' });
    onTestFinished(async () => void (await student.api('PATCH', '/api/lang', { lang: 'en' })));
    const page = await browser.newPage();
    await page.goto('/login?tenant=demo');
    await page.getByLabel('Email or username').fill('student@demo.prepwell.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: localeText('en', 'auth', 'login.submit') }).click();
    await page.waitForURL(/\/student\/dashboard/);
    const title = localeText('cn', 'dashboard', 'title.student');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The app wrote the session's same-site copy beside its storage.
    const copy = (await page.context().cookies()).find((c) => c.name === 'pw_session');
    expect(copy?.sameSite).toBe('Strict');

    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
    });
    // The page's header never goes missing on the way: the app's first render over the painted page has it.
    await page.addInitScript(() => {
      const watch = { seen: false, lost: false };
      (window as unknown as { headerWatch: typeof watch }).headerWatch = watch;
      new MutationObserver(() => {
        if (document.querySelector('#root header')) watch.seen = true;
        else if (watch.seen) watch.lost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const answer = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await page.reload();
    const html = await (await answer).text();
    expect(html).toContain('<div id="root" inert data-painted="">');
    expect(html).toContain('id="pw-painted-state"');
    expect(html).toContain(title);
    expect(html).toContain('<html lang="zh-Hans">');
    await page.locator('#root:not([inert])').waitFor();
    expect(await page.evaluate(() => (window as unknown as { headerWatch: unknown }).headerWatch)).toEqual({
      seen: true,
      lost: false,
    });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Its data came with the page: the app asked for none of it again.
    for (const read of ['/api/me', '/api/dashboard', '/api/tenant']) expect(asked, read).not.toContain(read);
    await expectAccessible(page, "student's dashboard painted, then the app (简体中文)");

    // Signing out takes the copy away with the token.
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(localeText('cn', 'shell', 'userMenu.open', { name: '' })) })
      .click();
    await page.getByRole('menuitem', { name: localeText('cn', 'shell', 'userMenu.logout') }).click();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'pw_session')).toBe(false);
  });

  it('logs in with the keyboard alone', async () => {
    const page = await browser.newPage();
    await page.goto('/login?tenant=demo');
    // The server paints Login before the app runs (decision 0055); its fields take keys once the app does.
    const identifier = page.getByLabel('Email or username');
    await expect.poll(() => identifier.isEditable()).toBe(true);
    await identifier.focus();
    await page.keyboard.type('teacher');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/educator\/dashboard/, { timeout: 15_000 });
    expect(await page.getByRole('banner').textContent()).toContain('EDUCATORS');
  });
});
