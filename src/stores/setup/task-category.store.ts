import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageTaskCategories } from '../../application/setup/manage-task-categories.use-case';
import type { TaskCategory } from '../../domain/setup/setup.entity';

/** /setup/tasks/category/{categoryId}: rename one category, or delete it, choosing where its tasks go. One per page. */
@injectable()
export class TaskCategoryStore {
  category: TaskCategory | null = null;
  /** The other categories, where the tasks of this one can go. */
  others: TaskCategory[] = [];
  name = '';
  /** Where the tasks go: another category's id as text, or '' for none. */
  moveTo = '';
  error: string | null = null;
  saving = false;
  loading = false;
  failed = false;
  announcement = '';
  private disposed = false;

  constructor(@inject(ManageTaskCategories) private readonly manage: ManageTaskCategories) {
    makeAutoObservable<TaskCategoryStore, 'manage' | 'disposed'>(
      this,
      { category: observableRef, others: observableRef, manage: false, disposed: false },
      { autoBind: true },
    );
  }

  async opened(categoryId: number): Promise<void> {
    this.loading = true;
    const [category, all] = await Promise.all([this.manage.open(categoryId), this.manage.list()]);
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      this.failed = category === null;
      this.category = category;
      this.name = category?.Name ?? '';
      this.others = (all ?? []).filter((c) => c.CategoryId !== categoryId);
    });
  }

  nameChanged(name: string): void {
    this.name = name;
    this.error = null;
  }

  moveToChanged(value: string): void {
    this.moveTo = value;
  }

  async renameSubmitted(): Promise<boolean> {
    if (!this.category || this.saving) return false;
    this.saving = true;
    const result = await this.manage.save(this.category.CategoryId, this.name);
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.error = result.message;
        return false;
      }
      this.category = result.category;
      this.name = result.category.Name;
      this.announcement = `Renamed to “${result.category.Name}”.`;
      return true;
    });
  }

  async deleteClicked(): Promise<void> {
    if (!this.category) return;
    const destination = this.others.find((other) => String(other.CategoryId) === this.moveTo);
    await this.manage.remove(
      this.category,
      destination ? { categoryId: destination.CategoryId, name: destination.Name } : null,
    );
  }

  dispose(): void {
    this.disposed = true;
  }
}
