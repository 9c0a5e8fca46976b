import { inject, injectable } from 'inversify';
import { cleanName, nameProblem } from '../../domain/cabinet/cabinet-names';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { refusalOf } from './cabinet-outcome';

export type RenameResult =
  { ok: true; item: FolderItem } | { ok: false; fieldError: string | null; message: string | null };

/** A member with Update renames a file, folder or cabinet in the folder page's dialog. */
@injectable()
export class RenameItem {
  constructor(@inject(CabinetGateway) private readonly gateway: CabinetGateway) {}

  async run(item: FolderItem, name: string): Promise<RenameResult> {
    const clean = cleanName(name);
    const problem = nameProblem(clean);
    if (problem) return { ok: false, fieldError: problem, message: null };
    if (clean === item.Name) return { ok: true, item };
    const result = await this.gateway.rename(item.ItemId, clean);
    return result.ok
      ? { ok: true, item: result.data }
      : { ok: false, fieldError: null, message: refusalOf(result) };
  }
}
