import type { MockServerOptions } from '../app';
import { createMailer } from '../mail/mailer';
import { startSmtpSink, type SmtpSink } from '../mail/smtp-sink';
import { startMock, type RunningMock } from './mock-client';

/** A mock server whose mail leaves over real SMTP to an in-process sink, for the tests of routes that send mail. */
export interface MailingMock {
  running: RunningMock;
  sink: SmtpSink;
  /** The seeded data again, and an empty inbox. */
  reset(): void;
  stop(): Promise<void>;
}

export async function startMailingMock(options: MockServerOptions = {}): Promise<MailingMock> {
  const sink = await startSmtpSink();
  const running = await startMock({
    ...options,
    mailer: createMailer(
      { smtp: { host: '127.0.0.1', port: sink.port }, from: 'Gridwork <no-reply@gridwork.test>' },
      () => {},
    ),
  });
  return {
    running,
    sink,
    reset: () => {
      running.mock.reset();
      sink.messages.length = 0;
    },
    stop: async () => {
      await running.stop();
      await sink.close();
    },
  };
}
