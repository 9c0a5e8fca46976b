import { inject, injectable } from 'inversify';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import type { FolderContents, FolderItem, FolderNode } from '../../domain/cabinet/folder-item.entity';
import { transferProblem, type TransferKind } from '../../domain/cabinet/move-rules';
import { CabinetGateway } from '../../ports/cabinet-gateway.port';
import { Navigator } from '../../ports/navigator.port';
import { Notifier } from '../../ports/notifier.port';
import { refusalOf } from './cabinet-outcome';

export interface TransferChoices {
  /** The item with the folder it is in (for the way back). */
  item: FolderItem;
  from: FolderContents['Folder'];
  cabinets: FolderItem[];
  /** The folders of the cabinet picked in (the route's /group/{GroupId}, else the item's own). */
  tree: FolderNode[];
  targetCabinetId: number;
}

/**
 * A member moves (Move) or copies (Copy) a file or folder through /cabinet/{root}/item/{type}/move|copy/{context}-{id}
 * (optionally /group/{GroupId}: pick in another cabinet). Never a folder into itself or its own folders
 * (src/domain/cabinet/move-rules.ts, checked here and by the server). Returns to the folder the item was in.
 */
@injectable()
export class TransferItem {
  constructor(
    @inject(CabinetGateway) private readonly gateway: CabinetGateway,
    @inject(Navigator) private readonly navigator: Navigator,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async choices(
    rootContextFolderId: number,
    contextFolderId: number,
    itemId: number,
    targetCabinetId: number,
    signal?: AbortSignal,
  ): Promise<TransferChoices | null> {
    const [context, cabinets, tree] = await Promise.all([
      this.gateway.folderItem(contextFolderId, rootContextFolderId, itemId, signal),
      this.gateway.cabinets(signal),
      this.gateway.tree(targetCabinetId, signal),
    ]);
    if (!context.ok || !cabinets.ok || !tree.ok) return null;
    const item =
      itemId === context.data.Folder.ItemId
        ? context.data.Folder
        : context.data.Items.find((i) => i.ItemId === itemId);
    if (!item) return null;
    return { item, from: context.data.Folder, cabinets: cabinets.data, tree: tree.data, targetCabinetId };
  }

  /** Null when done (and navigated back), else the message to show. */
  async run(kind: TransferKind, choices: TransferChoices, targetFolderId: number): Promise<string | null> {
    const parents = new Map(choices.tree.map((f) => [f.ItemId, f.ParentFolderId]));
    const local = transferProblem(kind, choices.item, targetFolderId, (id) => parents.get(id));
    if (local) return local;
    const result =
      kind === 'move'
        ? await this.gateway.move(choices.item.ItemId, targetFolderId)
        : await this.gateway.copy(choices.item.ItemId, targetFolderId);
    if (!result.ok) return refusalOf(result) ?? 'The item could not be moved or copied.';
    const target = choices.tree.find((f) => f.ItemId === targetFolderId)?.Name ?? 'the folder';
    this.notifier.show(
      'success',
      `${kind === 'move' ? 'Moved' : 'Copied'} "${choices.item.Name}" to "${target}".`,
    );
    this.navigator.go(folderPath(choices.from));
    return null;
  }
}
