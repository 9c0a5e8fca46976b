/**
 * The page each kind of hit opens (the routes of src/domain/routing/route-table.app.ts). A file opens the folder
 * that holds it; a task opens the task list with the task's dialog (`?task=`).
 */
import { folderPath } from '../cabinet/cabinet-paths';
import { reportPathOf, type ReportTypeId } from '../reports/report.entity';
import { matchRoute } from '../routing/route-matcher';

export const projectPath = (projectId: number) => `/project/details/${projectId}`;
export const formGroupPath = (groupId: number) => `/forms/group/details/${groupId}`;
export const formPath = (formId: number) => `/form/details/${formId}`;
export const instancePath = (instanceId: number) => `/forminstance/${instanceId}`;
export const taskPath = (taskId: number) => `/task/list?task=${taskId}`;
/** A report opens its filter list, where it is run. */
export const reportPath = (reportId: number, reportType: ReportTypeId) =>
  reportPathOf('filters', reportId, reportType);
export const reportFilterPath = (filterId: number) => `/report/fiter/details/${filterId}`;

interface Placed {
  ItemId: number;
  RootContextFolderId: number;
  ParentFolderId: number | null;
}

/** A folder's own page; a file's folder (`parent`), the cabinet's for a file at its top. */
export function cabinetItemPath(item: Placed & { ItemType: 1 | 2 }, parent: Placed | undefined): string {
  if (item.ItemType === 1) return folderPath(item);
  const cabinet = {
    ItemId: item.RootContextFolderId,
    RootContextFolderId: item.RootContextFolderId,
    ParentFolderId: null,
  };
  return folderPath(parent ?? cabinet);
}

/** The search page of a phrase: `/search/{searchPhrase}` (platform spec §2). */
export const searchPagePath = (phrase: string) => `/search/${encodeURIComponent(phrase)}`;

/** The phrase of a search page's path, as the route table matches and decodes it; '' on any other page. */
export function searchPhraseOf(path: string): string {
  const match = matchRoute(path);
  return match?.route.id === 'search' ? (match.params.searchPhrase ?? '') : '';
}
