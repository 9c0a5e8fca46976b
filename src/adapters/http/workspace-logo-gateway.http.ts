import { inject, injectable } from 'inversify';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type { WorkspaceLogo, WorkspaceLogoGateway } from '../../ports/workspace-logo-gateway.port';
import { parseDto } from './parse-response';
import { WorkspaceLogoDto } from './workspace-logo.dto';

/**
 * `GET workspace/logo` for the PDF export's header. A failure is not the user's business (the PDF is then made
 * without the logo), so it stays out of the global error catalogue.
 */
@injectable()
export class HttpWorkspaceLogoGateway implements WorkspaceLogoGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  logo(): Promise<HttpResult<WorkspaceLogo>> {
    return this.http.get('workspace/logo', parseDto(WorkspaceLogoDto), undefined, {
      skipErrorHandling: true,
    });
  }
}
