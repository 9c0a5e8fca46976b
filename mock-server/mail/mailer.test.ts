import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FROM, mailConfigFromEnv } from './mail-config';
import { html } from './mail-html';
import { NO_SMTP, createMailer, nullMailer } from './mailer';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

describe('the mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends over real SMTP: sender, recipient, subject, text, escaped HTML and attachments arrive', async () => {
    const mailer = createMailer(
      { smtp: { host: '127.0.0.1', port: sink.port }, from: 'Gridwork <mail@gridwork.test>' },
      () => {},
    );
    const result = await mailer.send({
      to: 'guest@outside.test',
      subject: 'Your code',
      text: 'Code: ABC234',
      html: html`<p>${'<b>Form</b>'}</p>`.text,
      attachments: [{ filename: 'report.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' }],
    });
    expect(result).toMatchObject({ delivered: true });
    const message = await sink.next((m) => m.subject === 'Your code');
    expect(message).toMatchObject({
      to: ['guest@outside.test'],
      from: 'mail@gridwork.test',
      text: 'Code: ABC234',
    });
    expect(message.html).toContain('&lt;b&gt;Form&lt;/b&gt;');
    expect(message.attachments).toEqual([
      { filename: 'report.csv', contentType: 'text/csv', size: 8, content: Buffer.from('a,b\n1,2\n') },
    ]);
    mailer.close();
  });

  it('without an SMTP server sends nothing and says so, once in the log and in every answer', async () => {
    const lines: string[] = [];
    const mailer = nullMailer((line) => lines.push(line));
    expect(mailer.sends).toBe(false);
    expect(await mailer.send({ to: 'a@b.io', subject: 'One', text: 'x' })).toEqual({
      delivered: false,
      reason: NO_SMTP,
    });
    expect(await mailer.send({ to: 'a@b.io', subject: 'Two', text: 'x' })).toEqual({
      delivered: false,
      reason: NO_SMTP,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"One"');
  });

  it('answers not delivered, and never throws, when the SMTP server is not there', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ smtp: { host: '127.0.0.1', port: 1 }, from: DEFAULT_FROM }, (line) =>
      lines.push(line),
    );
    expect(await mailer.send({ to: 'a@b.io', subject: 'Lost', text: 'x' })).toEqual({
      delivered: false,
      reason: 'The mail server at 127.0.0.1:1 did not take the message.',
    });
    expect(lines[0]).toContain('could not send "Lost"');
  });

  it('reads its configuration from the environment', () => {
    expect(mailConfigFromEnv({})).toEqual({ smtp: null, from: DEFAULT_FROM });
    expect(mailConfigFromEnv({ GRIDWORK_SMTP_HOST: '127.0.0.1' })).toEqual({
      smtp: { host: '127.0.0.1', port: 1025 },
      from: DEFAULT_FROM,
    });
    expect(
      mailConfigFromEnv({
        GRIDWORK_SMTP_HOST: 'mail',
        GRIDWORK_SMTP_PORT: '2525',
        GRIDWORK_MAIL_FROM: 'x@y.io',
      }),
    ).toEqual({ smtp: { host: 'mail', port: 2525 }, from: 'x@y.io' });
    expect(() => mailConfigFromEnv({ GRIDWORK_SMTP_HOST: 'mail', GRIDWORK_SMTP_PORT: 'abc' })).toThrow(
      'GRIDWORK_SMTP_PORT',
    );
  });
});
