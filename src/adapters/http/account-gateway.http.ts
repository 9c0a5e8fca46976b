import { inject, injectable } from 'inversify';
import type { CurrentUser } from '../../domain/session/current-user';
import type { AccountGateway, Scope } from '../../ports/account-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { CurrentUserDto, ScopeDto } from './account.dto';
import { ignoreBody, parseDto, parseList } from './parse-response';

const parseUser = parseDto(CurrentUserDto);

@injectable()
export class HttpAccountGateway implements AccountGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  signIn(email: string, password: string): Promise<HttpResult<CurrentUser>> {
    // A wrong password is the sign-in form's business, not the global error catalogue's.
    return this.http.command('account/login', { Email: email, Password: password }, parseUser, {
      skipErrorHandling: true,
    });
  }

  signOut(): Promise<HttpResult<unknown>> {
    return this.http.command('account/logout', {}, ignoreBody, { skipErrorHandling: true });
  }

  currentUser(): Promise<HttpResult<CurrentUser>> {
    // Being signed out on start is normal: the caller decides, no error toast.
    return this.http.get('account/current', parseUser, undefined, { skipErrorHandling: true });
  }

  scopes(): Promise<HttpResult<Scope[]>> {
    return this.http.get('account/scopes', parseList(parseDto(ScopeDto)));
  }

  switchScope(scopeId: number): Promise<HttpResult<CurrentUser>> {
    return this.http.command('account/switchscope', { ScopeId: scopeId }, parseUser);
  }
}
