import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.ts';
import { renderContactMail } from '../src/modules/contact/contact.mail.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

/** Issue 17: a contact message's mail to the centre answers the sender (Reply-To), over real SMTP. */
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp?.close());

const headerOf = (raw: string, name: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

describe('Reply-To', () => {
  it('the contact mail names the sender as Reply-To', () => {
    const mail = renderContactMail({
      lang: 'cn',
      to: 'owner@centre.test',
      brand: { name: 'Centre', themeColor: '#224488' },
      sender: { name: '王小明', email: 'parent@example.test' },
      message: '你好',
    });
    expect(mail.to).toBe('owner@centre.test');
    expect(mail.replyTo).toBe('parent@example.test');
  });

  it('the mailer sends it as the Reply-To header, and none when a mail has none', async () => {
    const mailer = createMailer(smtp.url, 'Prepwell <no-reply@prepwell.test>');
    try {
      await mailer.send({
        to: 'owner@centre.test',
        replyTo: 'parent@example.test',
        subject: 'with reply-to',
        text: 'a',
        html: '<p>a</p>',
      });
      await mailer.send({ to: 'owner@centre.test', subject: 'without reply-to', text: 'b', html: '<p>b</p>' });
      const withIt = await smtp.waitFor((m) => m.subject === 'with reply-to');
      const without = await smtp.waitFor((m) => m.subject === 'without reply-to');
      expect(headerOf(withIt.raw, 'Reply-To')).toBe('parent@example.test');
      expect(headerOf(withIt.raw, 'From')).toContain('no-reply@prepwell.test');
      expect(headerOf(without.raw, 'Reply-To')).toBeUndefined();
    } finally {
      mailer.close();
    }
  });
});
