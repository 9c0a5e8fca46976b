import { inject, injectable } from 'inversify';
import { nameProblem, SetupMessage } from '../../domain/setup/setup-rules';
import { isColor, type ProjectTag } from '../../domain/setup/setup.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { ProjectTagGateway } from '../../ports/project-tag-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

/** The confirmation (ours): deleting a tag takes it off its projects. */
export const deleteTagConfirmation = (tag: Pick<ProjectTag, 'Name' | 'ProjectCount'>) => ({
  title: 'Delete Project Tag?',
  message:
    tag.ProjectCount === 0
      ? `The tag "${tag.Name}" will be deleted.`
      : `The tag "${tag.Name}" will be deleted and taken off ${tag.ProjectCount === 1 ? '1 project' : `${tag.ProjectCount} projects`}.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});

export type TagResult =
  { ok: true; tag: ProjectTag } | { ok: false; message: string | null; field?: 'name' | 'color' };

/** A workspace administrator lists, creates, renames, recolours and deletes project tags. */
@injectable()
export class ManageProjectTags {
  constructor(
    @inject(ProjectTagGateway) private readonly tags: ProjectTagGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  async list(signal?: AbortSignal): Promise<ProjectTag[] | null> {
    const result = await this.tags.list(signal);
    return result.ok ? result.data : null;
  }

  /** Creates a tag (no `tagId`) or changes one. */
  async save(tagId: number | null, name: string, color: string): Promise<TagResult> {
    const problem = nameProblem(name);
    if (problem) return { ok: false, message: problem, field: 'name' };
    if (!isColor(color)) return { ok: false, message: SetupMessage.invalidColor, field: 'color' };
    const result =
      tagId === null
        ? await this.tags.create(name.trim(), color)
        : await this.tags.update(tagId, name.trim(), color);
    return result.ok ? { ok: true, tag: result.data } : { ok: false, message: refusalMessage(result) };
  }

  async remove(tag: ProjectTag): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteTagConfirmation(tag)))) return false;
    return (await this.tags.remove(tag.TagId)).ok;
  }
}
