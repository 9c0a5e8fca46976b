/**
 * The cabinet rows of the access matrix (docs/cabinet.md). Columns as in access-matrix.table.ts: admin, member
 * (Read/Write: no Delete, Move or Share; scopes 0 and Design Team), field (adds Delete, so Move; scopes 0 and Field
 * Team), site (Read, scope 0), direct (Field Team only), anonymous. The Company Documents cabinet is the workspace's.
 */
import { CABINET_FILE_IDS as F, CABINET_IDS as C, CABINET_SHARES } from '../../fixtures/ids';
import type { MatrixRow, Statuses } from './access-matrix.types';

const SIGNED_IN: Statuses = [200, 200, 200, 200, 200, 401];
/** Reading the workspace's cabinet: every account of scope 0 (the direct user is in the Field Team only). */
const READ_COMPANY: Statuses = [200, 200, 200, 200, 403, 401];
/** Create, Copy, Update: workspace members. */
const MEMBERS: Statuses = [200, 200, 200, 403, 403, 401];
/** Move: the admin, and the field member (Site Editor holds Delete, so Move). */
const WITH_DELETE: Statuses = [200, 403, 200, 403, 403, 401];
const ADMIN_ONLY: Statuses = [200, 403, 403, 403, 403, 401];
/**
 * A direct link's calls without the link's cookie: nothing to show to anyone, and the same "not valid" 404 an edited
 * address gets (issue 32 #17), so the answer never tells whether the item exists.
 */
const NO_LINK: Statuses = [404, 404, 404, 404, 404, 404];
const NOT_FOUND: Statuses = [404, 404, 404, 404, 404, 401];
const { policies } = CABINET_SHARES;

export const CABINET_MATRIX: Record<string, MatrixRow> = {
  'GET /cabinet/list': { expect: SIGNED_IN },
  'POST /cabinet/create': { body: { Name: 'Archive' }, expect: MEMBERS },
  'GET /cabinet/folder': {
    url: `/cabinet/folder?folderId=${C.company}&rootContextFolderId=${C.company}&type=3&page=0&size=100000&files=true`,
    expect: READ_COMPANY,
  },
  'GET /cabinet/tree': { url: `/cabinet/tree?rootContextFolderId=${C.company}`, expect: READ_COMPANY },
  'POST /cabinet/folder/create': { body: { ParentFolderId: C.company, Name: 'Minutes' }, expect: MEMBERS },
  'GET /document/getall': { expect: SIGNED_IN },
  'POST /cabinet/item/update': { body: { ItemId: F.meetingNotes, Name: 'Notes.txt' }, expect: MEMBERS },
  // A cabinet itself: administrators only, whatever the roles (issue 31). Deleting a file or folder needs Delete:
  // mock-server/routes/cabinet/cabinet.test.ts.
  'POST /cabinet/item/delete': { body: { ItemId: C.company }, expect: ADMIN_ONLY },
  'POST /cabinet/item/move': {
    body: { ItemId: F.meetingNotes, TargetFolderId: C.policies },
    expect: WITH_DELETE,
  },
  'POST /cabinet/item/copy': {
    body: { ItemId: F.meetingNotes, TargetFolderId: C.policies },
    expect: MEMBERS,
  },
  // A JSON body is not a file's bytes: 415 for those who may upload, after the access check.
  'POST /document/upload': {
    url: `/document/upload?folderId=${C.company}&name=a.txt`,
    body: {},
    expect: [415, 415, 415, 403, 403, 401],
  },
  'GET /document/upload/status': { url: '/document/upload/status?id=none', expect: NOT_FOUND },
  'GET /document/download': { url: `/document/download?id=${F.meetingNotes}`, expect: READ_COMPANY },
  // A PDF: previewed inline (a text file is read through /text; other kinds answer 415).
  'GET /document/preview': { url: `/document/preview?id=${F.travelPolicy}`, expect: READ_COMPANY },
  'GET /document/preview/text': { url: `/document/preview/text?id=${F.meetingNotes}`, expect: READ_COMPANY },
  'POST /document/folderdownload': { body: { FolderId: C.policies }, expect: [202, 202, 202, 202, 403, 401] },
  'GET /document/folderdownload': { url: '/document/folderdownload?id=none', expect: NOT_FOUND },
  'GET /cabinet/share/list': { url: `/cabinet/share/list?itemId=${C.policies}`, expect: ADMIN_ONLY },
  'POST /cabinet/share/create': { body: { ItemId: C.policies }, expect: ADMIN_ONLY },
  'POST /cabinet/share/revoke': { body: { RecordId: policies.RecordId }, expect: ADMIN_ONLY },
  // Anyone holding the link: that is what a link is for.
  'POST /directshare/login': {
    body: { Hash: policies.Hash, RecordId: policies.RecordId },
    expect: [200, 200, 200, 200, 200, 200],
  },
  'GET /directshare/items': { expect: [200, 200, 200, 200, 200, 200] },
  'GET /directshare/folder': {
    url: `/directshare/folder?folderId=${C.policies}&rootContextFolderId=${C.company}`,
    expect: NO_LINK,
  },
  'GET /directshare/download': { url: `/directshare/download?id=${F.travelPolicy}`, expect: NO_LINK },
  'GET /directshare/preview': { url: `/directshare/preview?id=${F.travelPolicy}`, expect: NO_LINK },
  'GET /directshare/preview/text': { url: `/directshare/preview/text?id=${F.travelPolicy}`, expect: NO_LINK },
  'GET /directshare/folderzip/check': {
    url: `/directshare/folderzip/check?folderId=${C.policies}`,
    expect: NO_LINK,
  },
  'GET /directshare/folderzip': { url: `/directshare/folderzip?folderId=${C.policies}`, expect: NO_LINK },
  'GET /documenttype/list': { expect: SIGNED_IN },
  'GET /documenttype': { url: '/documenttype?id=1001', expect: SIGNED_IN },
  'POST /documenttype/create': { body: { Name: 'Drawing' }, expect: ADMIN_ONLY },
  'POST /documenttype/update': { body: { DocumentTypeId: 1002, Name: 'Bill' }, expect: ADMIN_ONLY },
  'POST /documenttype/delete': { body: { DocumentTypeId: 1002 }, expect: ADMIN_ONLY },
};
