import { inject, injectable } from 'inversify';
import type { WorkspaceDetails } from '../../domain/sharing/share.entity';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { SharedFormGateway } from '../../ports/shared-form-gateway.port';
import { shareFailureOf } from './share-failure';

export const NOT_FOUND_PATH = '/404';

/**
 * The shared form page opens: `IsFormShareValid` first, and an invalid hash goes to /404 (spec §4, §8); then
 * `GetWorkspaceDetails` for the header (logo when the workspace has one, its name, the form's name).
 */
@injectable()
export class OpenSharedForm {
  constructor(
    @inject(SharedFormGateway) private readonly gateway: SharedFormGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** The header's details, or null when the page moved to /404 or could not load (told by a toast). */
  async run(hash: string, signal?: AbortSignal): Promise<WorkspaceDetails | null> {
    const validity = await this.gateway.isValid(hash, signal);
    if (!validity.ok) return this.failed(validity.failure);
    if (!validity.data.IsValid) return this.notFound();
    const details = await this.gateway.workspaceDetails(hash, signal);
    return details.ok ? details.data : this.failed(details.failure);
  }

  private failed(failure: Parameters<typeof shareFailureOf>[0]): null {
    const reading = shareFailureOf(failure);
    if (reading.kind === 'link-gone') return this.notFound();
    if (reading.kind === 'access-ended' || reading.kind === 'failed')
      this.notifier.show('error', reading.message);
    return null;
  }

  private notFound(): null {
    this.navigator.go(NOT_FOUND_PATH, { replace: true });
    return null;
  }
}
