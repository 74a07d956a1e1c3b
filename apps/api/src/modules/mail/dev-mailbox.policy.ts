import type { Deps } from '../../deps.ts';
import { isLoopback } from '../../lib/net.ts';

/** Without SMTP (and never in production) mail stays in the outbox and the demo shows it as a mailbox. */
export const devMailboxEnabled = (deps: Pick<Deps, 'config' | 'mailer'>) =>
  !deps.mailer.enabled && deps.config.env !== 'production';

/**
 * Who reads the dev mailbox (issue 11): the machine running the server sees the whole outbox, so a
 * newcomer on `npm start` can follow every link; any other caller sees only mail addressed to their own
 * signed-in account; an anonymous remote caller sees nothing. `null` means "nothing", a string "only this
 * address", `undefined` "every address (or the one asked for)".
 */
export const mailboxScope = (
  caller: { ip: string; email: string | null | undefined },
  asked: string | undefined,
): string | null | undefined => {
  if (isLoopback(caller.ip)) return asked;
  if (!caller.email) return null;
  if (asked && asked.toLowerCase() !== caller.email.toLowerCase()) return null;
  return caller.email;
};
