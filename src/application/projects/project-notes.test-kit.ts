import type { NoteCategory, ProjectNote } from '../../domain/projects/project-note.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type {
  NoteCategoryGateway,
  NoteInput,
  ProjectNoteGateway,
} from '../../ports/project-note-gateway.port';
import { failure, ok } from '../testing/fakes';

export const NOTE_CATEGORIES: NoteCategory[] = [
  { CategoryId: 780, Name: 'Decision', NoteCount: 1 },
  { CategoryId: 781, Name: 'Risk', NoteCount: 1 },
];

export const note = (id: number, overrides: Partial<ProjectNote> = {}): ProjectNote => ({
  NoteId: id,
  ProjectId: 100,
  CategoryId: 780,
  CategoryName: 'Decision',
  Text: `Note ${id}`,
  AuthorName: 'Mel Member',
  CreatedOn: `2024-04-0${id % 10}T09:00:00.000Z`,
  UpdatedOn: `2024-04-0${id % 10}T09:00:00.000Z`,
  CanChange: true,
  ...overrides,
});

/** The notes of one project in memory, answering as the mock server does; `refuse` makes the next write a 400. */
export class FakeProjectNoteGateway implements ProjectNoteGateway {
  notes: ProjectNote[];
  categories = NOTE_CATEGORIES;
  refuse: string | null = null;
  calls: string[] = [];
  private nextId = 900;

  constructor(notes: ProjectNote[] = [note(1), note(2, { CategoryId: 781, CategoryName: 'Risk' })]) {
    this.notes = notes;
  }

  private refusal(): HttpResult<never> | null {
    const message = this.refuse;
    this.refuse = null;
    return message === null ? null : failure(400, { Message: message });
  }

  private saved(noteId: number, input: NoteInput, base?: ProjectNote): ProjectNote {
    const category = this.categories.find((c) => c.CategoryId === input.CategoryId);
    return {
      ...(base ?? note(noteId, { AuthorName: 'Me', CreatedOn: new Date().toISOString() })),
      Text: input.Text,
      CategoryId: input.CategoryId,
      CategoryName: category?.Name ?? null,
    };
  }

  async list(): Promise<HttpResult<ProjectNote[]>> {
    return ok(this.notes);
  }

  async create(_projectId: number, input: NoteInput): Promise<HttpResult<ProjectNote>> {
    this.calls.push(`create ${JSON.stringify(input)}`);
    const refused = this.refusal();
    if (refused) return refused;
    const created = this.saved(this.nextId++, input);
    this.notes = [created, ...this.notes];
    return ok(created);
  }

  async update(noteId: number, input: NoteInput): Promise<HttpResult<ProjectNote>> {
    this.calls.push(`update ${noteId} ${JSON.stringify(input)}`);
    const refused = this.refusal();
    if (refused) return refused;
    const updated = this.saved(
      noteId,
      input,
      this.notes.find((n) => n.NoteId === noteId),
    );
    this.notes = this.notes.map((n) => (n.NoteId === noteId ? updated : n));
    return ok(updated);
  }

  async remove(noteId: number): Promise<HttpResult<unknown>> {
    this.calls.push(`delete ${noteId}`);
    this.notes = this.notes.filter((n) => n.NoteId !== noteId);
    return ok({});
  }
}

/** Note categories in memory; `refuse` makes the next write a 400. */
export class FakeNoteCategoryGateway implements NoteCategoryGateway {
  categories = [...NOTE_CATEGORIES];
  refuse: string | null = null;
  calls: string[] = [];

  private refusal(): HttpResult<never> | null {
    const message = this.refuse;
    this.refuse = null;
    return message === null ? null : failure(400, { Message: message });
  }

  async list(): Promise<HttpResult<NoteCategory[]>> {
    return ok(this.categories);
  }

  async get(categoryId: number): Promise<HttpResult<NoteCategory>> {
    const found = this.categories.find((c) => c.CategoryId === categoryId);
    return found ? ok(found) : failure(404);
  }

  async create(name: string): Promise<HttpResult<NoteCategory>> {
    this.calls.push(`create ${name}`);
    const refused = this.refusal();
    if (refused) return refused;
    const created = { CategoryId: 790 + this.categories.length, Name: name, NoteCount: 0 };
    this.categories = [...this.categories, created];
    return ok(created);
  }

  async rename(categoryId: number, name: string): Promise<HttpResult<NoteCategory>> {
    this.calls.push(`rename ${categoryId} ${name}`);
    const refused = this.refusal();
    if (refused) return refused;
    this.categories = this.categories.map((c) => (c.CategoryId === categoryId ? { ...c, Name: name } : c));
    return ok(this.categories.find((c) => c.CategoryId === categoryId)!);
  }

  async remove(categoryId: number): Promise<HttpResult<unknown>> {
    this.calls.push(`delete ${categoryId}`);
    this.categories = this.categories.filter((c) => c.CategoryId !== categoryId);
    return ok({});
  }
}
