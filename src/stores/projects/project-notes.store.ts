import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ManageProjectNotes } from '../../application/projects/manage-project-notes.use-case';
import { notesIn, type NoteCategory, type ProjectNote } from '../../domain/projects/project-note.entity';

/** The note being written: a new one (`noteId` null) or one being edited. */
export interface NoteDraft {
  noteId: number | null;
  text: string;
  /** The category's id as the select's value, '' for none. */
  categoryId: string;
}

/** The filter's value: '' every note, 'none' those without a category, or a category's id. */
export type NoteFilter = string;

/** The notes section of a project's page (one store per page). */
@injectable()
export class ProjectNotesStore {
  notes: ProjectNote[] = [];
  categories: NoteCategory[] = [];
  loading = false;
  failed = false;
  filter: NoteFilter = '';
  draft: NoteDraft | null = null;
  error: string | null = null;
  saving = false;
  announcement = '';
  private projectId = 0;
  private load: AbortController | null = null;

  constructor(@inject(ManageProjectNotes) private readonly manage: ManageProjectNotes) {
    makeAutoObservable<ProjectNotesStore, 'manage' | 'load' | 'projectId'>(
      this,
      { notes: observableRef, categories: observableRef, manage: false, load: false, projectId: false },
      { autoBind: true },
    );
  }

  /** The notes the filter shows, newest first. */
  get shown(): ProjectNote[] {
    const category = this.filter === '' ? undefined : this.filter === 'none' ? null : Number(this.filter);
    return notesIn(this.notes, category);
  }

  async opened(projectId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    this.projectId = projectId;
    this.loading = true;
    const { notes, categories } = await this.manage.open(projectId, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = notes === null;
      if (notes) this.notes = notes;
      this.categories = categories;
    });
  }

  closed(): void {
    this.load?.abort();
  }

  filterChanged(value: NoteFilter): void {
    this.filter = value;
  }

  newClicked(): void {
    this.draft = { noteId: null, text: '', categoryId: this.filter === 'none' ? '' : this.filter };
    this.error = null;
  }

  editClicked(note: ProjectNote): void {
    this.draft = {
      noteId: note.NoteId,
      text: note.Text,
      categoryId: note.CategoryId === null ? '' : String(note.CategoryId),
    };
    this.error = null;
  }

  textChanged(text: string): void {
    if (this.draft) this.draft.text = text;
    this.error = null;
  }

  categoryChanged(value: string): void {
    if (this.draft) this.draft.categoryId = value;
  }

  cancelled(): void {
    this.draft = null;
    this.error = null;
  }

  /** Saves the draft; a refusal keeps it as typed, with the reason. */
  async submitted(): Promise<boolean> {
    const draft = this.draft;
    if (!draft || this.saving) return false;
    this.saving = true;
    const result = await this.manage.save(this.projectId, draft.noteId, {
      Text: draft.text,
      CategoryId: draft.categoryId === '' ? null : Number(draft.categoryId),
    });
    return runInAction(() => {
      this.saving = false;
      if (!result.ok) {
        this.error = result.message ?? 'The note could not be saved. Your text is kept; try again.';
        return false;
      }
      const saved = result.note;
      this.notes =
        draft.noteId === null
          ? [saved, ...this.notes]
          : this.notes.map((n) => (n.NoteId === saved.NoteId ? saved : n));
      this.draft = null;
      this.announcement = draft.noteId === null ? 'Note added.' : 'Note saved.';
      return true;
    });
  }

  async deleteClicked(note: ProjectNote): Promise<void> {
    if (!(await this.manage.remove(note))) return;
    runInAction(() => {
      this.notes = this.notes.filter((n) => n.NoteId !== note.NoteId);
      if (this.draft?.noteId === note.NoteId) this.draft = null;
      this.announcement = 'Note deleted.';
    });
  }
}
