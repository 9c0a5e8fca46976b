import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageNoteCategories } from '../../application/setup/manage-note-categories.use-case';
import type { NoteCategory } from '../../domain/projects/project-note.entity';

/** /setup/NoteCategory/list and /setup/NoteCategory/details/{id}: the categories, a new one, one renamed. */
@injectable()
export class NoteCategoriesStore {
  categories: NoteCategory[] = [];
  /** The category the details page shows. */
  category: NoteCategory | null = null;
  loading = false;
  failed = false;
  /** The new category's name (list page) or the new name (details page). */
  name = '';
  error: string | null = null;
  saving = false;
  announcement = '';
  private disposed = false;

  constructor(@inject(ManageNoteCategories) private readonly manage: ManageNoteCategories) {
    makeAutoObservable<NoteCategoriesStore, 'manage' | 'disposed'>(
      this,
      { categories: observableRef, category: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async listOpened(): Promise<void> {
    this.loading = true;
    const categories = await this.manage.list();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = categories === null;
      if (categories) this.categories = categories;
    });
  }

  async detailsOpened(categoryId: number): Promise<void> {
    this.loading = true;
    const category = await this.manage.open(categoryId);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = category === null;
      this.category = category;
      this.name = category?.Name ?? '';
    });
  }

  nameChanged(name: string): void {
    this.name = name;
    this.error = null;
  }

  /** Creates a category (list page) or renames the open one (details page); a refusal keeps the name typed. */
  async submitted(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    const renaming = this.category;
    const result = await this.manage.save(renaming?.CategoryId ?? null, this.name);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.error = result.message;
        return false;
      }
      if (renaming) {
        this.category = result.category;
        this.name = result.category.Name;
        this.announcement = `Renamed to “${result.category.Name}”.`;
      } else {
        this.categories = [...this.categories, result.category].sort((a, b) => a.Name.localeCompare(b.Name));
        this.name = '';
        this.announcement = `Note category “${result.category.Name}” created.`;
      }
      return true;
    });
  }

  async deleteClicked(): Promise<void> {
    if (this.category) await this.manage.remove(this.category);
  }

  dispose(): void {
    this.disposed = true;
  }
}
