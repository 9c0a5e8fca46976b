import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { cabinetIdValues } from '../../fixtures/cabinet/cabinet-id-tables';
import { CABINET_FILE_IDS, CABINET_IDS, WORKSPACE_ID } from '../../fixtures/ids';
import { LINK_COOKIE } from '../cabinet/link-sessions';
import { HttpError } from '../http';
import type { ProviderStateContext, ProviderStates } from './provider-states';

const cabinetOf = (ctx: ProviderStateContext) => {
  if (!ctx.cabinet) throw new HttpError(400, 'This server has no cabinet area.');
  return ctx.cabinet;
};
const userOf = (ctx: ProviderStateContext) => {
  if (ctx.signedInUserId === null) throw new HttpError(400, 'This state follows "a user is signed in".');
  return ctx.signedInUserId;
};

/** The cabinet's states (docs/contracts.md; the records are fixtures/cabinet/). */
export const cabinetStates: ProviderStates = {
  /**
   * The demo cabinets exist in the signed-in user's workspace: "Company Documents" (the workspace's) with its folders
   * and files, "Design Team Files" and "Field Team Files", and document types 1001 to 1003. Answers every id the pacts
   * use as `<Table>_<name>` (fixtures/cabinet/cabinet-id-tables.ts): `CabinetFolder_policies`, `CabinetFile_northGate` …
   */
  'the demo cabinets exist': () => cabinetIdValues(),
  /**
   * The "Policies" folder has a live direct link, made just now. Answers `LinkHash` and `LinkRecordId` (the mock gives
   * a random hash and a record id far from the pact's example).
   */
  'a folder is shared by a link': (ctx) => {
    const shares = ctx.store.data.cabinetShares;
    const RecordId = Math.max(7000, ...shares.map((s) => s.RecordId)) + 100;
    const Hash = cabinetOf(ctx).randomHash();
    shares.push({
      RecordId,
      Hash,
      ItemId: CABINET_IDS.policies,
      createdBy: 1,
      CreatedOn: new Date().toISOString(),
      RevokedOn: null,
      workspaceId: WORKSPACE_ID,
    });
    ctx.store.save();
    return { LinkHash: Hash, LinkRecordId: RecordId };
  },
  /** A browser opened that link (after `a folder is shared by a link`): answers `LinkCookie`, the Cookie header it sends. */
  'the link was opened in this browser': (ctx) => {
    const cab = cabinetOf(ctx);
    const share = ctx.store.data.cabinetShares.at(-1);
    if (!share) throw new HttpError(400, 'This state follows "a folder is shared by a link".');
    return { LinkCookie: `${LINK_COOKIE}=${cab.links.open(undefined, share.RecordId, cab.now())}` };
  },
  /** "Meeting notes.txt" lies in the shared "Policies" folder (moved there). Answers `TextFileId`. */
  'a text file is in the shared folder': (ctx) => {
    const notes = cabinetOf(ctx).data.find(CABINET_FILE_IDS.meetingNotes);
    if (!notes) throw new HttpError(400, 'This state follows "the demo cabinets exist".');
    notes.ParentFolderId = CABINET_IDS.policies;
    ctx.store.save();
    return { TextFileId: notes.ItemId };
  },
  /** The signed-in user uploaded a zip into "Finance" that is still being unpacked. Answers `UploadId`. */
  'a zip upload is being unpacked': (ctx) => {
    const UploadId = randomUUID();
    cabinetOf(ctx).uploads.set(UploadId, {
      UploadId,
      userId: userOf(ctx),
      FolderId: CABINET_IDS.finance,
      State: 'processing',
      Message: null,
      CreatedFolderId: null,
    });
    return { UploadId };
  },
  /** The zip of the "Policies" folder the signed-in user asked for is ready (downloadCompleted was sent). Answers `DownloadId`. */
  'a folder download is ready': (ctx) => {
    const cab = cabinetOf(ctx);
    const DownloadId = randomUUID();
    const path = cab.files.downloadPath(DownloadId);
    // An empty zip (its end record alone) stands for the folder's: the contract fixes the answer's headers.
    writeFileSync(path, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));
    cab.downloads.set(DownloadId, {
      DownloadId,
      userId: userOf(ctx),
      FileName: 'Policies.zip',
      path,
      ready: true,
      expires: cab.now() + 3_600_000,
    });
    return { DownloadId };
  },
};
