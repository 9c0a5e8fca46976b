import { inject, injectable } from 'inversify';
import type { SignupDraft, SignupLink } from '../../domain/account/signup.entity';
import type { CurrentUser } from '../../domain/session/current-user';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { SignupGateway } from '../../ports/signup-gateway.port';
import { CurrentUserDto, SignupLinkDto } from './account.dto';
import { ignoreBody, parseDto } from './parse-response';

/** The sign-up pages show a refusal in place (a weak password, a used link): out of the global catalogue. */
const IN_PLACE = { skipErrorHandling: true } as const;

/** Sign-up over HTTP (docs/api.md "Accounts"). */
@injectable()
export class HttpSignupGateway implements SignupGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  request(draft: SignupDraft): Promise<HttpResult<unknown>> {
    return this.http.command('account/signup', draft, ignoreBody, IN_PLACE);
  }

  check(hash: string, recordId: number, signal?: AbortSignal): Promise<HttpResult<SignupLink>> {
    return this.http.get(
      'account/signup/check',
      parseDto(SignupLinkDto),
      { hash, recordId },
      { signal, ...IN_PLACE },
    );
  }

  complete(hash: string, recordId: number): Promise<HttpResult<CurrentUser>> {
    return this.http.command(
      'account/signup/complete',
      { Hash: hash, RecordId: recordId },
      parseDto(CurrentUserDto),
      IN_PLACE,
    );
  }
}
