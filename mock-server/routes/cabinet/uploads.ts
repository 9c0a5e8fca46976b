/**
 * Uploads (docs/cabinet.md, "Uploads"): `POST /api/document/upload?folderId&name[&unpack=true]` with the file's bytes
 * as `application/octet-stream`, streamed to disk as they arrive, never held whole. A zip with `unpack=true` is
 * unpacked into folders in the background and announced with `zipUploadDone` (platform spec §7). Both count against
 * the workspace's storage quota (a plain upload: 402 before it is kept; a zip: a failed unpacking).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Application } from 'express';
import type { CabinetItemRecord, UserRecord } from '../../../fixtures/types';
import { extensionOf } from '../../../src/domain/cabinet/file-types';
import { signedIn } from '../../auth';
import type { CabinetContext, UploadJob } from '../../cabinet/cabinet-context';
import { eachLimited } from '../../cabinet/time-slices';
import { commitTree, planTree } from '../../cabinet/unpacked-tree';
import { unpackZip, type UnpackedFile } from '../../cabinet/zip-unpack';
import { HttpError, handle } from '../../http';
import { queryInteger } from '../../validate';
import { ID, queryFlag } from './cabinet-query';
import {
  FOLDER_DELETED,
  queryName,
  receiveUpload,
  requireStreamedUpload,
  storePlainUpload,
} from './plain-upload';

const UNPACK_FAILED = 'The zip could not be unpacked. Please try again.';

export function registerUploadRoutes(app: Application, cab: CabinetContext): void {
  const { data, files, hub } = cab;

  app.post(
    '/document/upload',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const folder = data.itemFor(user, queryInteger(req, 'folderId', ID), 'upload', 1);
      const name = queryName(req);
      const unpack = queryFlag(req, 'unpack', false) && extensionOf(name) === 'zip';
      if (!unpack) {
        res.json(data.view(await storePlainUpload(cab, req, res, folder, user, name)));
        return;
      }
      requireStreamedUpload(req);
      // A zip to unpack is not kept: what it unpacks to is counted against the quota as it inflates.
      const received = await receiveUpload(cab, req, res, null);
      const job: UploadJob = {
        UploadId: randomUUID(),
        userId: user.id,
        FolderId: folder.ItemId,
        State: 'processing',
        Message: null,
        CreatedFolderId: null,
      };
      cab.uploads.set(job.UploadId, job);
      res.status(202).json({ UploadId: job.UploadId, FolderId: folder.ItemId, IsZip: true });
      cab.background(() => unpackInBackground(job, received.path, name, user));
    }),
  );

  /** Where a background upload stands (the /documentupload page follows it). */
  app.get(
    '/document/upload/status',
    handle((req, res) => {
      const { user } = signedIn(res);
      const id = req.query.id;
      const job = typeof id === 'string' ? cab.uploads.get(id) : undefined;
      if (!job || job.userId !== user.id) throw new HttpError(404, 'No such upload.');
      const { UploadId, FolderId, State, Message, CreatedFolderId } = job;
      res.json({ UploadId, FolderId, State, Message, CreatedFolderId });
    }),
  );

  /**
   * Unpacks a zip into a new folder of the job's folder, then pushes `zipUploadDone`. Linear in the entries and in
   * short slices of the event loop (docs/cabinet.md, "Zips"): the entries stream to files, their names are planned
   * apart from the store, and the records are added in one synchronous step after the last await, which checks the
   * folder and the quota again. Any refusal removes every file it wrote and adds no record; only a zip that was
   * unpacked is written in the activity log.
   */
  async function unpackInBackground(
    job: UploadJob,
    zipPath: string,
    zipName: string,
    user: UserRecord,
  ): Promise<void> {
    const workspaceId = data.find(job.FolderId)?.workspaceId ?? user.workspaceId;
    const result = await unpackZip(files, zipPath, cab.zipLimits, cab.roomIn(workspaceId));
    await rm(zipPath, { force: true });
    if (!result.ok) return finish(job, user, result.message);
    const unpacked = result.unpacked;
    const blobs: string[] = [];
    let stored: { top: CabinetItemRecord; folder: CabinetItemRecord };
    try {
      await eachLimited(unpacked.files, 32, async (file: UnpackedFile, i) => {
        blobs[i] = await files.keep(file.path);
      });
      const plan = await planTree(unpacked, blobs, zipName, user, cab.iso());
      const folder = data.find(job.FolderId);
      if (!folder) throw new Refusal(FOLDER_DELETED);
      const room = cab.roomIn(folder.workspaceId);
      if (plan.bytes > room.bytes) throw new Refusal(room.message);
      stored = { top: commitTree(data, plan, folder), folder };
    } catch (error) {
      await eachLimited(unpacked.files, 32, async (file, i) => {
        await rm(file.path, { force: true });
        if (blobs[i]) await files.remove(blobs[i]!);
      });
      if (!(error instanceof Refusal)) console.error('[mock-server] unpacking a zip failed:', error);
      return finish(job, user, error instanceof Refusal ? error.message : UNPACK_FAILED);
    }
    // Stored: from here on nothing may undo it.
    const { top, folder } = stored;
    data.touch(folder.ItemId, cab.iso());
    data.save();
    // Writing the data file grows with the store (about 40 ms at 20,000 items): the log's own write waits a turn.
    await nextTurn();
    try {
      cab.activity(user, unpackedZipAction(zipName, top, folder));
    } catch (error) {
      console.error('[mock-server] activity log:', error); // the log never costs the member their upload
    }
    finish(job, user, null, top.ItemId);
  }

  function finish(job: UploadJob, user: UserRecord, failure: string | null, created?: number): void {
    job.State = failure === null ? 'done' : 'failed';
    job.Message = failure;
    job.CreatedFolderId = created ?? null;
    hub.push(
      user.id,
      'zipUploadDone',
      failure === null
        ? { IsSuccess: true, FolderId: job.FolderId, UploadId: job.UploadId, CreatedFolderId: created }
        : { IsSuccess: false, FolderId: job.FolderId, UploadId: job.UploadId, Message: failure },
    );
  }
}

/** A reason to refuse an unpacked zip that the member is told as it is. */
class Refusal extends Error {}

/** The activity log's sentence for an unpacked zip (docs/administration.md, "Activity log"). */
function unpackedZipAction(zipName: string, top: CabinetItemRecord, folder: CabinetItemRecord): string {
  const kind = folder.ParentFolderId === null ? 'cabinet' : 'folder';
  return `Uploaded the zip "${zipName}" and unpacked it into the folder "${top.Name}" in the ${kind} "${folder.Name}"`;
}
