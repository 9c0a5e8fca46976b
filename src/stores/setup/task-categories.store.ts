import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageTaskCategories } from '../../application/setup/manage-task-categories.use-case';
import type { TaskCategory } from '../../domain/setup/setup.entity';

/** /setup/tasks: the task categories and a new one. One per page. */
@injectable()
export class TaskCategoriesStore {
  categories: TaskCategory[] = [];
  loading = false;
  loaded = false;
  failed = false;
  newName = '';
  error: string | null = null;
  saving = false;
  announcement = '';
  private disposed = false;

  constructor(@inject(ManageTaskCategories) private readonly manage: ManageTaskCategories) {
    makeAutoObservable<TaskCategoriesStore, 'manage' | 'disposed'>(
      this,
      { categories: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.loading = true;
    const categories = await this.manage.list();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.loaded = true;
      this.failed = categories === null;
      if (categories) this.categories = categories;
    });
  }

  newNameChanged(name: string): void {
    this.newName = name;
    this.error = null;
  }

  async createSubmitted(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    const result = await this.manage.save(null, this.newName);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.error = result.message;
        return false;
      }
      this.categories = [...this.categories, result.category].sort((a, b) => a.Name.localeCompare(b.Name));
      this.newName = '';
      this.announcement = `Task category “${result.category.Name}” created.`;
      return true;
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
