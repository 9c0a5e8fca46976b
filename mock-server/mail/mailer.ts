/**
 * The mock backend's one way to send e-mail (docs/mail.md): real SMTP through nodemailer, to whatever server the
 * configuration names (MailDev in `npm start` and the e2e run). Every area (sharing codes, report delivery,
 * invitations) sends through `Mailer.send`; none talks to nodemailer itself.
 *
 * Without an SMTP server (unit tests, `npm run mock` alone, the contract verification) the null mailer sends
 * nothing and says so: `send` answers `{ delivered: false, reason }` and the first refusal is logged once. Nothing
 * is queued or retried: a message either left over SMTP when `send` resolved, or it did not.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  /** The plain-text body; every message has one. */
  text: string;
  /** An HTML body: build it with `html` from mail-html.ts, which escapes every value. */
  html?: string;
  attachments?: MailAttachment[];
}

export type MailResult = { delivered: true; messageId: string } | { delivered: false; reason: string };

export interface Mailer {
  /** True when messages really leave (an SMTP server is configured). */
  readonly sends: boolean;
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/;

export const NO_SMTP = 'No SMTP server is configured (set GRIDWORK_SMTP_HOST): the message was not sent.';

/** The null mailer: sends nothing, says so, keeps nothing. */
export function nullMailer(log: (line: string) => void = console.warn): Mailer {
  let told = false;
  return {
    sends: false,
    send: async (message) => {
      if (!told) log(`[mail] ${NO_SMTP} (first one: "${message.subject}")`);
      told = true;
      return { delivered: false, reason: NO_SMTP };
    },
    close: () => {},
  };
}

/** A mailer for the configuration: SMTP when a server is named, else the null mailer. */
export function createMailer(config: MailConfig, log: (line: string) => void = console.warn): Mailer {
  if (!config.smtp) return nullMailer(log);
  const { host, port } = config.smtp;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    // A local catcher (MailDev) speaks plain SMTP; anywhere else STARTTLS is used when the server offers it.
    ignoreTLS: LOOPBACK.test(host),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    sends: true,
    send: async (message) => {
      try {
        const info = await transport.sendMail({ from: config.from, ...message });
        return { delivered: true, messageId: String(info.messageId) };
      } catch (error) {
        log(
          `[mail] could not send "${message.subject}" over ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return { delivered: false, reason: `The mail server at ${host}:${port} did not take the message.` };
      }
    },
    close: () => transport.close(),
  };
}
