import { inject, injectable } from 'inversify';
import { newPasswordProblems } from '../../domain/account/password.rules';
import { ProfileText } from '../../domain/account/profile.entity';
import { Notifier } from '../../ports/notifier.port';
import { PasswordGateway } from '../../ports/password-gateway.port';
import { UserContext } from '../../ports/user-context.port';
import { serverProblemOf } from '../platform/server-problem';

export type PasswordField = 'current' | 'password' | 'confirmation';
export type PasswordErrors = Partial<Record<PasswordField, string>> & { form?: string };

const FIELDS: Record<string, PasswordField> = { CurrentPassword: 'current', NewPassword: 'password' };

/**
 * A signed-in user changes their password at /setup/changepassword (issue 17; docs/use-cases/change-password.md): the
 * current one, the new one twice, checked by the password rules; the server signs their other sessions out.
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(PasswordGateway) private readonly gateway: PasswordGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** Null when changed; otherwise what to show, by field. */
  async run(current: string, password: string, confirmation: string): Promise<PasswordErrors | null> {
    const user = this.users.user;
    const context = user
      ? {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          workspaceName: user.workspaceName,
        }
      : {};
    const errors: PasswordErrors = { ...newPasswordProblems({ password, confirmation, current }, context) };
    if (current === '') errors.current = 'Required!';
    if (Object.keys(errors).length > 0) return errors;
    const result = await this.gateway.change(current, password);
    if (result.ok) {
      this.notifier.show('success', ProfileText.passwordChanged);
      return null;
    }
    const problem = serverProblemOf(result.failure);
    if (!problem) return {};
    const field = problem.field ? FIELDS[problem.field] : undefined;
    return field ? { [field]: problem.message } : { form: problem.message };
  }
}
