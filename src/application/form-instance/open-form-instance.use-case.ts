import { inject, injectable } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import { librariesFor } from '../../domain/forms/libraries/library-needs';
import { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import { FormLibraries } from '../../ports/form-libraries.port';
import { Navigator } from '../../ports/navigator.port';

export const FORBIDDEN_PATH = '/403';

/**
 * A member opens /forminstance/{instanceId}: the instance is loaded with the libraries its form needs (dates,
 * masks, rich text: ADR 0011), or the page goes to /403 (forms spec §4), as for any other failure to load it.
 */
@injectable()
export class OpenFormInstance {
  constructor(
    @inject(FormInstanceGateway) private readonly gateway: FormInstanceGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(FormLibraries) private readonly libraries: FormLibraries,
  ) {}

  /** The instance, or null: the page was left (aborted), the session ended (401), or it went to /403. */
  async run(instanceId: number, signal?: AbortSignal): Promise<FormInstance | null> {
    if (!Number.isInteger(instanceId) || instanceId <= 0) {
      this.navigator.go(FORBIDDEN_PATH, { replace: true });
      return null;
    }
    const result = await this.gateway.get(instanceId, signal);
    if (result.ok) {
      const loaded = await this.libraries.load(librariesFor(result.data.Fields)).then(
        () => true,
        () => false,
      );
      if (signal?.aborted) return null;
      if (loaded) return result.data;
      this.navigator.go(FORBIDDEN_PATH, { replace: true });
      return null;
    }
    const { failure } = result;
    if (failure.kind === 'aborted' || signal?.aborted) return null;
    // A 401 signs the user out (error catalogue): that navigation wins.
    if (failure.kind === 'status' && failure.status === 401) return null;
    this.navigator.go(FORBIDDEN_PATH, { replace: true });
    return null;
  }
}
