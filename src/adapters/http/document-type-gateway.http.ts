import { inject, injectable } from 'inversify';
import type { DocumentType } from '../../domain/cabinet/document-types';
import type { DocumentTypeGateway } from '../../ports/document-type-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import { parseDocumentType, parseDocumentTypes } from './cabinet-parsers';
import { ignoreBody } from './parse-response';

/** Document types over HTTP (setup/doctype, docs/cabinet.md). */
@injectable()
export class HttpDocumentTypeGateway implements DocumentTypeGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(signal?: AbortSignal): Promise<HttpResult<DocumentType[]>> {
    return this.http.get('documenttype/list', parseDocumentTypes, undefined, { signal });
  }

  get(id: number, signal?: AbortSignal): Promise<HttpResult<DocumentType>> {
    return this.http.get('documenttype', parseDocumentType, { id }, { signal });
  }

  create(name: string, styledApart: boolean): Promise<HttpResult<DocumentType>> {
    return this.http.create('documenttype', { Name: name, StyledApart: styledApart }, parseDocumentType);
  }

  update(type: DocumentType): Promise<HttpResult<DocumentType>> {
    return this.http.update(
      'documenttype',
      { DocumentTypeId: type.DocumentTypeId, Name: type.Name, StyledApart: type.StyledApart },
      parseDocumentType,
    );
  }

  remove(id: number): Promise<HttpResult<unknown>> {
    return this.http.remove('documenttype', { DocumentTypeId: id }, ignoreBody);
  }
}
