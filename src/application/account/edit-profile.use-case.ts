import { inject, injectable } from 'inversify';
import {
  ProfileText,
  personNameProblem,
  type Profile,
  type ProfileDraft,
} from '../../domain/account/profile.entity';
import { MAX_PERSON_NAME_LENGTH } from '../../domain/admin/admin-limits';
import { recipientEmailError, sameEmail } from '../../domain/sharing/recipient-email';
import { AccountGateway } from '../../ports/account-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { ProfileGateway } from '../../ports/profile-gateway.port';
import { UserContext } from '../../ports/user-context.port';
import { serverProblemOf } from '../platform/server-problem';

export type ProfileField = 'FirstName' | 'LastName' | 'Email' | 'CurrentPassword' | 'form';
export type ProfileErrors = Partial<Record<ProfileField, string>>;
const NAMED_FIELDS = ['FirstName', 'LastName', 'Email', 'CurrentPassword'] as const;
export type ProfileOutcome = { ok: true; profile: Profile } | { ok: false; errors: ProfileErrors };

/**
 * A signed-in user changes their own name, e-mail address and theme at /profile (issue 17;
 * docs/use-cases/edit-profile.md). A new address asks for the current password; the theme applies at once.
 */
@injectable()
export class EditProfile {
  constructor(
    @inject(ProfileGateway) private readonly gateway: ProfileGateway,
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async load(signal?: AbortSignal): Promise<Profile | null> {
    const result = await this.gateway.profile(signal);
    return result.ok ? result.data : null;
  }

  /** Whether saving `draft` over `profile` asks for the current password (a new e-mail address). */
  needsPassword(profile: Profile, email: string): boolean {
    return !sameEmail(profile.Email, email);
  }

  async save(profile: Profile, draft: ProfileDraft): Promise<ProfileOutcome> {
    const errors: ProfileErrors = {};
    const first = personNameProblem(draft.FirstName, MAX_PERSON_NAME_LENGTH);
    const last = personNameProblem(draft.LastName, MAX_PERSON_NAME_LENGTH);
    const email = recipientEmailError(draft.Email);
    if (first) errors.FirstName = first;
    if (last) errors.LastName = last;
    if (email) errors.Email = email;
    const needsPassword = this.needsPassword(profile, draft.Email);
    if (needsPassword && !draft.CurrentPassword) errors.CurrentPassword = ProfileText.passwordForEmail;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const result = await this.gateway.save({
      ...draft,
      CurrentPassword: needsPassword ? draft.CurrentPassword : undefined,
    });
    if (!result.ok) {
      const problem = serverProblemOf(result.failure);
      if (!problem) return { ok: false, errors: {} };
      const field = NAMED_FIELDS.find((name) => name === problem.field);
      return { ok: false, errors: field ? { [field]: problem.message } : { form: problem.message } };
    }
    const current = await this.account.currentUser();
    if (current.ok) this.users.setUser(current.data);
    this.notifier.show('success', ProfileText.saved);
    return { ok: true, profile: result.data };
  }
}
