import type { SignupDraft, SignupLink } from '../domain/account/signup.entity';
import type { CurrentUser } from '../domain/session/current-user';
import type { HttpResult } from './http-client.port';

/** Sign-up (docs/account.md "Sign-up"): ask for a workspace, read what the e-mailed link says, create it from the link. */
export interface SignupGateway {
  /** The same answer whether or not the address has an account: the e-mail says which. */
  request(draft: SignupDraft): Promise<HttpResult<unknown>>;
  check(hash: string, recordId: number, signal?: AbortSignal): Promise<HttpResult<SignupLink>>;
  /** Creates the workspace and its administrator, and signs them in. */
  complete(hash: string, recordId: number): Promise<HttpResult<CurrentUser>>;
}
export const SignupGateway = Symbol('SignupGateway');
