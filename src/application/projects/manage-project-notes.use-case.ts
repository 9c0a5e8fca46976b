import { inject, injectable } from 'inversify';
import {
  noteTextProblem,
  type NoteCategory,
  type ProjectNote,
} from '../../domain/projects/project-note.entity';
import { Dialogs } from '../../ports/dialogs.port';
import {
  NoteCategoryGateway,
  ProjectNoteGateway,
  type NoteInput,
} from '../../ports/project-note-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

/** The question before a note goes (ours). */
export const DELETE_NOTE_CONFIRMATION = {
  title: 'Delete Note?',
  message: 'The note will be deleted. This cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
};

export type NoteResult = { ok: true; note: ProjectNote } | { ok: false; message: string | null };

/**
 * A member reads a project's notes, adds one, edits or deletes their own (an administrator any), each in a category
 * or none (docs/use-cases/manage-project-notes.md).
 */
@injectable()
export class ManageProjectNotes {
  constructor(
    @inject(ProjectNoteGateway) private readonly notes: ProjectNoteGateway,
    @inject(NoteCategoryGateway) private readonly categories: NoteCategoryGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  /** The notes and the categories to file them in; null notes when they could not be read. */
  async open(
    projectId: number,
    signal?: AbortSignal,
  ): Promise<{ notes: ProjectNote[] | null; categories: NoteCategory[] }> {
    const [notes, categories] = await Promise.all([
      this.notes.list(projectId, signal),
      this.categories.list(signal),
    ]);
    return { notes: notes.ok ? notes.data : null, categories: categories.ok ? categories.data : [] };
  }

  /** Adds a note (`noteId` null) or changes one; the text is checked here first, as the server checks it. */
  async save(projectId: number, noteId: number | null, input: NoteInput): Promise<NoteResult> {
    const problem = noteTextProblem(input.Text);
    if (problem) return { ok: false, message: problem };
    const result =
      noteId === null ? await this.notes.create(projectId, input) : await this.notes.update(noteId, input);
    return result.ok ? { ok: true, note: result.data } : { ok: false, message: refusalMessage(result) };
  }

  /** Deletes the note once the user confirms; false when they did not, or the server refused. */
  async remove(note: ProjectNote): Promise<boolean> {
    if (!(await this.dialogs.confirm(DELETE_NOTE_CONFIRMATION))) return false;
    return (await this.notes.remove(note.NoteId)).ok;
  }
}
