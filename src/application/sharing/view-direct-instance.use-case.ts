import { inject, injectable } from 'inversify';
import type { DirectInstanceAnswer } from '../../domain/sharing/direct-instance.rules';
import { DirectInstanceGateway } from '../../ports/direct-instance-gateway.port';

export type DirectInstanceOutcome =
  { kind: 'opened'; answer: DirectInstanceAnswer } | { kind: 'not-an-instance' } | { kind: 'failed' };

/**
 * Someone opens a form instance by its direct link, `/direct/{Hash}/{InstanceId}` (issue 35;
 * docs/use-cases/view-direct-instance.md): a "view by link" share shows it read-only to anyone; any other share sends
 * them to its one-time-code page. A link that names no shared instance is left to the cabinet's direct links.
 */
@injectable()
export class ViewDirectInstance {
  constructor(@inject(DirectInstanceGateway) private readonly gateway: DirectInstanceGateway) {}

  async open(hash: string, instanceId: number, signal?: AbortSignal): Promise<DirectInstanceOutcome | null> {
    const result = await this.gateway.open(hash, instanceId, signal);
    if (result.ok) return { kind: 'opened', answer: result.data };
    if (result.failure.kind === 'aborted') return null;
    return result.failure.kind === 'status' && result.failure.status === 404
      ? { kind: 'not-an-instance' }
      : { kind: 'failed' };
  }
}
