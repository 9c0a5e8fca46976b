import { inject, injectable } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { Clock } from '../../ports/clock.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { SharedFormGateway } from '../../ports/shared-form-gateway.port';
import { NOT_FOUND_PATH } from './open-shared-form.use-case';
import { shareFailureOf } from './share-failure';

/** What asking for a code came to (spec §4, shared form flow). `*At` are times on this device's clock. */
export type CodeRequestOutcome =
  /** `alreadySent`: no new code, the one sent earlier is still valid until `expiresAt` (a reload during the wait). */
  | { kind: 'sent'; expiresAt: number; nextCodeAt: number; alreadySent: boolean }
  | { kind: 'mismatch' }
  | { kind: 'too-many'; nextCodeAt: number }
  | { kind: 'failed' };

/** What a code came to. */
export type CodeOutcome =
  | { kind: 'verified'; token: string; instance: FormInstance }
  | { kind: 'invalid' }
  | { kind: 'mismatch' }
  | { kind: 'too-many' }
  | { kind: 'failed' };

/**
 * The recipient proves control of the mailbox (spec §1, §6): `sendcode` e-mails a one-time code to the address the
 * share expects, `getinstance` takes it back and answers a token and the instance. Every limit is the server's
 * (src/domain/sharing/, docs/sharing.md); the page shows what the answers say.
 */
@injectable()
export class VerifyRecipient {
  constructor(
    @inject(SharedFormGateway) private readonly gateway: SharedFormGateway,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async requestCode(email: string, hash: string): Promise<CodeRequestOutcome> {
    const result = await this.gateway.sendCode(email.trim(), hash);
    if (!result.ok) return this.failed(result.failure);
    const now = this.clock.now();
    const answer = result.data;
    if (answer.EmailMissmatch) return { kind: 'mismatch' };
    if (answer.TooManyRequests) return { kind: 'too-many', nextCodeAt: now + answer.NewCodeInSeconds * 1000 };
    return {
      kind: 'sent',
      expiresAt: now + answer.CodeValidSeconds * 1000,
      nextCodeAt: now + answer.NewCodeInSeconds * 1000,
      alreadySent: answer.CodeAlreadySent === true,
    };
  }

  async enterCode(email: string, code: string, hash: string): Promise<CodeOutcome> {
    const result = await this.gateway.getInstance(email.trim(), code.trim(), hash);
    if (!result.ok) return this.failed(result.failure);
    const answer = result.data;
    if (answer.EmailMissmatch) return { kind: 'mismatch' };
    if (answer.TooManyRequests) return { kind: 'too-many' };
    if (answer.InvalidCode || !answer.Token || !answer.FormInstance) return { kind: 'invalid' };
    return { kind: 'verified', token: answer.Token, instance: answer.FormInstance };
  }

  private failed(failure: Parameters<typeof shareFailureOf>[0]): { kind: 'failed' } {
    const reading = shareFailureOf(failure);
    if (reading.kind === 'link-gone') this.navigator.go(NOT_FOUND_PATH, { replace: true });
    else if (reading.kind === 'access-ended' || reading.kind === 'failed')
      this.notifier.show('error', reading.message);
    return { kind: 'failed' };
  }
}
