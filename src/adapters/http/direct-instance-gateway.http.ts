import { inject, injectable } from 'inversify';
import type { DirectInstanceAnswer } from '../../domain/sharing/direct-instance.rules';
import type { DirectInstanceGateway } from '../../ports/direct-instance-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { parseDirectInstance } from './direct-instance.dto';

/** A form instance by direct link over HTTP; the page handles a link that opens nothing itself. */
@injectable()
export class HttpDirectInstanceGateway implements DirectInstanceGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  open(hash: string, instanceId: number, signal?: AbortSignal): Promise<HttpResult<DirectInstanceAnswer>> {
    return this.http.get(
      'shareforminstance/direct',
      parseDirectInstance,
      { hash, instanceId },
      { signal, skipErrorHandling: true },
    );
  }
}
