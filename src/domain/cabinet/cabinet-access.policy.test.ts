import { describe, expect, it } from 'vitest';
import { AccessVerb } from '../access/access-verb';
import type { Actor } from '../access/actor';
import {
  CABINET_ACTION_VERBS,
  DIRECT_LINK_ACTIONS,
  actInCabinet,
  cabinetActions,
  CabinetMessage,
  manageDocumentTypes,
  mayInCabinets,
  mayRemove,
  removeItem,
} from './cabinet-access.policy';

const { Read, Create, Update, Delete, Share } = AccessVerb;
const actor = (over: Partial<Actor>): Actor => ({
  userId: 1,
  email: 'a@b.c',
  accountType: 2,
  isAdmin: false,
  verbs: Read,
  roleIds: [],
  scopeIds: [0],
  ...over,
});

describe('cabinet actions and their access verbs (platform spec §6)', () => {
  it('needs the spec verb for each action', () => {
    expect(CABINET_ACTION_VERBS).toMatchObject({
      open: 1,
      upload: 2,
      createFolder: 2,
      copy: 3,
      rename: 4,
      remove: 8,
      move: 11,
      share: 16,
    });
  });

  it('offers a Read/Write member everything but delete, move and share', () => {
    const offered = cabinetActions(actor({ verbs: Read | Create | Update }));
    expect(offered).toMatchObject({
      open: true,
      upload: true,
      createFolder: true,
      copy: true,
      rename: true,
      remove: false,
      move: false,
      share: false,
    });
  });

  it('lets a member with Delete move (Move is Read, Create and Delete)', () => {
    expect(cabinetActions(actor({ verbs: Read | Create | Update | Delete }))).toMatchObject({
      remove: true,
      move: true,
      share: false,
    });
  });

  it('reads the verbs the role matrix grants in the cabinets area, not in others (issue 17)', () => {
    const formsEditor = actor({
      verbs: Read | Create | Update | Delete,
      areaVerbs: { forms: Read | Create | Update | Delete, cabinet: Read },
    });
    expect(cabinetActions(formsEditor)).toMatchObject({
      open: true,
      upload: false,
      rename: false,
      remove: false,
    });
    const filer = actor({
      verbs: Read | Create | Delete,
      areaVerbs: { forms: Read, cabinet: Read | Create | Delete },
    });
    expect(cabinetActions(filer)).toMatchObject({ upload: true, remove: true, move: true, rename: false });
  });

  it('gives an administrator every action, and site and direct users only reading', () => {
    expect(
      Object.values(cabinetActions(actor({ isAdmin: true, accountType: 1, verbs: 0 }))).every(Boolean),
    ).toBe(true);
    const site = cabinetActions(actor({ accountType: 3, verbs: Read | Create | Update | Delete | Share }));
    expect(
      Object.entries(site)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    ).toEqual(['download', 'open']);
    expect(mayInCabinets(actor({ accountType: 0 }), 'open')).toMatchObject({ allowed: false });
  });

  it('opens a cabinet only to the members of its scope (administrators: every one)', () => {
    expect(actInCabinet(actor({ scopeIds: [0, 10] }), 11, 'open')).toEqual({
      allowed: false,
      reason: 'You do not have access to this cabinet.',
    });
    expect(actInCabinet(actor({ scopeIds: [0, 11] }), 11, 'open').allowed).toBe(true);
    expect(actInCabinet(actor({ isAdmin: true, accountType: 1, scopeIds: [] }), 11, 'remove').allowed).toBe(
      true,
    );
    expect(actInCabinet(actor({ scopeIds: [11] }), 11, 'remove')).toEqual({
      allowed: false,
      reason: 'Your roles do not allow you to delete files and folders.',
    });
  });

  it('lets a direct-link visitor open and download only', () => {
    expect(
      Object.entries(DIRECT_LINK_ACTIONS)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
    ).toEqual(['download', 'open']);
  });

  it('leaves document types to administrators', () => {
    expect(manageDocumentTypes(actor({ isAdmin: true, accountType: 1 })).allowed).toBe(true);
    expect(manageDocumentTypes(actor({ verbs: 31 })).allowed).toBe(false);
  });
});

describe('deleting a cabinet (issue 31)', () => {
  const cabinet = { ParentFolderId: null };
  const folder = { ParentFolderId: 5000 };
  const withDelete = actor({ verbs: Read | Create | Update | Delete });

  it('is for a workspace administrator only, even for a member whose roles hold Delete', () => {
    expect(removeItem(withDelete, 0, cabinet)).toEqual({
      allowed: false,
      reason: CabinetMessage.deleteCabinet,
    });
    expect(removeItem(actor({ isAdmin: true, scopeIds: [] }), 0, cabinet).allowed).toBe(true);
    expect(mayRemove(withDelete, cabinet).allowed).toBe(false);
    expect(mayRemove(actor({ isAdmin: true }), cabinet).allowed).toBe(true);
  });

  it('leaves the folders and files in a cabinet to whoever holds Delete there', () => {
    expect(removeItem(withDelete, 0, folder).allowed).toBe(true);
    expect(removeItem(withDelete, 10, folder)).toEqual({ allowed: false, reason: CabinetMessage.cabinet });
    expect(removeItem(actor({ verbs: Read | Create | Update }), 0, folder)).toEqual({
      allowed: false,
      reason: CabinetMessage.noVerb('remove'),
    });
    expect(mayRemove(withDelete, folder).allowed).toBe(true);
  });
});
