import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes instead of the sender (a contact message: the person who wrote it). */
  replyTo?: string | undefined;
  /** Files sent with the message (a bill's or a report's PDF). */
  attachments?: MailAttachment[] | undefined;
}

/** A file sent with a message, its bytes in hand. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The order the sender serves the outbox in (lower first, then the oldest due): mail a person is waiting
 * for to use their account (verify, reset, an invitation) before notices, notices before mail sent to many.
 */
export const MAIL_PRIORITY = { account: 0, notice: 1, bulk: 2 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITY;

/** Sends over SMTP_URL; without it, `enabled` is false and mail stays in the outbox (the dev mailbox). */
export interface Mailer {
  enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const createMailer = (smtpUrl: string | undefined, from: string): Mailer => {
  if (!smtpUrl) return { enabled: false, send: async () => undefined, close: () => undefined };
  // nodemailer is loaded with the first message, not at start-up (issue 12, idle memory).
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    enabled: true,
    send: async (mail) => {
      const { replyTo, attachments, ...rest } = mail;
      const opened = await transportOf();
      await opened.sendMail({
        from,
        ...rest,
        ...(replyTo ? { replyTo } : {}),
        ...(attachments?.length ? { attachments } : {}),
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
};
