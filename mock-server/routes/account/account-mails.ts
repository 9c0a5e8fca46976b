/**
 * The e-mails of invitations and password resets (ours: the spec does not show them). Names go through mail-text.ts
 * (one line, capped, no link) everywhere and are escaped in HTML.
 */
import {
  INVITATION_VALIDITY_MS,
  RESET_VALIDITY_MS,
  validityText,
} from '../../../src/domain/account/account-tokens';
import { SIGNUP_VALIDITY_MS } from '../../../src/domain/account/signup.entity';
import { html } from '../../mail/mail-html';
import { mailName, quotedMailName } from '../../mail/mail-text';
import type { MailMessage } from '../../mail/mailer';

export function invitationMail(to: string, link: string, inviter: string, workspace: string): MailMessage {
  const validity = validityText(INVITATION_VALIDITY_MS);
  const subject = `${quotedMailName(inviter)} invited you to ${quotedMailName(workspace)} on Gridwork`;
  const text = [
    `${quotedMailName(inviter)} invited you to join ${quotedMailName(workspace)} on Gridwork.`,
    '',
    'Accept the invitation:',
    link,
    '',
    `The link can be used once, within ${validity}. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join('\n');
  const body = html`<p>
      ${mailName(inviter)} invited you to join <strong>${mailName(workspace)}</strong> on Gridwork.
    </p>
    <p><a href="${link}">Accept the invitation</a></p>
    <p>
      The link can be used once, within ${validity}. If you did not expect this invitation, you can ignore
      this e-mail.
    </p>`;
  return { to, subject, text, html: body.text };
}

/** `account`: whose password it is ("your Gridwork account", or a site account's: docs/sites.md "Password reset"). */
export function resetMail(to: string, link: string, account = 'your Gridwork account'): MailMessage {
  const validity = validityText(RESET_VALIDITY_MS);
  const subject = 'Choose a new Gridwork password';
  const text = [
    `Someone asked to reset the password of ${mailName(account)}.`,
    '',
    'Choose a new password:',
    link,
    '',
    `The link can be used once, within ${validity}. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
  ].join('\n');
  const body = html`<p>Someone asked to reset the password of ${mailName(account)}.</p>
    <p><a href="${link}">Choose a new password</a></p>
    <p>
      The link can be used once, within ${validity}. If you did not ask for it, you can ignore this e-mail:
      your password stays as it is.
    </p>`;
  return { to, subject, text, html: body.text };
}

/**
 * Sent instead of a members' reset link to a site account's address (docs/sites.md "Password reset"): where its reset
 * is. Only the owner of the mailbox learns that the address has a site account.
 */
export function siteResetElsewhereMail(to: string, siteResetLink: string, message: string): MailMessage {
  const subject = 'Resetting your Gridwork site password';
  const text = [
    message,
    '',
    'Ask for a link on the site page:',
    siteResetLink,
    '',
    'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const body = html`<p>${message}</p>
    <p><a href="${siteResetLink}">Ask for a link on the site page</a></p>
    <p>If you did not ask for it, you can ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject, text, html: body.text };
}

export function signupMail(to: string, link: string, workspace: string): MailMessage {
  const validity = validityText(SIGNUP_VALIDITY_MS);
  const subject = `Create your Gridwork workspace ${quotedMailName(workspace)}`;
  const text = [
    `Someone asked to create the Gridwork workspace ${quotedMailName(workspace)} with this address as its administrator.`,
    '',
    'Create the workspace:',
    link,
    '',
    `The link can be used once, within ${validity}. If you did not sign up, you can ignore this e-mail: nothing is created.`,
  ].join('\n');
  const body = html`<p>
      Someone asked to create the Gridwork workspace <strong>${mailName(workspace)}</strong> with this address
      as its administrator.
    </p>
    <p><a href="${link}">Create the workspace</a></p>
    <p>
      The link can be used once, within ${validity}. If you did not sign up, you can ignore this e-mail:
      nothing is created.
    </p>`;
  return { to, subject, text, html: body.text };
}

/** Sign-up with an address that has an account: its owner learns it, the page that asked does not. */
export function accountExistsMail(to: string, loginLink: string, resetLink: string): MailMessage {
  const subject = 'You already have a Gridwork account';
  const text = [
    'Someone asked to create a Gridwork workspace with this address, which already has an account.',
    '',
    'Sign in:',
    loginLink,
    '',
    'Forgot your password? Choose a new one:',
    resetLink,
    '',
    'If you did not sign up, you can ignore this e-mail: nothing has changed.',
  ].join('\n');
  const body = html`<p>
      Someone asked to create a Gridwork workspace with this address, which already has an account.
    </p>
    <p><a href="${loginLink}">Sign in</a> or <a href="${resetLink}">choose a new password</a>.</p>
    <p>If you did not sign up, you can ignore this e-mail: nothing has changed.</p>`;
  return { to, subject, text, html: body.text };
}
