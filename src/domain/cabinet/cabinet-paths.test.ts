import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from '../routing/route-matcher';
import { ROUTES } from '../routing/route-table';
import {
  directFolderPath,
  documentUploadPath,
  folderPath,
  newFolderPath,
  pathOfUploadReturn,
  routeId,
  sharePath,
  transferPath,
} from './cabinet-paths';

const match = createRouteMatcher(ROUTES);
const cabinet = { ItemId: 5000, RootContextFolderId: 5000, ParentFolderId: null, ItemType: 1 as const };
const folder = { ItemId: 5010, RootContextFolderId: 5000, ParentFolderId: 5001, ItemType: 1 as const };
const file = { ItemId: 5100, RootContextFolderId: 5000, ParentFolderId: 5010, ItemType: 2 as const };

describe('cabinet paths (platform spec §2)', () => {
  it('builds paths the route table knows, with the holding folder as context', () => {
    expect(folderPath(cabinet)).toBe('/cabinet/5000/folder/5000-5000');
    expect(folderPath(folder)).toBe('/cabinet/5000/folder/5001-5010');
    expect(newFolderPath(folder)).toBe('/cabinet/5000/folder/new/5001-5010');
    expect(sharePath(file)).toBe('/cabinet/5000/share/2/manage/5010-5100');
    expect(transferPath('move', file)).toBe('/cabinet/5000/item/2/move/5010-5100');
    expect(transferPath('copy', file, 6000)).toBe('/cabinet/5000/item/2/copy/5010-5100/group/6000');
    expect(directFolderPath(folder)).toBe('/direct/cabinet/5000/folder/5001-5010');
    const ids = [
      'cabinet.folder',
      'cabinet.folder.new',
      'cabinet.share.manage',
      'cabinet.item.move',
      'cabinet.item.copy.group',
      'direct.cabinet.folder',
      'document.upload',
    ];
    const paths = [
      folderPath(folder),
      newFolderPath(folder),
      sharePath(file),
      transferPath('move', file),
      transferPath('copy', file, 6000),
      directFolderPath(folder),
      documentUploadPath('u-1', 'zip', folder),
    ];
    expect(paths.map((p) => match(p)?.route.id)).toEqual(ids);
    expect(match(transferPath('copy', file, 6000))?.params).toMatchObject({
      contextFolderId: '5010',
      itemId: '5100',
      groupId: '6000',
    });
  });

  it('returns from an upload only to a folder, never to a URL it is given', () => {
    expect(pathOfUploadReturn('5000-5001-5010')).toBe('/cabinet/5000/folder/5001-5010');
    for (const bad of ['https:%2F%2Fevil.example', '//evil', '1-2', '1-2-3-4', 'javascript:alert(1)'])
      expect(pathOfUploadReturn(bad), bad).toBe('/cabinet/list');
  });

  it('reads route ids strictly', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of ['0', '-1', '1e3', '01', ' 1', '99999999999', undefined])
      expect(routeId(bad), String(bad)).toBeNull();
  });
});
