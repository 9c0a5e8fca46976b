import { html } from '../../mail/mail-html';
import { mailName, quotedMailName } from '../../mail/mail-text';
import type { MailAttachment, MailMessage } from '../../mail/mailer';

export interface ReportMailFacts {
  to: string[];
  reportName: string;
  filterName: string;
  /** When it was due, in the filter's zone ("Jan 1, 2099 3:00 AM PST"). */
  when: string;
  rows: number;
  /** The workbook, or none when the report had no rows. */
  workbook: MailAttachment | null;
}

/**
 * The e-mail of a scheduled report (issue 15; docs/reports.md). The report's and the filter's names go through
 * mail-text.ts (one line, capped, no link) in the subject and both parts, and are escaped in HTML.
 */
export function reportMail(facts: ReportMailFacts): MailMessage {
  const { to, when, workbook } = facts;
  const report = quotedMailName(facts.reportName);
  const filter = quotedMailName(facts.filterName);
  const rows = `${facts.rows} ${facts.rows === 1 ? 'row' : 'rows'}`;
  const subject = `Report ${report}, filter ${filter} (${when})`;
  const names = html`<strong>${mailName(facts.reportName)}</strong> (filter
    <strong>${mailName(facts.filterName)}</strong>)`;
  if (workbook)
    return {
      to,
      subject,
      text: `Your scheduled report ${report} (filter ${filter}) is attached: ${rows}, delivered ${when}.`,
      html: html`<p>Your scheduled report ${names} is attached: ${rows}, delivered ${when}.</p>`.text,
      attachments: [workbook],
    };
  return {
    to,
    subject,
    text: `Your scheduled report ${report} (filter ${filter}) had no content on ${when}: no workbook is attached.`,
    html: html`<p>Your scheduled report ${names} had no content on ${when}: no workbook is attached.</p>`
      .text,
  };
}
