import { inject, injectable } from 'inversify';
import type { FormShare, ShareOptions } from '../../domain/sharing/share.entity';
import type { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { ignoreBody } from './parse-response';
import { parseFormShare, parseShareOptions } from './sharing-parsers';

/** A member's shares over HTTP (docs/api.md, "Sharing"); failures go through the global catalogue. */
@injectable()
export class HttpFormSharesGateway implements FormSharesGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  options(formId: number, signal?: AbortSignal): Promise<HttpResult<ShareOptions>> {
    return this.http.get('shareforminstance/GetShareOptions', parseShareOptions, { formId }, { signal });
  }

  share(formId: number, instanceId: number, email: string): Promise<HttpResult<FormShare>> {
    return this.http.create(
      'shareforminstance',
      { FormId: formId, InstanceId: instanceId, Email: email },
      parseFormShare,
    );
  }

  revoke(shareId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('shareforminstance', { ShareId: shareId }, ignoreBody);
  }
}
