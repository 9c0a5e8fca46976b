import { inject, injectable } from 'inversify';
import type { TaskCategory } from '../../domain/setup/setup.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { TaskCategoryGateway } from '../../ports/task-category-gateway.port';
import { listNamed, openNamed, saveNamed } from './named-setup-items';

export const TASK_SETTINGS_PATH = '/setup/tasks';
export const categoryPath = (categoryId: number) => `/setup/tasks/category/${categoryId}`;
/** Texts (ours). */
export const CATEGORY_DELETED = 'Task category deleted.';
/**
 * The question before a category goes. One in use says how many tasks move and where, since that cannot be undone
 * either; `destination` is the name of the category they move to, null for none.
 */
export const deleteCategoryConfirmation = (category: TaskCategory, destination: string | null) => ({
  title: 'Delete Task Category?',
  message:
    category.TaskCount === 0
      ? `The task category "${category.Name}" will be deleted.`
      : `The task category "${category.Name}" will be deleted. ${tasksMoved(category.TaskCount)} ${
          destination === null ? 'will have no category.' : `will move to "${destination}".`
        }`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});
const tasksMoved = (count: number) => (count === 1 ? 'Its 1 task' : `Its ${count} tasks`);

export type CategoryResult = { ok: true; category: TaskCategory } | { ok: false; message: string | null };

/**
 * A workspace administrator lists, creates, renames and deletes task categories. Deleting a category in use asks
 * where its tasks go (the page offers the other categories or none); an unused one is confirmed.
 */
@injectable()
export class ManageTaskCategories {
  constructor(
    @inject(TaskCategoryGateway) private readonly categories: TaskCategoryGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  list(signal?: AbortSignal): Promise<TaskCategory[] | null> {
    return listNamed(this.categories, signal);
  }

  open(categoryId: number, signal?: AbortSignal): Promise<TaskCategory | null> {
    return openNamed(this.categories, categoryId, signal);
  }

  /** Creates a category (no id) or renames one. */
  async save(categoryId: number | null, name: string): Promise<CategoryResult> {
    const result = await saveNamed(this.categories, categoryId, name);
    return result.ok ? { ok: true, category: result.item } : result;
  }

  /**
   * Deletes the category, its tasks moved to `moveTo` (the page asked, for a category in use) or to none, once the
   * administrator confirms: the question names how many tasks move and where. Back to the task settings once done.
   */
  async remove(
    category: TaskCategory,
    moveTo: { categoryId: number; name: string } | null,
  ): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteCategoryConfirmation(category, moveTo?.name ?? null))))
      return false;
    const result = await this.categories.remove(category.CategoryId, moveTo?.categoryId ?? null);
    if (!result.ok) return false;
    this.notifier.show('success', CATEGORY_DELETED);
    this.navigator.go(TASK_SETTINGS_PATH);
    return true;
  }
}
