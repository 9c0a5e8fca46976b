import { inject, injectable } from 'inversify';
import { newPasswordProblems } from '../../domain/account/password.rules';
import { ProfileText } from '../../domain/account/profile.entity';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import { Notifier } from '../../ports/notifier.port';
import {
  PasswordGateway,
  type PasswordResetGateway,
  type ResetLinkStatus,
} from '../../ports/password-gateway.port';
import { serverProblemOf } from '../platform/server-problem';

export type RequestOutcome = { ok: true } | { ok: false; emailError?: string; message?: string };
export type ResetLink = { status: ResetLinkStatus; email: string } | { status: 'Failed'; message: string };
export type CompleteErrors = Partial<Record<'password' | 'confirmation' | 'form', string>>;

const LINK_TEXT: Record<Exclude<ResetLinkStatus, 'Valid'>, string> = {
  Expired: ProfileText.resetExpired,
  Used: ProfileText.resetUsed,
  Invalid: ProfileText.resetInvalid,
};

/**
 * Someone who forgot their password asks for a link at /reset-password and chooses a new password from it at
 * /changepassword/{Hash}/{RecordId} (issue 17; docs/use-cases/reset-password.md). The answer to the request is the same
 * whether or not the address has an account; the link works once, for 30 minutes. A site account's reset
 * (/site/reset-password, /site/changepassword/…; docs/sites.md "Password reset") is this use case over the site's
 * gateway (composition/sites.module.ts).
 */
@injectable()
export class ResetPassword {
  constructor(
    @inject(PasswordGateway) private readonly gateway: PasswordResetGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async request(email: string): Promise<RequestOutcome> {
    const emailError = recipientEmailError(email);
    if (emailError) return { ok: false, emailError };
    const result = await this.gateway.requestReset(email.trim());
    if (result.ok) return { ok: true };
    const problem = serverProblemOf(result.failure);
    return { ok: false, message: problem?.message };
  }

  async check(hash: string, recordId: number, signal?: AbortSignal): Promise<ResetLink | null> {
    const result = await this.gateway.checkReset(hash, recordId, signal);
    if (result.ok) return { status: result.data.Status, email: result.data.Email };
    const problem = serverProblemOf(result.failure);
    return problem ? { status: 'Failed', message: problem.message } : null;
  }

  linkText(status: Exclude<ResetLinkStatus, 'Valid'>): string {
    return LINK_TEXT[status];
  }

  /** Null when the password was changed (the person then signs in with it). */
  async complete(
    hash: string,
    recordId: number,
    email: string,
    password: string,
    confirmation: string,
  ): Promise<CompleteErrors | null> {
    const errors: CompleteErrors = newPasswordProblems({ password, confirmation }, { email });
    if (Object.keys(errors).length > 0) return errors;
    const result = await this.gateway.completeReset(hash, recordId, password);
    if (result.ok) {
      this.notifier.show('success', ProfileText.resetDone);
      return null;
    }
    const problem = serverProblemOf(result.failure);
    if (!problem) return {};
    return problem.field === 'NewPassword' ? { password: problem.message } : { form: problem.message };
  }
}
