import { inject, injectable } from 'inversify';
import { cleanName, nameProblem } from '../../domain/cabinet/cabinet-names';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import type { FolderContents } from '../../domain/cabinet/folder-item.entity';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { refusalOf } from './cabinet-outcome';
import type { NameResult } from './create-cabinet.use-case';

/** A member creates a folder on /cabinet/{root}/folder/new/{context}-{parent} and returns to the parent folder. */
@injectable()
export class CreateFolder {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** The parent folder with its path (for the breadcrumb), without its items. */
  async parent(
    rootContextFolderId: number,
    parentFolderId: number,
    signal?: AbortSignal,
  ): Promise<FolderContents | null> {
    const result = await this.gateway.folderPath(parentFolderId, rootContextFolderId, signal);
    return result.ok ? result.data : null;
  }

  async run(parent: FolderContents['Folder'], name: string): Promise<NameResult> {
    const clean = cleanName(name);
    const problem = nameProblem(clean);
    if (problem) return { ok: false, fieldError: problem, message: null };
    const result = await this.gateway.createFolder(parent.ItemId, clean);
    if (!result.ok) return { ok: false, fieldError: null, message: refusalOf(result) };
    this.notifier.show('success', `The folder "${result.data.Name}" was created.`);
    this.navigator.go(folderPath(parent));
    return { ok: true };
  }
}
