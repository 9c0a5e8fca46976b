import { inject, injectable } from 'inversify';
import {
  SignupText,
  signupProblems,
  type SignupDraft,
  type SignupField,
  type SignupLink,
  type SignupProblems,
} from '../../domain/account/signup.entity';
import type { CurrentUser } from '../../domain/session/current-user';
import { Notifier } from '../../ports/notifier.port';
import { SignupGateway } from '../../ports/signup-gateway.port';
import { serverProblemOf } from '../platform/server-problem';
import { SignIn } from '../session/sign-in.use-case';

export type SignupErrors = SignupProblems & { form?: string };
export type OpenedLink = SignupLink | { Status: 'Failed'; message: string };

const FIELDS: Record<string, SignupField> = {
  WorkspaceName: 'workspaceName',
  FirstName: 'firstName',
  LastName: 'lastName',
  Email: 'email',
  Password: 'password',
};

const errorsOf = (failure: Parameters<typeof serverProblemOf>[0]): SignupErrors => {
  const problem = serverProblemOf(failure);
  if (!problem) return {};
  const field = problem.field ? FIELDS[problem.field] : undefined;
  return field ? { [field]: problem.message } : { form: problem.message };
};

/**
 * A visitor creates a workspace with themselves as its first administrator (issue 35; docs/use-cases/sign-up.md): the
 * form at /signup asks for a link by e-mail, and the link's page creates the workspace and signs them in.
 */
@injectable()
export class SignUp {
  constructor(
    @inject(SignupGateway) private readonly gateway: SignupGateway,
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** Null when the link was e-mailed (or, for an address with an account, a note to its owner: the page cannot tell). */
  async request(draft: SignupDraft, confirmation: string): Promise<SignupErrors | null> {
    const trimmed = {
      ...draft,
      WorkspaceName: draft.WorkspaceName.trim(),
      FirstName: draft.FirstName.trim(),
      LastName: draft.LastName.trim(),
      Email: draft.Email.trim(),
    };
    const problems = signupProblems(trimmed, confirmation);
    if (Object.keys(problems).length > 0) return problems;
    const result = await this.gateway.request(trimmed);
    return result.ok ? null : errorsOf(result.failure);
  }

  async check(hash: string, recordId: number, signal?: AbortSignal): Promise<OpenedLink | null> {
    const result = await this.gateway.check(hash, recordId, signal);
    if (result.ok) return result.data;
    const problem = serverProblemOf(result.failure);
    return problem ? { Status: 'Failed', message: problem.message } : null;
  }

  async complete(
    hash: string,
    recordId: number,
  ): Promise<{ ok: true; user: CurrentUser } | { ok: false; message: string }> {
    const result = await this.gateway.complete(hash, recordId);
    if (!result.ok) {
      return { ok: false, message: serverProblemOf(result.failure)?.message ?? '' };
    }
    await this.signIn.signedIn(result.data);
    this.notifier.show('success', SignupText.created(result.data.workspaceName));
    return { ok: true, user: result.data };
  }
}
