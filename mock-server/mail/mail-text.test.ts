import { describe, expect, it } from 'vitest';
import { invitationMail } from '../routes/account/account-mails';
import { reportMail } from '../routes/reports/report-mail';
import { codeMail } from '../routes/sharing/code-mail';
import type { MailMessage } from './mailer';
import { MAX_MAIL_NAME_CHARS, mailName, quotedMailName } from './mail-text';

/** What a name typed by someone else tries to slip into a mail of ours (issue 31, finding 10). */
const HOSTILE = 'Site Inspection\r\n\r\nYour session ended. Sign in again https://evil.test/login\u202e';
/** Roughly what mail programs turn into links: a scheme, www., a host name, an address. */
const LINKABLE = /[a-z]+:\/\/|www\.|[\p{L}\p{N}-]+\.[\p{L}]{2,}|@[\p{L}\p{N}-]+\./iu;

/** The parts of a mail a name can reach; our own link (the invitation's) is the only line allowed to be a link. */
const partsOf = (mail: MailMessage, ownLink?: string) => ({
  subject: mail.subject,
  text: mail.text
    .split('\n')
    .filter((line) => line !== ownLink)
    .join('\n'),
  html: (mail.html ?? '').replace(ownLink ?? '\0', ''),
});

describe('names in e-mails', () => {
  it('are one line, capped, without control or format characters, and link nothing', () => {
    expect(mailName('Acme\n\tCo\u200b  Ltd')).toBe('Acme Co Ltd');
    expect(mailName(HOSTILE)).toBe(
      'Site Inspection Your session ended. Sign in again https[:]//evil[.]test/login',
    );
    expect(mailName('mail me at a@evil.example or www.evil.example or evil\uff0eexample')).toBe(
      'mail me at a@evil[.]example or www[.]evil[.]example or evil[.]example',
    );
    expect(mailName('Budget v1.2, Inc. (2026)')).toBe('Budget v1.2, Inc. (2026)');
    const long = mailName('x'.repeat(500));
    expect([...long]).toHaveLength(MAX_MAIL_NAME_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(quotedMailName('say "hi"')).toBe(`"say 'hi'"`);
  });

  it.each<[string, () => { mail: MailMessage; link?: string }]>([
    ['the code mail', () => ({ mail: codeMail('a@b.io', 'ABC234', HOSTILE, HOSTILE) })],
    [
      'the invitation',
      () => ({
        mail: invitationMail('a@b.io', 'http://localhost:5173/invitation/x/1', HOSTILE, HOSTILE),
        link: 'http://localhost:5173/invitation/x/1',
      }),
    ],
    [
      'a scheduled report',
      () => ({
        mail: reportMail({
          to: ['a@b.io'],
          reportName: HOSTILE,
          filterName: HOSTILE,
          when: 'Jan 1, 2099',
          rows: 0,
          workbook: null,
        }),
      }),
    ],
  ])('reach %s neutralised: subject and text on their lines, no link, HTML escaped', (_what, build) => {
    const { mail, link } = build();
    const parts = partsOf(mail, link);
    expect(parts.subject).not.toMatch(/[\r\n\u202e]/);
    expect(parts.subject).toContain(
      '"Site Inspection Your session ended. Sign in again https[:]//evil[.]test/login"',
    );
    for (const part of Object.values(parts)) {
      expect(part).not.toMatch(LINKABLE);
      expect(part).not.toContain('\u202e');
    }
    expect(parts.text.split('\n').some((line) => line.startsWith('Your session ended'))).toBe(false);
  });

  it('keep HTML escaped in the HTML part', () => {
    // HTML folds runs of white space into one, as a mail reader shows it.
    const html = codeMail('a@b.io', 'ABC234', '<b>Form</b>', 'Acme & Co').html?.replace(/\s+/g, ' ');
    expect(html).toContain('&lt;b&gt;Form&lt;/b&gt;</strong> of Acme &amp; Co');
  });
});
