/** The e-mail inviting someone into an individual-access site (ours: the spec does not show it; docs/sites.md). */
import { validityText } from '../../../src/domain/account/account-tokens';
import { SITE_INVITATION_VALIDITY_MS } from '../../../src/domain/sites/site.rules';
import { html } from '../../mail/mail-html';
import { mailName, quotedMailName } from '../../mail/mail-text';
import type { MailMessage } from '../../mail/mailer';

export function siteInvitationMail(
  to: string,
  link: string,
  inviter: string,
  site: string,
  workspace: string,
): MailMessage {
  const validity = validityText(SITE_INVITATION_VALIDITY_MS);
  const subject = `${quotedMailName(inviter)} invited you to the site ${quotedMailName(site)}`;
  const text = [
    `${quotedMailName(inviter)} of ${quotedMailName(workspace)} invited you to the site ${quotedMailName(site)}, where they share projects and files with you.`,
    '',
    'Open the invitation:',
    link,
    '',
    `The link can be used once, within ${validity}. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join('\n');
  const body = html`<p>
      ${mailName(inviter)} of <strong>${mailName(workspace)}</strong> invited you to the site
      <strong>${mailName(site)}</strong>, where they share projects and files with you.
    </p>
    <p><a href="${link}">Open the invitation</a></p>
    <p>
      The link can be used once, within ${validity}. If you did not expect this invitation, you can ignore
      this e-mail.
    </p>`;
  return { to, subject, text, html: body.text };
}
