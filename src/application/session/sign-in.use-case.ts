import { inject, injectable } from 'inversify';
import { messageOf } from '../../domain/platform/error-catalogue';
import type { CurrentUser } from '../../domain/session/current-user';
import { AccountGateway } from '../../ports/account-gateway.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';
import { UserContext } from '../../ports/user-context.port';
import { validateInput, type FieldErrors } from '../platform/validate-input';
import { SessionTimeout } from './session-timeout.use-case';
import { SignInInput } from './sign-in.input';

export type SignInResult =
  | { ok: true; user: CurrentUser }
  | { ok: false; fieldErrors: FieldErrors<SignInInput>; message: string | null };

/** A member signs in with e-mail and password. */
@injectable()
export class SignIn {
  constructor(
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(SessionTimeout) private readonly session: SessionTimeout,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  async run(email: string, password: string): Promise<SignInResult> {
    const input = Object.assign(new SignInInput(), { email: email.trim(), password });
    const fieldErrors = validateInput(input);
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, message: null };

    const result = await this.account.signIn(input.email, input.password);
    if (!result.ok) {
      const failure = result.failure;
      const message =
        failure.kind === 'status' && failure.status < 500 ? messageOf(failure.payload) : 'Unexpected error';
      return { ok: false, fieldErrors: {}, message };
    }
    await this.signedIn(result.data);
    return { ok: true, user: result.data };
  }

  /** Starts what a session needs once the server has signed the user in (here, or by registering from an invitation). */
  async signedIn(user: CurrentUser): Promise<void> {
    this.users.setUser(user);
    await this.session.begin(user.userId);
    void this.hub.start();
  }
}
