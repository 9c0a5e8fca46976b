import { inject, injectable } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import { Navigator } from '../../ports/navigator.port';

export const FORBIDDEN_PATH = '/403';

/** A member opens /forminstance/{instanceId}: the instance is loaded, or the page goes to /403 (forms spec §4). */
@injectable()
export class OpenFormInstance {
  constructor(
    @inject(FormInstanceGateway) private readonly gateway: FormInstanceGateway,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  /** The instance, or null: the page was left (aborted), the session ended (401), or it went to /403. */
  async run(instanceId: number, signal?: AbortSignal): Promise<FormInstance | null> {
    if (!Number.isInteger(instanceId) || instanceId <= 0) {
      this.navigator.go(FORBIDDEN_PATH, { replace: true });
      return null;
    }
    const result = await this.gateway.get(instanceId, signal);
    if (result.ok) return result.data;
    const { failure } = result;
    if (failure.kind === 'aborted' || signal?.aborted) return null;
    // A 401 signs the user out (error catalogue): that navigation wins.
    if (failure.kind === 'status' && failure.status === 401) return null;
    this.navigator.go(FORBIDDEN_PATH, { replace: true });
    return null;
  }
}
