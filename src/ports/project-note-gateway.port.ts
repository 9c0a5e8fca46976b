import type { NoteCategory, ProjectNote } from '../domain/projects/project-note.entity';
import type { HttpResult } from './http-client.port';

/** What a note is saved with: its text and its category (null for none). */
export interface NoteInput {
  Text: string;
  CategoryId: number | null;
}

/** A project's notes (docs/api.md "Project notes"). */
export interface ProjectNoteGateway {
  list(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectNote[]>>;
  create(projectId: number, note: NoteInput): Promise<HttpResult<ProjectNote>>;
  update(noteId: number, note: NoteInput): Promise<HttpResult<ProjectNote>>;
  remove(noteId: number): Promise<HttpResult<unknown>>;
}
export const ProjectNoteGateway = Symbol('ProjectNoteGateway');

/** Note categories (docs/api.md "Project notes"): every workspace user reads them, administrators change them. */
export interface NoteCategoryGateway {
  list(signal?: AbortSignal): Promise<HttpResult<NoteCategory[]>>;
  get(categoryId: number, signal?: AbortSignal): Promise<HttpResult<NoteCategory>>;
  create(name: string): Promise<HttpResult<NoteCategory>>;
  rename(categoryId: number, name: string): Promise<HttpResult<NoteCategory>>;
  /** Deletes the category; its notes stay, without a category. */
  remove(categoryId: number): Promise<HttpResult<unknown>>;
}
export const NoteCategoryGateway = Symbol('NoteCategoryGateway');
