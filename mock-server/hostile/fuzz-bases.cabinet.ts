import { CABINET_FILE_IDS as F, CABINET_IDS as C, CABINET_SHARES } from '../../fixtures/ids';
import type { SeedData } from '../../fixtures/types';

/** Valid bodies of the cabinet calls (docs/cabinet.md) for the fuzz to mutate. `/document/upload` takes bytes, not JSON. */
export function cabinetFuzzBases(data: SeedData): Record<string, unknown> {
  const type = data.documentTypes.find((t) => t.DocumentTypeId !== 1001) ?? data.documentTypes[0]!;
  const { policies } = CABINET_SHARES;
  return {
    '/cabinet/create': { Name: 'Fuzz cabinet' },
    '/cabinet/folder/create': { ParentFolderId: C.company, Name: 'Fuzz' },
    '/cabinet/item/update': {
      ItemId: F.meetingNotes,
      Name: 'Notes.txt',
      DocumentTypeId: type.DocumentTypeId,
    },
    '/cabinet/item/delete': { ItemId: F.meetingNotes },
    '/cabinet/item/move': { ItemId: F.meetingNotes, TargetFolderId: C.policies },
    '/cabinet/item/copy': { ItemId: F.meetingNotes, TargetFolderId: C.policies },
    '/document/folderdownload': { FolderId: C.policies },
    '/cabinet/share/create': { ItemId: C.policies },
    '/cabinet/share/revoke': { RecordId: policies.RecordId },
    '/directshare/login': { Hash: policies.Hash, RecordId: policies.RecordId },
    '/documenttype/create': { Name: 'Fuzz type', StyledApart: false },
    '/documenttype/update': { DocumentTypeId: type.DocumentTypeId, Name: 'Fuzz type', StyledApart: true },
    '/documenttype/delete': { DocumentTypeId: type.DocumentTypeId },
  };
}
