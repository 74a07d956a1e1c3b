import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import { createMailer, type Mailer, type OutgoingMail } from '../src/lib/mailer.ts';
import { queueMail, unsafeSendPendingMail } from '../src/modules/mail/mail.service.ts';
import { createTestTenant, testConfig, type TestApp } from './helpers.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

/**
 * Issue 20 (decision 0044): outbox mail carries attachments — bytes kept in the row or a stored upload read
 * when the message is sent — and a missing file makes the send fail and retry, never go out without it.
 * A database of its own (embedded), so that no other test's mail and no other sender take part.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  const config = { ...testConfig(), databaseUrl: undefined };
  const database = await openDatabase({ url: undefined, dataDir: 'memory://', poolSize: 1 });
  app = (await buildApp(config, { database, logger: false })) as TestApp;
  app.addHook('onClose', () => database.close());
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const recorder = () => {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = { enabled: true, send: async (m) => void sent.push(m), close: () => undefined };
  return { sent, mailer };
};

describe('mail attachments', () => {
  it('the mailer sends attachments over SMTP as MIME parts with their names and bytes', async () => {
    const mailer = createMailer(smtp.url, 'Prepwell <no-reply@prepwell.test>');
    try {
      await mailer.send({
        to: 'parent@example.test',
        subject: 'with a bill',
        text: 'see the bill',
        html: '<p>see the bill</p>',
        attachments: [{ filename: 'bill-2026-11.pdf', contentType: 'application/pdf', content: PDF }],
      });
      const got = await smtp.waitFor((m) => m.subject === 'with a bill');
      const raw = got.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/Content-Type: application\/pdf; name="?bill-2026-11\.pdf"?/);
      expect(raw).toMatch(/Content-Disposition: attachment; filename="?bill-2026-11\.pdf"?/);
      // The part's headers end with Content-Disposition; its base64 body runs to the next boundary.
      const part = raw.split(/Content-Disposition: attachment[^\n]*\n/)[1]!;
      const body = part.split('--')[0]!.replace(/\s+/g, '');
      expect(Buffer.from(body, 'base64').equals(PDF)).toBe(true);
    } finally {
      mailer.close();
    }
  });

  it('the outbox keeps inline bytes and stored files, and the sender attaches both', async () => {
    const tenant = await createTestTenant(app);
    const stored = await app.deps.storage.save({
      tenantId: tenant.id,
      id: crypto.randomUUID(),
      data: PDF,
      allowed: ['application/pdf'],
      maxBytes: 1024 * 1024,
    });
    await withTenant(app.deps.db, tenant.id, (tx) =>
      queueMail(tx, {
        to: 'both@example.test',
        subject: 'two files',
        text: 't',
        html: '<p>t</p>',
        attachments: [
          { filename: 'inline.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-inline') },
          { filename: 'stored.pdf', contentType: 'application/pdf', storagePath: stored.relativePath },
        ],
      }),
    );
    const { sent, mailer } = recorder();
    while ((await unsafeSendPendingMail({ db: app.deps.db, mailer, storage: app.deps.storage }, 10)) > 0);
    const mail = sent.find((m) => m.to === 'both@example.test')!;
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['inline.pdf', 'stored.pdf']);
    expect(mail.attachments![0]!.content.toString()).toBe('%PDF-inline');
    expect(mail.attachments![1]!.content.equals(PDF)).toBe(true);

    // The dev mailbox lists a message's attachments by name.
    const res = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=both@example.test',
      headers: { 'x-tenant': tenant.slug },
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].attachments).toEqual([
      { filename: 'inline.pdf', content_type: 'application/pdf' },
      { filename: 'stored.pdf', content_type: 'application/pdf' },
    ]);
  });

  it('a message whose stored file is gone is not sent, and is retried later like any failed send', async () => {
    const tenant = await createTestTenant(app);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      queueMail(tx, {
        to: 'missing@example.test',
        subject: 'missing file',
        text: 't',
        html: '<p>t</p>',
        attachments: [{ filename: 'gone.pdf', contentType: 'application/pdf', storagePath: `${tenant.id}/gone.pdf` }],
      }),
    );
    const { sent, mailer } = recorder();
    await unsafeSendPendingMail({ db: app.deps.db, mailer, storage: app.deps.storage }, 10);
    expect(sent.find((m) => m.to === 'missing@example.test')).toBeUndefined();
    const [row] = await withTenant(app.deps.db, tenant.id, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.to, 'missing@example.test')),
    );
    expect(row!.sentAt).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toContain('gone.pdf');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('mail without attachments is sent without any', async () => {
    const tenant = await createTestTenant(app);
    await withTenant(app.deps.db, tenant.id, (tx) =>
      queueMail(tx, { to: 'plain@example.test', subject: 'plain', text: 't', html: '<p>t</p>' }),
    );
    const { sent, mailer } = recorder();
    while ((await unsafeSendPendingMail({ db: app.deps.db, mailer }, 10)) > 0);
    expect(sent.find((m) => m.to === 'plain@example.test')!.attachments).toBeUndefined();
  });
});
