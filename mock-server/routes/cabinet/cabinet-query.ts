/** Query parameters of the cabinet calls, read strictly (a bad one is a 400 naming it). */
import type { Request } from 'express';
import { FOLDER_CONTENTS_QUERY } from '../../../src/domain/cabinet/cabinet-limits';
import { DEFAULT_SORT, SORT_OPTIONS, type SortOption } from '../../../src/domain/cabinet/item-sort';
import { badRequest } from '../../http';
import { queryInteger } from '../../validate';

export const ID = { min: 1, max: 2_147_483_647 };

export function queryFlag(req: Request, key: string, fallback: boolean): boolean {
  const raw = req.query[key];
  if (raw === undefined) return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`${key} must be true or false.`);
}

export interface FolderQuery {
  folderId: number;
  rootContextFolderId: number;
  /** 1 folders, 2 files, 3 both (the spec's type 3). */
  type: number;
  page: number;
  size: number;
  /** False: the folder and its path only, no items. */
  files: boolean;
  /** The order the pages follow (ours; the spec's call has none): folders first, then by the chosen pair. */
  sort: SortOption;
  /** Ours: only this item of the folder (the move and share pages), whatever the page; null: the page asked. */
  itemId: number | null;
}

/** `sort`: one of the folder page's orders by id (`name-asc`, the default, to `date-desc`). */
function querySort(req: Request): SortOption {
  const raw = req.query.sort;
  if (raw === undefined) return DEFAULT_SORT;
  const option = SORT_OPTIONS.find((o) => o.id === raw);
  if (!option) throw badRequest(`sort must be one of ${SORT_OPTIONS.map((o) => o.id).join(', ')}.`);
  return option;
}

/**
 * The folder-contents call (platform spec §7): folderId, rootContextFolderId, type 3, page 0, size 100000, files
 * flag; and our `sort`, so a page of a long folder is the next in the order the member chose, and our `itemId`, so a
 * page about one item of a long folder gets that item alone.
 */
export function folderQuery(req: Request): FolderQuery {
  return {
    folderId: queryInteger(req, 'folderId', ID),
    rootContextFolderId: queryInteger(req, 'rootContextFolderId', ID),
    type: queryInteger(req, 'type', { min: 1, max: 3, fallback: FOLDER_CONTENTS_QUERY.type }),
    page: queryInteger(req, 'page', { min: 0, max: 1_000_000, fallback: 0 }),
    size: queryInteger(req, 'size', {
      min: 1,
      max: FOLDER_CONTENTS_QUERY.size,
      fallback: FOLDER_CONTENTS_QUERY.size,
    }),
    files: queryFlag(req, 'files', true),
    sort: querySort(req),
    itemId: req.query.itemId === undefined ? null : queryInteger(req, 'itemId', ID),
  };
}
