import type { DocumentType } from '../domain/cabinet/document-types';
import type { HttpResult } from './http-client.port';

/** Document types (setup/doctype, docs/cabinet.md). */
export interface DocumentTypeGateway {
  list(signal?: AbortSignal): Promise<HttpResult<DocumentType[]>>;
  get(id: number, signal?: AbortSignal): Promise<HttpResult<DocumentType>>;
  create(name: string, styledApart: boolean): Promise<HttpResult<DocumentType>>;
  update(type: DocumentType): Promise<HttpResult<DocumentType>>;
  remove(id: number): Promise<HttpResult<unknown>>;
}
export const DocumentTypeGateway = Symbol('DocumentTypeGateway');
