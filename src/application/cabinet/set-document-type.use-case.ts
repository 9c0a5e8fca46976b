import { inject, injectable } from 'inversify';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { doneOf, type Done } from './cabinet-outcome';

/** A member with Update gives a file a document type (or none); type 1001, or a type set so, is styled apart. */
@injectable()
export class SetDocumentType {
  constructor(@inject(CabinetGateway) private readonly gateway: CabinetGateway) {}

  async run(item: FolderItem, documentTypeId: number | null): Promise<Done<FolderItem>> {
    if (item.DocumentTypeId === documentTypeId) return { ok: true, value: item };
    return doneOf(await this.gateway.setDocumentType(item.ItemId, documentTypeId));
  }
}
