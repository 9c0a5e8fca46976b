import { inject, injectable } from 'inversify';
import {
  InvitationText,
  type InvitationDetails,
  type RegistrationDraft,
} from '../../domain/account/invitation-answer.entity';
import { newPasswordProblems } from '../../domain/account/password.rules';
import { personNameProblem } from '../../domain/account/profile.entity';
import { MAX_PERSON_NAME_LENGTH } from '../../domain/admin/admin-limits';
import type { CurrentUser } from '../../domain/session/current-user';
import { InvitationLinkGateway } from '../../ports/invitation-link-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { serverProblemOf } from '../platform/server-problem';
import { SignIn } from '../session/sign-in.use-case';

export type RegisterField = 'firstName' | 'lastName' | 'password' | 'confirmation' | 'form';
export type RegisterErrors = Partial<Record<RegisterField, string>>;
export type Accepted = { ok: true; user: CurrentUser } | { ok: false; errors: RegisterErrors };
export type InvitationLink = InvitationDetails | { Status: 'Failed'; message: string };

const FIELDS: Record<string, RegisterField> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Password: 'password',
};

/**
 * A colleague accepts an invitation from its e-mailed link (issue 17; docs/use-cases/accept-invitation.md):
 * /invitation/{Hash}/{RecordId} says what it is and leads to /register/invitation/... (a new account: name and
 * password) or /login/invitation/... (an existing account signs in). Either way they are signed in with the
 * invitation's role and teams, and the inviter's open tab is told.
 */
@injectable()
export class AcceptInvitation {
  constructor(
    @inject(InvitationLinkGateway) private readonly gateway: InvitationLinkGateway,
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async details(hash: string, recordId: number, signal?: AbortSignal): Promise<InvitationLink | null> {
    const result = await this.gateway.details(hash, recordId, signal);
    if (result.ok) return result.data;
    const problem = serverProblemOf(result.failure);
    return problem ? { Status: 'Failed', message: problem.message } : null;
  }

  async register(
    hash: string,
    recordId: number,
    details: InvitationDetails,
    draft: RegistrationDraft & { confirmation: string },
  ): Promise<Accepted> {
    const errors: RegisterErrors = {};
    const first = personNameProblem(draft.FirstName, MAX_PERSON_NAME_LENGTH);
    const last = personNameProblem(draft.LastName, MAX_PERSON_NAME_LENGTH);
    if (first) errors.firstName = first;
    if (last) errors.lastName = last;
    const context = {
      email: details.Email,
      firstName: draft.FirstName,
      lastName: draft.LastName,
      workspaceName: details.WorkspaceName,
    };
    Object.assign(
      errors,
      newPasswordProblems({ password: draft.Password, confirmation: draft.confirmation }, context),
    );
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const result = await this.gateway.register(hash, recordId, {
      FirstName: draft.FirstName.trim(),
      LastName: draft.LastName.trim(),
      Password: draft.Password,
    });
    return this.signedIn(result, InvitationText.registered);
  }

  async accept(
    hash: string,
    recordId: number,
    details: InvitationDetails,
    password: string,
  ): Promise<Accepted> {
    if (password === '') return { ok: false, errors: { password: 'Required!' } };
    const result = await this.gateway.accept(hash, recordId, details.Email, password);
    return this.signedIn(result, InvitationText.joined(details.WorkspaceName));
  }

  private async signedIn(
    result: Awaited<ReturnType<InvitationLinkGateway['register']>>,
    welcome: string,
  ): Promise<Accepted> {
    if (!result.ok) {
      const problem = serverProblemOf(result.failure);
      if (!problem) return { ok: false, errors: {} };
      const field = problem.field ? FIELDS[problem.field] : undefined;
      return { ok: false, errors: field ? { [field]: problem.message } : { form: problem.message } };
    }
    await this.signIn.signedIn(result.data);
    this.notifier.show('success', welcome);
    return { ok: true, user: result.data };
  }
}
