import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with its text and HTML parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** For SMTP_URL. Plain SMTP on loopback: the server offers no STARTTLS and needs no login. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) => {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const splitHead = (block: string) => {
  const at = block.search(/\r?\n\r?\n/);
  if (at < 0) return { head: block, body: '' };
  return { head: block.slice(0, at), body: block.slice(at).replace(/^\r?\n\r?\n/, '') };
};

/** Header value (unfolded); `=?utf-8?B?…?=` / `?Q?` encoded words decoded. */
const header = (head: string, name: string) => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line ? line.slice(name.length + 1).trim() : '';
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
};

const decodeBody = (head: string, body: string) => {
  const encoding = header(head, 'content-transfer-encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** Just enough MIME for our own mails: a single part, or multipart/alternative with text and HTML. */
export const parseMail = (raw: string): Omit<ReceivedMail, 'from' | 'to'> => {
  const { head, body } = splitHead(raw);
  const out = { subject: header(head, 'subject'), text: '', html: '', raw };
  const walk = (partHead: string, partBody: string) => {
    const type = header(partHead, 'content-type');
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const p = splitHead(part.replace(/^\r?\n/, ''));
        walk(p.head, p.body);
      }
      return;
    }
    const decoded = decodeBody(partHead, partBody);
    if (/text\/html/i.test(type)) out.html ||= decoded;
    else out.text ||= decoded;
  };
  walk(head, body);
  return out;
};

/** An SMTP server on 127.0.0.1 and a random port that keeps every message it receives. */
export const startSmtpServer = async (): Promise<TestSmtpServer> => {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMail(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = (match: (mail: ReceivedMail) => boolean, timeoutMs = 30_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
      }, timeoutMs);
      const wake = () => void check();
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The first link in a mail's text that starts with the given path (query included). */
export const linkIn = (mail: Pick<ReceivedMail, 'text'>, path: string): URL => {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(path));
  if (!match) throw new Error(`no ${path} link in: ${mail.text.slice(0, 500)}`);
  return match;
};
