import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageDocumentTypes } from '../../application/cabinet/manage-document-types.use-case';
import { STYLED_DOCUMENT_TYPE_ID, type DocumentType } from '../../domain/cabinet/document-types';

/** /setup/doctype/list and /setup/doctype/{id}: the types, or the one being edited (one store per open page). */
@injectable()
export class DocumentTypesStore {
  types: DocumentType[] = [];
  type: DocumentType | null = null;
  name = '';
  styledApart = false;
  fieldError: string | null = null;
  message: string | null = null;
  loading = false;
  failed = false;
  busy = false;
  private readonly abort = new AbortController();

  constructor(@inject(ManageDocumentTypes) private readonly manage: ManageDocumentTypes) {
    makeAutoObservable<DocumentTypesStore, 'manage' | 'abort'>(
      this,
      { manage: false, abort: false },
      { autoBind: true },
    );
  }

  /** Type 1001 is styled apart by the specification: its setting is fixed. */
  get styleFixed(): boolean {
    return this.type?.DocumentTypeId === STYLED_DOCUMENT_TYPE_ID;
  }

  async listOpened(): Promise<void> {
    this.loading = true;
    const types = await this.manage.list(this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = types === null;
      this.types = types ?? [];
    });
  }

  /** `id` null: a new type. */
  async typeOpened(id: number | null): Promise<void> {
    if (id === null) return;
    this.loading = true;
    const type = await this.manage.get(id, this.abort.signal);
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = type === null;
      this.type = type;
      this.name = type?.Name ?? '';
      this.styledApart = type?.StyledApart ?? false;
    });
  }

  nameChanged(value: string): void {
    this.name = value;
    this.fieldError = null;
  }

  styledApartChanged(value: boolean): void {
    this.styledApart = this.styleFixed || value;
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.message = null;
    const result = await this.manage.save(this.type, this.name, this.styledApart);
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.fieldError = result.fieldError;
        this.message = result.message;
      }
    });
  }

  async deleteClicked(): Promise<void> {
    if (this.type) await this.manage.remove(this.type);
  }

  dispose(): void {
    this.abort.abort();
  }
}
