import { inject, injectable } from 'inversify';
import { NOTE_CATEGORIES_PATH, type NoteCategory } from '../../domain/projects/project-note.entity';
import { Dialogs } from '../../ports/dialogs.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { NoteCategoryGateway } from '../../ports/project-note-gateway.port';
import { listNamed, openNamed, saveNamed } from './named-setup-items';

/** Texts (ours). */
export const NOTE_CATEGORY_DELETED = 'Note category deleted.';
const notesLeft = (count: number) =>
  count === 0
    ? ''
    : count === 1
      ? ' Its 1 note will have no category.'
      : ` Its ${count} notes will have no category.`;
/** The question before a category goes: one in use says how many notes lose it (their text stays). */
export const deleteNoteCategoryConfirmation = (category: NoteCategory) => ({
  title: 'Delete Note Category?',
  message: `The note category "${category.Name}" will be deleted.${notesLeft(category.NoteCount)}`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});

export type NoteCategoryResult = { ok: true; category: NoteCategory } | { ok: false; message: string | null };

/**
 * A workspace administrator lists, creates, renames and deletes note categories (Setup › Note Categories); members
 * file project notes in them (docs/use-cases/manage-note-categories.md).
 */
@injectable()
export class ManageNoteCategories {
  constructor(
    @inject(NoteCategoryGateway) private readonly categories: NoteCategoryGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Navigator) private readonly navigator: Navigator,
  ) {}

  list(signal?: AbortSignal): Promise<NoteCategory[] | null> {
    return listNamed(this.categories, signal);
  }

  open(categoryId: number, signal?: AbortSignal): Promise<NoteCategory | null> {
    return openNamed(this.categories, categoryId, signal);
  }

  /** Creates a category (no id) or renames one. */
  async save(categoryId: number | null, name: string): Promise<NoteCategoryResult> {
    const result = await saveNamed(this.categories, categoryId, name);
    return result.ok ? { ok: true, category: result.item } : result;
  }

  /** Deletes the category once the administrator confirms; back to the list once done. */
  async remove(category: NoteCategory): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteNoteCategoryConfirmation(category)))) return false;
    const result = await this.categories.remove(category.CategoryId);
    if (!result.ok) return false;
    this.notifier.show('success', NOTE_CATEGORY_DELETED);
    this.navigator.go(NOTE_CATEGORIES_PATH);
    return true;
  }
}
