import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { iso } from '../../lib/clock.ts';
import type { StoredMailAttachment } from '../../db/schema/index.ts';
import { MAIL_PRIORITY, type MailAttachment, type MailPriority, type OutgoingMail } from '../../lib/mailer.ts';
import { startPoller } from '../../lib/poller.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { mailboxScope } from './dev-mailbox.policy.ts';
import { insertMail, selectMailbox, unsafeMarkMail, unsafeSelectPendingMail } from './mail.repository.ts';

/**
 * A file to send with a queued message: its bytes (kept in the outbox row, base64 — a generated PDF), or
 * a file already stored under DATA_DIR/uploads by its relative path (`StoredFile.relativePath`), read when
 * the message is sent.
 */
export type QueuedAttachment = MailAttachment | { filename: string; contentType: string; storagePath: string };

/** A message to queue: an outgoing mail whose attachments may point at stored files. */
export type QueuedMail = Omit<OutgoingMail, 'attachments'> & { attachments?: QueuedAttachment[] | undefined };

const storeAttachment = (a: QueuedAttachment): StoredMailAttachment =>
  'content' in a
    ? { filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') }
    : { filename: a.filename, contentType: a.contentType, storagePath: a.storagePath };

/**
 * An outbox attachment's bytes. A stored file that is gone throws: the message is then retried like any
 * failed send (and given up after the outbox's attempts), never sent without its attachment.
 */
const loadAttachment = async (a: StoredMailAttachment, storage: FileStorage | undefined): Promise<MailAttachment> => {
  if ('contentBase64' in a)
    return { filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') };
  const file = storage ? await storage.readByUrl(storage.url(a.storagePath)) : null;
  if (!file) throw new Error(`attachment ${a.filename} is missing (${a.storagePath})`);
  return { filename: a.filename, contentType: a.contentType, content: file.data };
};

/** Queues a message in the same transaction as the change that caused it; the sender delivers it, most urgent first. */
export const queueMail = async (tx: TenantTx, mail: QueuedMail, priority: MailPriority = 'notice') => {
  const { attachments, ...rest } = mail;
  await insertMail(tx, rest, MAIL_PRIORITY[priority], (attachments ?? []).map(storeAttachment));
};

/**
 * `GET /dev/mailbox`: the outbox as far as the caller may read it (`mailboxScope`): the whole of it for
 * the machine running the server, the caller's own mail for a signed-in remote caller, else nothing.
 */
export const findMailbox = async (
  deps: Pick<Deps, 'db'>,
  options: { tenant: { id: string }; caller: { ip: string; email: string | undefined }; to: string | undefined },
) => {
  const scope = mailboxScope(options.caller, options.to);
  if (scope === null) return [];
  return withTenant(deps.db, options.tenant.id, async (tx) => (await selectMailbox(tx, scope)).map(presentMail));
};

const presentMail = (m: Awaited<ReturnType<typeof selectMailbox>>[number]) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  created_at: iso(m.createdAt)!,
  sent_at: iso(m.sentAt),
  attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
});

/**
 * Sends queued mail over SMTP. Crosses tenants on purpose: one sender serves the whole outbox, and
 * rows are locked with SKIP LOCKED so several API processes can run it at once.
 */
export const unsafeSendPendingMail = async (
  deps: Pick<Deps, 'db' | 'mailer'> & Partial<Pick<Deps, 'storage'>>,
  limit = 20,
): Promise<number> => {
  if (!deps.mailer.enabled) return 0;
  return unsafeAcrossTenants(deps.db, async (tx) => {
    const pending = await unsafeSelectPendingMail(tx, limit);
    for (const mail of pending) {
      try {
        await deps.mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo ?? undefined,
          attachments: mail.attachments.length
            ? await Promise.all(mail.attachments.map((a) => loadAttachment(a, deps.storage)))
            : undefined,
        });
        await unsafeMarkMail(tx, mail.id, { sent: true });
      } catch (error) {
        await unsafeMarkMail(tx, mail.id, { error: String(error), attempts: mail.attempts + 1 });
      }
    }
    return pending.length;
  });
};

/** A durable background sender: polls the outbox, and can be nudged right after a message is queued. */
export const startMailSender = (
  deps: Pick<Deps, 'db' | 'mailer' | 'storage'>,
  log: { error: (o: object, m: string) => void },
) => {
  const poller = startPoller(
    async (stopped) => {
      while (!stopped() && (await unsafeSendPendingMail(deps)) > 0);
    },
    { intervalMs: deps.mailer.enabled ? 2000 : undefined, log, failure: 'mail sender failed' },
  );
  return { nudge: poller.tick, stop: poller.stop };
};
export type MailSender = ReturnType<typeof startMailSender>;
