import { inject, injectable } from 'inversify';
import type { DirectoryGateway, Role, ScopeUser } from '../../ports/directory-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { RoleDto, ScopeUserDto } from './directory.dto';
import { parseDto, parseList } from './parse-response';

@injectable()
export class HttpDirectoryGateway implements DirectoryGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  scopeUsers(): Promise<HttpResult<ScopeUser[]>> {
    return this.http.get('scopeusersetup/userlist', parseList(parseDto(ScopeUserDto)));
  }

  roles(): Promise<HttpResult<Role[]>> {
    return this.http.get('role/list', parseList(parseDto(RoleDto)));
  }
}
