import type { Deps } from '../../deps.ts';
import { unsafeAcrossTenants, withTenant, type TenantTx } from '../../db/with-tenant.ts';
import { iso } from '../../lib/clock.ts';
import { MAIL_PRIORITY, type MailPriority, type OutgoingMail } from '../../lib/mailer.ts';
import { mailboxScope } from './dev-mailbox.policy.ts';
import { insertMail, selectMailbox, unsafeMarkMail, unsafeSelectPendingMail } from './mail.repository.ts';

/** Queues a message in the same transaction as the change that caused it; the sender delivers it, most urgent first. */
export const queueMail = async (tx: TenantTx, mail: OutgoingMail, priority: MailPriority = 'notice') => {
  await insertMail(tx, mail, MAIL_PRIORITY[priority]);
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
});

/**
 * Sends queued mail over SMTP. Crosses tenants on purpose: one sender serves the whole outbox, and
 * rows are locked with SKIP LOCKED so several API processes can run it at once.
 */
export const unsafeSendPendingMail = async (deps: Pick<Deps, 'db' | 'mailer'>, limit = 20): Promise<number> => {
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
export const startMailSender = (deps: Pick<Deps, 'db' | 'mailer'>, log: { error: (o: object, m: string) => void }) => {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      while (!stopped && (await unsafeSendPendingMail(deps)) > 0);
    } catch (err) {
      log.error({ err }, 'mail sender failed');
    } finally {
      running = false;
    }
  };
  const timer = deps.mailer.enabled ? setInterval(() => void tick(), 2000) : undefined;
  timer?.unref();
  return {
    nudge: () => void tick(),
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
};
export type MailSender = ReturnType<typeof startMailSender>;
