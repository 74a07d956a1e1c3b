import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Email, HexColor, IsoDate, LANGS, Password, Phone, PageQuery, pickLang, Slug, Username } from './common.ts';
import { LoginRequest, RegisterRequest } from './auth.ts';
import { ERROR_CODES, ERROR_STATUS, ErrorBody } from './errors.ts';
import { SERVER_MESSAGES, serverMessage } from './messages.ts';

describe('pickLang', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9', 'cn'],
    ['zh-Hans-CN', 'cn'],
    ['zh', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['fr-FR, zh-TW;q=0.8', 'tw'],
    ['de, fr', 'en'],
    ['cn', 'cn'],
    ['TW', 'tw'],
  ] as const)('%s → %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });

  it('always answers one of our languages, whatever the header', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 200 })), (header) => {
        expect(LANGS).toContain(pickLang(header));
      }),
    );
  });

  it('the first recognised tag wins', () => {
    const tag = fc.constantFrom(
      ['en-GB', 'en'],
      ['zh-CN', 'cn'],
      ['zh-TW', 'tw'],
      ['zh-Hant', 'tw'],
      ['zh-Hans', 'cn'],
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('fr', 'de', 'ja', 'ko-KR', 'es-419'), { maxLength: 3 }),
        tag,
        tag,
        (unknown, [first, lang], [second]) => {
          expect(pickLang([...unknown, first, `${second};q=0.5`].join(', '))).toBe(lang);
        },
      ),
    );
  });
});

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) => fc.array(digit, { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('Phone: at least 7 digits', () => {
  it.each(['5550001', '555-000-1111', '+1 555 000 1111', '  5550001111  '])('accepts %s', (v) =>
    expect(Phone.safeParse(v).success).toBe(true),
  );
  it.each([
    '',
    '555000',
    '55-50-00',
    '+',
    'phone',
    '555O001',
    '5550001x',
    '+-5550001',
    '555000111122223333444455556666777',
  ])('refuses %j', (v) => expect(Phone.safeParse(v).success).toBe(false));

  it('any 7 to 15 digits, with an optional + and spaces or dashes between, is a phone', () => {
    fc.assert(
      fc.property(
        digits(7, 15),
        fc.boolean(),
        fc.array(fc.constantFrom(' ', '-'), { maxLength: 15 }),
        (d, plus, seps) => {
          const spaced = d
            .split('')
            .map((c, i) => (i > 0 && seps[i] ? seps[i] + c : c))
            .join('');
          expect(Phone.safeParse(`${plus ? '+' : ''}${spaced}`).success).toBe(true);
        },
      ),
    );
  });

  it('fewer than 7 digits never is, and every accepted value has at least 7 digits and no letters', () => {
    fc.assert(
      fc.property(digits(0, 6), (d) => {
        expect(Phone.safeParse(d).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const r = Phone.safeParse(s);
        if (r.success) {
          expect(r.data.replace(/\D/g, '').length).toBeGreaterThanOrEqual(7);
          expect(r.data).toMatch(/^\+?[0-9][0-9 -]*$/);
        }
      }),
    );
  });
});

describe('field schemas', () => {
  it('Email trims and lowercases, and is idempotent', () => {
    expect(Email.parse('  Someone@Example.TEST ')).toBe('someone@example.test');
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        const r = Email.safeParse(e.toUpperCase());
        if (r.success) {
          expect(r.data).toBe(r.data.toLowerCase());
          expect(Email.parse(r.data)).toBe(r.data);
        }
      }),
    );
    for (const bad of ['', 'no-at-sign', 'a@', '@b.c', `${'x'.repeat(250)}@e.io`])
      expect(Email.safeParse(bad).success).toBe(false);
  });

  it('Username: 3–32 of letters, digits, _ . -', () => {
    expect(Username.safeParse('jo_doe.1-x').success).toBe(true);
    for (const bad of ['ab', 'x'.repeat(33), 'has space', 'ünï', 'a/b'])
      expect(Username.safeParse(bad).success).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const ok = Username.safeParse(s).success;
        const t = s.trim();
        expect(ok).toBe(t.length >= 3 && t.length <= 32 && /^[A-Za-z0-9_.-]+$/.test(t));
      }),
    );
  });

  it('Password: 8 to 256 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 300 }), (s) => {
        expect(Password.safeParse(s).success).toBe(s.length >= 8 && s.length <= 256);
      }),
    );
  });

  it('Slug, HexColor, IsoDate', () => {
    expect(Slug.parse(' My-School ')).toBe('my-school');
    for (const bad of ['-a', 'a-', 'a', 'a_b', 'x'.repeat(41)]) expect(Slug.safeParse(bad).success).toBe(false);
    expect(HexColor.safeParse('#1c6fd1').success).toBe(true);
    for (const bad of ['1c6fd1', '#1c6fd', '#1c6fdz']) expect(HexColor.safeParse(bad).success).toBe(false);
    expect(IsoDate.safeParse('2026-01-31').success).toBe(true);
    expect(IsoDate.safeParse('2026-1-31').success).toBe(false);
  });

  it('PageQuery coerces the page and bounds it', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1 });
    expect(PageQuery.parse({ page: '3', q: ' x ' })).toEqual({ page: 3, q: 'x' });
    for (const bad of ['0', '-1', 'abc', '1.5', '100001'])
      expect(PageQuery.safeParse({ page: bad }).success).toBe(false);
  });
});

describe('request schemas', () => {
  const base = {
    first_name: 'A',
    last_name: 'B',
    username: 'ab_user',
    email: 'a@example.test',
    password: 'long-enough-1',
    password_confirmation: 'long-enough-1',
  };

  it('register: each type needs its own fields', () => {
    expect(RegisterRequest.safeParse({ ...base, register_type: 'student' }).success).toBe(true);
    expect(RegisterRequest.safeParse({ ...base, username: undefined, register_type: 'student' }).success).toBe(false);
    const paths = (v: unknown) =>
      (RegisterRequest.safeParse(v).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
    expect(paths({ ...base, register_type: 'teacher' })).toContain('instructor_code:required');
    expect(paths({ ...base, register_type: 'organization' })).toContain('organization_name:required');
    expect(paths({ ...base, register_type: 'parent' })).toContain('student_emails:choose_at_least_one');
    expect(paths({ ...base, register_type: 'student', password_confirmation: 'different-1' })).toContain(
      'password_confirmation:password_mismatch',
    );
  });

  it('register: student e-mails must be distinct, case-insensitively', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        if (!Email.safeParse(e).success) return;
        const r = RegisterRequest.safeParse({ ...base, register_type: 'parent', student_emails: [e, e.toUpperCase()] });
        expect(r.success).toBe(false);
        expect(r.error!.issues.some((i) => i.message === 'emails_not_distinct')).toBe(true);
      }),
    );
  });

  it('login needs an e-mail or a username', () => {
    expect(LoginRequest.safeParse({ password: 'x' }).success).toBe(false);
    expect(LoginRequest.safeParse({ username: 'jo', password: 'x' }).success).toBe(true);
    expect(LoginRequest.parse({ email: 'a@b.c', password: 'x' }).device_name).toBe('web');
  });
});

describe('errors and messages', () => {
  it('every error code has a 4xx/5xx status and a message in en, cn and tw', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      for (const lang of LANGS) {
        const text = serverMessage(lang, `errors.${code}`);
        expect(text, `${lang} errors.${code}`).not.toBe(`errors.${code}`);
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('the three message catalogues have the same keys', () => {
    const keys = (o: unknown, p = ''): string[] =>
      typeof o === 'string'
        ? [p]
        : Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, p ? `${p}.${k}` : k));
    const en = keys(SERVER_MESSAGES.en).sort();
    expect(keys(SERVER_MESSAGES.cn).sort()).toEqual(en);
    expect(keys(SERVER_MESSAGES.tw).sort()).toEqual(en);
  });

  it('fills placeholders, and ErrorBody parses what the server sends', () => {
    expect(serverMessage('en', 'errors.too_many_requests', { seconds: 42 })).toContain('42');
    expect(ErrorBody.safeParse({ code: 'not_found', status: 404, message: 'x' }).success).toBe(true);
    expect(ErrorBody.safeParse({ code: 'made_up', status: 404, message: 'x' }).success).toBe(false);
  });
});
