import { inject, injectable } from 'inversify';
import type { NoteCategory, ProjectNote } from '../../domain/projects/project-note.entity';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import type {
  NoteCategoryGateway,
  NoteInput,
  ProjectNoteGateway,
} from '../../ports/project-note-gateway.port';
import { ignoreBody, parseDto, parseList } from './parse-response';
import { NoteCategoryDto, ProjectNoteDto } from './project-note.dto';

const parseNote = parseDto(ProjectNoteDto);
const parseCategory = parseDto(NoteCategoryDto);

/** A project's notes over HTTP (docs/api.md "Project notes"). */
@injectable()
export class HttpProjectNoteGateway implements ProjectNoteGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(projectId: number, signal?: AbortSignal): Promise<HttpResult<ProjectNote[]>> {
    return this.http.get('projectnote/list', parseList(parseNote), { projectId }, { signal });
  }

  create(projectId: number, note: NoteInput): Promise<HttpResult<ProjectNote>> {
    return this.http.create('projectnote', { ProjectId: projectId, ...note }, parseNote);
  }

  update(noteId: number, note: NoteInput): Promise<HttpResult<ProjectNote>> {
    return this.http.update('projectnote', { NoteId: noteId, ...note }, parseNote);
  }

  remove(noteId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('projectnote', { NoteId: noteId }, ignoreBody);
  }
}

/** Note categories over HTTP. */
@injectable()
export class HttpNoteCategoryGateway implements NoteCategoryGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<NoteCategory[]>> {
    return this.http.get('notecategory/list', parseList(parseCategory), undefined, { signal });
  }

  get(categoryId: number, signal?: AbortSignal): Promise<HttpResult<NoteCategory>> {
    return this.http.get('notecategory', parseCategory, { id: categoryId }, { signal });
  }

  create(name: string): Promise<HttpResult<NoteCategory>> {
    return this.http.create('notecategory', { Name: name }, parseCategory);
  }

  rename(categoryId: number, name: string): Promise<HttpResult<NoteCategory>> {
    return this.http.update('notecategory', { CategoryId: categoryId, Name: name }, parseCategory);
  }

  remove(categoryId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('notecategory', { CategoryId: categoryId }, ignoreBody);
  }
}
