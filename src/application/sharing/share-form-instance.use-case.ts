import { inject, injectable } from 'inversify';
import { recipientEmailError } from '../../domain/sharing/recipient-email';
import type { FormShare } from '../../domain/sharing/share.entity';
import { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { serverProblemOf } from '../platform/server-problem';

export const SHARED_MESSAGE = (email: string) =>
  `The form is shared with ${email}. Copy its link and send it to them.`;

export type ShareOutcome = { ok: true; share: FormShare } | { ok: false; emailError?: string };

/**
 * A member shares an instance of a form with someone outside the workspace, by e-mail address (issue 13; who may:
 * src/domain/sharing/share-access.policy.ts). The address is checked first ("Required!", "Invalid email address!").
 */
@injectable()
export class ShareFormInstance {
  constructor(
    @inject(FormSharesGateway) private readonly gateway: FormSharesGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async run(formId: number, instanceId: number, email: string, viewByLink = false): Promise<ShareOutcome> {
    const emailError = recipientEmailError(email);
    if (emailError) return { ok: false, emailError };
    const result = await this.gateway.share(formId, instanceId, email.trim(), viewByLink);
    if (!result.ok) {
      // The server refuses some addresses (a workspace member's: issue 32 #14): shown at the field, as typed.
      const problem = serverProblemOf(result.failure);
      return problem?.field === 'Email' ? { ok: false, emailError: problem.message } : { ok: false };
    }
    this.notifier.show('success', SHARED_MESSAGE(result.data.Email));
    return { ok: true, share: result.data };
  }
}
