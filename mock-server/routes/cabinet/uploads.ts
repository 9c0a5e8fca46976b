/**
 * Uploads (docs/cabinet.md, "Uploads"): `POST /api/document/upload?folderId&name[&unpack=true]` with the file's bytes
 * as `application/octet-stream`, streamed to disk as they arrive, never held whole. A zip with `unpack=true` is
 * unpacked into folders in the background and announced with `zipUploadDone` (platform spec §7).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Application, Request } from 'express';
import type { CabinetItemRecord, UserRecord } from '../../../fixtures/types';
import { LimitMessage, MAX_UPLOAD_BYTES } from '../../../src/domain/cabinet/cabinet-limits';
import { folderNameOfZip, uniqueName } from '../../../src/domain/cabinet/cabinet-names';
import { extensionOf, isImageName } from '../../../src/domain/cabinet/file-types';
import { signedIn } from '../../auth';
import type { CabinetContext, UploadJob } from '../../cabinet/cabinet-context';
import { TooLarge } from '../../cabinet/file-storage';
import { isStreamedUpload } from '../../cabinet/streamed-upload';
import { unpackZip, type Unpacked } from '../../cabinet/zip-unpack';
import { HttpError, badRequest, handle } from '../../http';
import { queryInteger } from '../../validate';
import { ID, queryFlag } from './cabinet-query';
import { validName } from './cabinets';

export const UPLOAD_TYPE_REQUIRED =
  "An upload carries the file's bytes (Content-Type: application/octet-stream).";

function queryName(req: Request): string {
  const raw = req.query.name;
  if (typeof raw !== 'string') throw badRequest('name is required.');
  return validName(raw);
}

export function registerUploadRoutes(app: Application, cab: CabinetContext): void {
  const { data, files, hub } = cab;

  const fileRecord = (
    folder: CabinetItemRecord,
    user: UserRecord,
    name: string,
    size: number,
    blob: string,
    now: string,
  ): CabinetItemRecord => ({
    ItemId: data.nextId(),
    ItemType: 2,
    Name: uniqueName(
      name,
      data.childrenOf(folder.ItemId).map((i) => i.Name),
    ),
    ParentFolderId: folder.ItemId,
    RootContextFolderId: folder.RootContextFolderId,
    IsImage: isImageName(name),
    Size: size,
    CreatedOn: now,
    ModifiedOn: now,
    DocumentTypeId: null,
    workspaceId: folder.workspaceId,
    scopeId: folder.scopeId,
    createdBy: user.id,
    blob,
  });

  app.post(
    '/document/upload',
    handle(async (req, res) => {
      const { user } = signedIn(res);
      const folder = data.itemFor(user, queryInteger(req, 'folderId', ID), 'upload', 1);
      const name = queryName(req);
      const unpack = queryFlag(req, 'unpack', false) && extensionOf(name) === 'zip';
      if (!isStreamedUpload(req)) throw new HttpError(415, UPLOAD_TYPE_REQUIRED);
      if (Number(req.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) {
        res.set('Connection', 'close');
        throw new HttpError(413, LimitMessage.tooLarge(MAX_UPLOAD_BYTES));
      }
      let received: { path: string; size: number };
      try {
        received = await files.receive(req, MAX_UPLOAD_BYTES);
      } catch (error) {
        res.set('Connection', 'close');
        if (error instanceof TooLarge) throw new HttpError(413, LimitMessage.tooLarge(MAX_UPLOAD_BYTES));
        throw badRequest('The upload was interrupted before the whole file arrived.');
      }
      if (unpack) {
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
        return;
      }
      const blob = await files.keep(received.path);
      const target = data.find(folder.ItemId);
      if (!target) {
        await files.remove(blob);
        throw new HttpError(404, 'The folder was deleted during the upload.');
      }
      const now = cab.iso();
      const record = fileRecord(target, user, name, received.size, blob, now);
      data.items.push(record);
      data.touch(target.ItemId, now);
      data.save();
      res.json(data.view(record));
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

  async function unpackInBackground(
    job: UploadJob,
    zipPath: string,
    zipName: string,
    user: UserRecord,
  ): Promise<void> {
    const result = await unpackZip(files, zipPath, cab.zipLimits);
    await rm(zipPath, { force: true });
    const folder = data.find(job.FolderId);
    if (result.ok && !folder)
      await Promise.all(result.unpacked.files.map((f) => rm(f.path, { force: true })));
    const failure = !result.ok
      ? result.message
      : !folder
        ? 'The folder was deleted during the upload.'
        : null;
    if (failure !== null || !result.ok || !folder) {
      job.State = 'failed';
      job.Message = failure;
      hub.push(user.id, 'zipUploadDone', {
        IsSuccess: false,
        FolderId: job.FolderId,
        UploadId: job.UploadId,
        Message: failure,
      });
      return;
    }
    const blobs = await Promise.all(result.unpacked.files.map((f) => files.keep(f.path)));
    const created = store(result.unpacked, blobs, folder, zipName, user);
    job.State = 'done';
    job.CreatedFolderId = created;
    hub.push(user.id, 'zipUploadDone', {
      IsSuccess: true,
      FolderId: job.FolderId,
      UploadId: job.UploadId,
      CreatedFolderId: created,
    });
  }

  /** The zip's tree as records, in one synchronous step: a folder named after the zip, then its folders and files. */
  function store(
    unpacked: Unpacked,
    blobs: string[],
    target: CabinetItemRecord,
    zipName: string,
    user: UserRecord,
  ): number {
    const now = cab.iso();
    const folders = new Map<string, CabinetItemRecord>();
    const makeFolder = (parent: CabinetItemRecord, name: string) =>
      data.addFolder(parent, name, user.id, now);
    const top = makeFolder(
      target,
      uniqueName(
        folderNameOfZip(zipName),
        data.childrenOf(target.ItemId).map((i) => i.Name),
      ),
    );
    const folderAt = (path: string[]): CabinetItemRecord => {
      let parent = top;
      path.forEach((name, depth) => {
        const key = path
          .slice(0, depth + 1)
          .join('/')
          .toLowerCase();
        let folder = folders.get(key);
        if (!folder) {
          folder = makeFolder(
            parent,
            uniqueName(
              name,
              data.childrenOf(parent.ItemId).map((i) => i.Name),
            ),
          );
          folders.set(key, folder);
        }
        parent = folder;
      });
      return parent;
    };
    unpacked.folders.forEach(folderAt);
    unpacked.files.forEach((file, i) => {
      const parent = folderAt(file.folders);
      data.items.push(fileRecord(parent, user, file.name, file.size, blobs[i]!, now));
    });
    data.touch(target.ItemId, now);
    data.save();
    return top.ItemId;
  }
}
