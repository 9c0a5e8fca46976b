import { inject, injectable } from 'inversify';
import { cleanName, nameProblem } from '../../domain/cabinet/cabinet-names';
import type { DocumentType } from '../../domain/cabinet/document-types';
import { DocumentTypeGateway } from '../../ports/document-type-gateway.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { refusalOf } from './cabinet-outcome';

export const DOCUMENT_TYPES_PATH = '/setup/doctype/list';
export const documentTypePath = (id: number | 'new') => `/setup/doctype/${id}`;

export type SaveTypeResult = { ok: true } | { ok: false; fieldError: string | null; message: string | null };

/**
 * A workspace administrator lists, creates, renames and deletes document types on /setup/doctype/list and
 * /setup/doctype/{id} (`new` for a new one), and chooses whether files of a type are styled apart in the folder list
 * (type 1001 always is: platform spec §9).
 */
@injectable()
export class ManageDocumentTypes {
  constructor(
    @inject(DocumentTypeGateway) private readonly gateway: DocumentTypeGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(Dialogs) private readonly dialogs: Dialogs,
  ) {}

  async list(signal?: AbortSignal): Promise<DocumentType[] | null> {
    const result = await this.gateway.list(signal);
    return result.ok ? result.data : null;
  }

  async get(id: number, signal?: AbortSignal): Promise<DocumentType | null> {
    const result = await this.gateway.get(id, signal);
    return result.ok ? result.data : null;
  }

  async save(type: DocumentType | null, name: string, styledApart: boolean): Promise<SaveTypeResult> {
    const clean = cleanName(name);
    const problem = nameProblem(clean);
    if (problem) return { ok: false, fieldError: problem, message: null };
    const result = type
      ? await this.gateway.update({ ...type, Name: clean, StyledApart: styledApart })
      : await this.gateway.create(clean, styledApart);
    if (!result.ok) return { ok: false, fieldError: null, message: refusalOf(result) };
    this.notifier.show('success', `The document type "${result.data.Name}" was saved.`);
    this.navigator.go(DOCUMENT_TYPES_PATH);
    return { ok: true };
  }

  async remove(type: DocumentType): Promise<boolean> {
    const confirmed = await this.dialogs.confirm({
      title: 'Delete document type',
      message: `Delete the document type "${type.Name}"? Files of this type keep their contents and lose the type.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    const result = await this.gateway.remove(type.DocumentTypeId);
    if (!result.ok) {
      const message = refusalOf(result);
      if (message) this.notifier.show('error', message);
      return false;
    }
    this.navigator.go(DOCUMENT_TYPES_PATH);
    return true;
  }
}
