/** The folder-contents answer, shared by members' folder page and the direct-link folder page. */
import type { CabinetItemRecord } from '../../../fixtures/types';
import type { FolderContents } from '../../../src/domain/cabinet/folder-item.entity';
import { sortItems } from '../../../src/domain/cabinet/item-sort';
import { HttpError } from '../../http';
import type { CabinetData } from '../../cabinet/cabinet-data';
import type { FolderQuery } from './cabinet-query';

/**
 * `folder`'s contents in the asked order (folders first, A to Z by default), the page asked for, or the one item asked
 * for (`itemId`: the move and share pages, docs/cabinet.md "Long folders"). `pathFrom` cuts the
 * breadcrumb (a direct link shows nothing above the shared folder, and the shared folder has no parent).
 */
export function folderContents(
  data: CabinetData,
  folder: CabinetItemRecord,
  query: FolderQuery,
  topId?: number,
): FolderContents {
  if (folder.RootContextFolderId !== query.rootContextFolderId)
    throw new HttpError(404, `No folder ${query.folderId} in cabinet ${query.rootContextFolderId}.`);
  const sizes = data.folderSizes(folder.RootContextFolderId);
  const top = (item: CabinetItemRecord) => {
    const view = data.view(item, sizes);
    return item.ItemId === topId ? { ...view, ParentFolderId: null } : view;
  };
  const path = data.pathTo(folder);
  const start =
    topId === undefined
      ? 0
      : Math.max(
          0,
          path.findIndex((f) => f.ItemId === topId),
        );
  const children = data.childrenOf(folder.ItemId).filter((item) => (query.type & item.ItemType) !== 0);
  const chosen = (): CabinetItemRecord[] =>
    query.itemId !== null
      ? children.filter((item) => item.ItemId === query.itemId)
      : sortItems(children, query.sort).slice(query.page * query.size, (query.page + 1) * query.size);
  const items = query.files ? chosen().map((item) => data.view(item, sizes)) : [];
  return { Folder: top(folder), Path: path.slice(start).map(top), Items: items, Total: children.length };
}
