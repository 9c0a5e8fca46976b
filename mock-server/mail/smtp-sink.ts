/**
 * An in-process SMTP server that parses what it receives (smtp-server + mailparser): the inbox of unit tests that
 * check what really went over SMTP. End-to-end tests read MailDev instead (e2e/support/mail.ts).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename?: string; contentType: string; size: number; content: Buffer }>;
}

export interface SmtpSink {
  port: number;
  messages: SinkMessage[];
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  next(match?: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
}

const addresses = (value: ParsedMail['to']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.map((a) => a.address ?? ''),
  );

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({
            to: addresses(mail.to),
            from: mail.from?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.size,
              content: a.content,
            })),
          });
          waiting.forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    next(match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No matching message within ${timeoutMs} ms (received ${messages.length}).`));
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
