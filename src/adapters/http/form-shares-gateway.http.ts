import { inject, injectable } from 'inversify';
import type { FormShare, ShareOptions } from '../../domain/sharing/share.entity';
import type { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import { messageOf, type RequestFailure } from '../../domain/platform/error-catalogue';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { RequestEvents } from '../../ports/request-events.port';
import { ignoreBody } from './parse-response';
import { parseFormShare, parseShareOptions } from './sharing-parsers';

const CREATE_PATH = 'shareforminstance/create';

/** A refusal of the address itself (400 "Email: …", e.g. a workspace member's): the page shows it at the field. */
function refusesEmail(failure: RequestFailure): boolean {
  return (
    failure.kind === 'status' && failure.status === 400 && messageOf(failure.payload).startsWith('Email: ')
  );
}

/**
 * A member's shares over HTTP (docs/api.md, "Sharing"); failures go through the global catalogue, but for a refusal
 * of the recipient's address, which the page shows at the field.
 */
@injectable()
export class HttpFormSharesGateway implements FormSharesGateway {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(RequestEvents) private readonly events: RequestEvents,
  ) {}

  options(formId: number, signal?: AbortSignal): Promise<HttpResult<ShareOptions>> {
    return this.http.get('shareforminstance/GetShareOptions', parseShareOptions, { formId }, { signal });
  }

  async share(
    formId: number,
    instanceId: number,
    email: string,
    viewByLink = false,
  ): Promise<HttpResult<FormShare>> {
    // Issue 35: ViewByLink only when asked, so a share as before sends what it sent.
    const result = await this.http.create(
      'shareforminstance',
      { FormId: formId, InstanceId: instanceId, Email: email, ...(viewByLink ? { ViewByLink: true } : {}) },
      parseFormShare,
      { skipErrorHandling: true },
    );
    if (!result.ok && !refusesEmail(result.failure)) this.events.failed(result.failure, CREATE_PATH);
    return result;
  }

  revoke(shareId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('shareforminstance', { ShareId: shareId }, ignoreBody);
  }
}
