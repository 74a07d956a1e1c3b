import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { withTenant } from '../src/db/with-tenant.ts';
import type { MailPriority, Mailer, OutgoingMail } from '../src/lib/mailer.ts';
import { queueMail, unsafeSendPendingMail } from '../src/modules/mail/mail.service.ts';
import { createTestTenant, testConfig, type TestApp } from './helpers.ts';

/**
 * Issue 12: the outbox is served most urgent first. A password reset queued behind a class's notices to
 * hundreds of students goes out before them. A database of its own (embedded), so that no other test's
 * mail and no other sender take part.
 */
describe('the mail outbox order', () => {
  let app: TestApp;
  beforeAll(async () => {
    const config = { ...testConfig(), databaseUrl: undefined };
    const database = await openDatabase({ url: undefined, dataDir: 'memory://', poolSize: 1 });
    app = (await buildApp(config, { database, logger: false })) as TestApp;
    app.addHook('onClose', () => database.close());
  });
  afterAll(() => app.close());

  it('sends account mail first, then notices, then bulk mail, each oldest first', async () => {
    const tenant = await createTestTenant(app);
    const mail = (to: string): OutgoingMail => ({ to, subject: to, text: to, html: `<p>${to}</p>` });
    const queued: [string, MailPriority][] = [
      ...Array.from({ length: 30 }, (_, i): [string, MailPriority] => [`bulk-${i}@example.test`, 'bulk']),
      ['notice@example.test', 'notice'],
      ['reset@example.test', 'account'],
      ['bulk-late@example.test', 'bulk'],
    ];
    for (const [to, priority] of queued)
      await withTenant(app.deps.db, tenant.id, (tx) => queueMail(tx, mail(to), priority));

    const sent: string[] = [];
    const recorder: Mailer = {
      enabled: true,
      send: async (m) => {
        sent.push(m.to);
      },
      close: () => undefined,
    };
    // One message per pass, as a sender under load would take them.
    expect(await unsafeSendPendingMail({ db: app.deps.db, mailer: recorder }, 1)).toBe(1);
    expect(await unsafeSendPendingMail({ db: app.deps.db, mailer: recorder }, 1)).toBe(1);
    expect(sent).toEqual(['reset@example.test', 'notice@example.test']);
    while ((await unsafeSendPendingMail({ db: app.deps.db, mailer: recorder }, 10)) > 0);
    expect(sent.slice(2)).toEqual([
      ...Array.from({ length: 30 }, (_, i) => `bulk-${i}@example.test`),
      'bulk-late@example.test',
    ]);
  });
});
