import { CODE_VALIDITY_MS } from '../../../src/domain/sharing/sharing-rules';
import { durationText } from '../../../src/domain/sharing/shared-form-timing';
import { html } from '../../mail/mail-html';
import { mailName, quotedMailName } from '../../mail/mail-text';
import type { MailMessage } from '../../mail/mailer';

/**
 * The e-mail that carries a verification code (ours; the spec does not show it). The code is in the subject too, so a
 * person sees it in the notification of their mail program. Names go through mail-text.ts (one line, capped, no link)
 * everywhere and are escaped in the HTML body.
 */
export function codeMail(
  to: string,
  code: string,
  formName: string,
  workspaceName: string,
  /** What the code opens: a shared form, or a quiz or survey shared by link (issue 34). */
  kind: 'form' | 'quiz' | 'survey' = 'form',
): MailMessage {
  const validity = durationText(CODE_VALIDITY_MS);
  const form = quotedMailName(formName);
  const subject = `${code} is your code for ${form}`;
  const text = [
    `Your verification code for the ${kind} ${form} of ${quotedMailName(workspaceName)} is:`,
    '',
    code,
    '',
    `It can be used once, within ${validity}. If you did not ask for it, you can ignore this e-mail.`,
  ].join('\n');
  const body = html`<p>
      Your verification code for the ${kind} <strong>${mailName(formName)}</strong> of
      ${mailName(workspaceName)} is:
    </p>
    <p style="font-size:24px;letter-spacing:4px;font-family:monospace"><strong>${code}</strong></p>
    <p>It can be used once, within ${validity}. If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to, subject, text, html: body.text };
}
