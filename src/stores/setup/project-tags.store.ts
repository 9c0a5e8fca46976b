import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageProjectTags } from '../../application/setup/manage-project-tags.use-case';
import { TAG_COLORS, type ProjectTag } from '../../domain/setup/setup.entity';

export interface TagForm {
  name: string;
  color: string;
  error: string | null;
  saving: boolean;
}

const blank = (): TagForm => ({ name: '', color: TAG_COLORS[0], error: null, saving: false });

/** /setup/projecttag/list/{id?}: the tags; a new one; the one being edited (the optional id). One per page. */
@injectable()
export class ProjectTagsStore {
  tags: ProjectTag[] = [];
  loading = false;
  loaded = false;
  failed = false;
  creating: TagForm = blank();
  editingId: number | null = null;
  editing: TagForm = blank();
  announcement = '';
  private disposed = false;

  constructor(@inject(ManageProjectTags) private readonly manage: ManageProjectTags) {
    makeAutoObservable<ProjectTagsStore, 'manage' | 'disposed'>(
      this,
      { tags: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async opened(editId: number | null): Promise<void> {
    this.loading = true;
    const tags = await this.manage.list();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      this.failed = tags === null;
      if (tags) this.tags = tags;
      this.editStarted(editId);
    });
  }

  editStarted(tagId: number | null): void {
    const tag = this.tags.find((t) => t.TagId === tagId);
    this.editingId = tag?.TagId ?? null;
    this.editing = tag ? { name: tag.Name, color: tag.Color, error: null, saving: false } : blank();
  }

  creatingChanged(patch: Partial<Pick<TagForm, 'name' | 'color'>>): void {
    this.creating = { ...this.creating, ...patch, error: null };
  }

  editingChanged(patch: Partial<Pick<TagForm, 'name' | 'color'>>): void {
    this.editing = { ...this.editing, ...patch, error: null };
  }

  private async save(form: 'creating' | 'editing'): Promise<boolean> {
    const draft = this[form];
    if (draft.saving) return false;
    this[form] = { ...draft, saving: true };
    const result = await this.manage.save(
      form === 'creating' ? null : this.editingId,
      draft.name,
      draft.color,
    );
    return runInAction(() => {
      if (!result.ok) {
        this[form] = { ...this[form], saving: false, error: result.message };
        return false;
      }
      const others = this.tags.filter((t) => t.TagId !== result.tag.TagId);
      this.tags = [...others, result.tag].sort((a, b) => a.Name.localeCompare(b.Name));
      this.announcement =
        form === 'creating' ? `Tag “${result.tag.Name}” created.` : `Tag “${result.tag.Name}” saved.`;
      if (form === 'creating') this.creating = blank();
      else this.editStarted(null);
      return true;
    });
  }

  createSubmitted(): Promise<boolean> {
    return this.save('creating');
  }

  editSubmitted(): Promise<boolean> {
    return this.save('editing');
  }

  async deleteClicked(tag: ProjectTag): Promise<void> {
    if (!(await this.manage.remove(tag))) return;
    runInAction(() => {
      this.tags = this.tags.filter((t) => t.TagId !== tag.TagId);
      this.announcement = `Tag “${tag.Name}” deleted.`;
      if (this.editingId === tag.TagId) this.editStarted(null);
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
