import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends over SMTP_URL; without it, `enabled` is false and mail stays in the outbox (the dev mailbox). */
export interface Mailer {
  enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const createMailer = (smtpUrl: string | undefined, from: string): Mailer => {
  if (!smtpUrl) return { enabled: false, send: async () => undefined, close: () => undefined };
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
};
