/** The e-mail of a restore link (issue 35; docs/account.md "Deleted accounts"). Names go through mail-text.ts. */
import { validityText } from '../../src/domain/account/account-tokens';
import {
  RESTORE_LINK_VALIDITY_MS,
  type DeletedMembership,
} from '../../src/domain/account/account-deletion.rules';
import { SafeHtml, html } from '../mail/mail-html';
import { mailName, quotedMailName } from '../mail/mail-text';
import type { MailMessage } from '../mail/mailer';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export function restoreMail(
  to: string,
  link: string,
  memberships: readonly DeletedMembership[],
  signupLink?: string,
): MailMessage {
  const validity = validityText(RESTORE_LINK_VALIDITY_MS);
  const lines = memberships.map(
    (m) => `${quotedMailName(m.WorkspaceName)}: can be restored for ${days(m.DaysLeft)}`,
  );
  const action =
    memberships.length > 1 ? 'Choose a workspace to restore your account into' : 'Restore your account';
  const subject = 'Your Gridwork account was deleted: restore it';
  const text = [
    'An administrator deleted your Gridwork account. Until its time runs out, you can restore it:',
    ...lines.map((l) => `- ${l}`),
    '',
    `${action}:`,
    link,
    '',
    `The link can be used once, within ${validity}.`,
    ...(signupLink ? ['', 'To create the new workspace you asked for instead:', signupLink] : []),
    '',
    'If you did not try to sign in or sign up, you can ignore this e-mail.',
  ].join('\n');
  const items = new SafeHtml(
    memberships
      .map(
        (m) =>
          html`<li>
            <strong>${mailName(m.WorkspaceName)}</strong>: can be restored for ${days(m.DaysLeft)}
          </li>`.text,
      )
      .join(''),
  );
  const signup = signupLink
    ? html`<p><a href="${signupLink}">Create the new workspace you asked for instead</a></p>`
    : new SafeHtml('');
  const body = html`<p>
      An administrator deleted your Gridwork account. Until its time runs out, you can restore it:
    </p>
    <ul>
      ${items}
    </ul>
    <p><a href="${link}">${action}</a></p>
    <p>The link can be used once, within ${validity}.</p>
    ${signup}
    <p>If you did not try to sign in or sign up, you can ignore this e-mail.</p>`;
  return { to, subject, text, html: body.text };
}
