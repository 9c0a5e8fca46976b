import { inject, injectable } from 'inversify';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';

export interface CabinetOverview {
  cabinets: FolderItem[];
  /** The newest files of every cabinet the member may open (Documents, get all). */
  recent: FolderItem[];
}

export const RECENT_FILES = 8;

/** A member opens /cabinet/list: the cabinets of their scopes, and their most recent files. */
@injectable()
export class ListCabinets {
  constructor(@inject(CabinetGateway) private readonly gateway: CabinetGateway) {}

  async run(signal?: AbortSignal): Promise<CabinetOverview | null> {
    const [cabinets, documents] = await Promise.all([
      this.gateway.cabinets(signal),
      this.gateway.documents(signal),
    ]);
    if (!cabinets.ok) return null;
    return { cabinets: cabinets.data, recent: documents.ok ? documents.data.slice(0, RECENT_FILES) : [] };
  }
}
