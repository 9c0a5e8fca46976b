/**
 * Project notes and their categories (issue 35; docs/use-cases/manage-project-notes.md). A note is plain text (never HTML),
 * in one category or none; the rules below are written once for the SPA's dialog and the mock server's 400s.
 */
import { ValidationMessage, maxLengthMessage } from '../forms/validation/validation-messages';

export interface NoteCategory {
  CategoryId: number;
  Name: string;
  /** Notes in the category, over every project (read only): deleting one in use says how many lose it. */
  NoteCount: number;
}

export interface ProjectNote {
  NoteId: number;
  ProjectId: number;
  CategoryId: number | null;
  /** The category's name, or null for none. */
  CategoryName: string | null;
  Text: string;
  AuthorName: string;
  CreatedOn: string;
  UpdatedOn: string;
  /** The caller may edit or delete it (its author who may still edit the project, or an administrator). */
  CanChange: boolean;
}

/** Setup › Note Categories (the spec's routes, platform spec §2). */
export const NOTE_CATEGORIES_PATH = '/setup/NoteCategory/list';
export const noteCategoryPath = (categoryId: number) => `/setup/NoteCategory/details/${categoryId}`;

/** A note's text: at most 4,000 characters, about two pages; blank is refused. */
export const NOTE_TEXT_MAX = 4000;
/** Notes a project keeps; past it the oldest must go first (a 400 says so). */
export const PROJECT_NOTES_MAX = 500;

export const NoteMessage = {
  tooMany: `A project can have at most ${PROJECT_NOTES_MAX} notes. Delete old notes to add new ones.`,
  categoryNameTaken: 'A note category with this name already exists.',
  noteGone: 'This note no longer exists.',
  categoryGone: 'This note category no longer exists.',
} as const;

/** "Required!" or the length message for a note's text, or null. */
export function noteTextProblem(text: string): string | null {
  if (text.trim() === '') return ValidationMessage.Required;
  if (text.length > NOTE_TEXT_MAX) return maxLengthMessage(NOTE_TEXT_MAX);
  return null;
}

/** The notes shown for a category filter: all (undefined), none (null), or one category's. Newest first. */
export function notesIn(notes: readonly ProjectNote[], categoryId: number | null | undefined): ProjectNote[] {
  const chosen = categoryId === undefined ? notes : notes.filter((n) => n.CategoryId === categoryId);
  return [...chosen].sort((a, b) => b.CreatedOn.localeCompare(a.CreatedOn) || b.NoteId - a.NoteId);
}
