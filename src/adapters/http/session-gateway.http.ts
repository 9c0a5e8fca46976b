import { inject, injectable } from 'inversify';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { SessionGateway, SessionTimeoutInfo } from '../../ports/session-gateway.port';
import { SessionTimeoutDto } from './account.dto';
import { parseDto } from './parse-response';

const parseTimeout = parseDto(SessionTimeoutDto);

@injectable()
export class HttpSessionGateway implements SessionGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  timeout(): Promise<HttpResult<SessionTimeoutInfo>> {
    return this.http.get('session/timeout', parseTimeout);
  }

  extend(): Promise<HttpResult<SessionTimeoutInfo>> {
    return this.http.command('session/extend', {}, parseTimeout);
  }
}
