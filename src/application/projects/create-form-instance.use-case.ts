import { inject, injectable } from 'inversify';
import { FormInstanceGateway } from '../../ports/form-instance-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';

/** Where a new instance comes from: one form, or every form of a group. */
export type InstanceSource = { kind: 'form'; formId: number } | { kind: 'group'; groupId: number };

export const instancePath = (instanceId: number) => `/forminstance/${instanceId}`;
/** Ours: the specification does not say what happens when a group has no forms. */
export const EMPTY_GROUP_MESSAGE = 'This form group has no forms to create instances from.';

/**
 * A member creates form instances in a project (FormInstance/CloneForm or CloneFormGroup) and the first new
 * instance opens.
 */
@injectable()
export class CreateFormInstance {
  constructor(
    @inject(FormInstanceGateway) private readonly gateway: FormInstanceGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** The new instance ids (empty when nothing was created; a failure was told by the error catalogue). */
  async run(projectId: number, source: InstanceSource): Promise<number[]> {
    const ids = await this.clone(projectId, source);
    if (ids === null) return [];
    if (ids.length === 0) {
      this.notifier.show('warning', EMPTY_GROUP_MESSAGE);
      return [];
    }
    this.navigator.go(instancePath(ids[0]));
    return ids;
  }

  private async clone(projectId: number, source: InstanceSource): Promise<number[] | null> {
    if (source.kind === 'form') {
      const result = await this.gateway.cloneForm(projectId, source.formId);
      return result.ok ? [result.data.InstanceId] : null;
    }
    const result = await this.gateway.cloneFormGroup(projectId, source.groupId);
    return result.ok ? [...result.data.InstanceIds] : null;
  }
}
