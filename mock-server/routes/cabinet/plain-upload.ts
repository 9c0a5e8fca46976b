/**
 * One file's upload, kept as it is (docs/cabinet.md, "Uploads"): the size limit, the storage quota of the plan
 * (402 before it is kept), the name made unique in its folder. The cabinet's `POST document/upload` and the sites'
 * `POST sitecontent/upload` both store a file through here; thumbnails are made from the kept file when asked.
 */
import type { Request, Response } from 'express';
import type { CabinetItemRecord, UserRecord } from '../../../fixtures/types';
import { LimitMessage, MAX_UPLOAD_BYTES } from '../../../src/domain/cabinet/cabinet-limits';
import { uniqueName } from '../../../src/domain/cabinet/cabinet-names';
import { isImageName } from '../../../src/domain/cabinet/file-types';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { TooLarge } from '../../cabinet/file-storage';
import { isStreamedUpload } from '../../cabinet/streamed-upload';
import { HttpError, badRequest } from '../../http';
import { validName } from './cabinets';

export const FOLDER_DELETED = 'The folder was deleted during the upload.';

export const UPLOAD_TYPE_REQUIRED =
  "An upload carries the file's bytes (Content-Type: application/octet-stream).";

/** The `name` of the query, a valid item name. */
export function queryName(req: Request): string {
  const raw = req.query.name;
  if (typeof raw !== 'string') throw badRequest('name is required.');
  return validName(raw);
}

/** 415 unless the body is the file's bytes. */
export function requireStreamedUpload(req: Request): void {
  if (!isStreamedUpload(req)) throw new HttpError(415, UPLOAD_TYPE_REQUIRED);
}

/**
 * Receives the bytes (checked against the size limit, and against the room left when `room` is given) to a
 * temporary file. Refusals close the connection: the rest of the body is not read.
 */
export async function receiveUpload(
  cab: CabinetContext,
  req: Request,
  res: Response,
  room: { bytes: number; message: string } | null,
): Promise<{ path: string; size: number }> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES || (room && declared > room.bytes)) {
    res.set('Connection', 'close');
    if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, LimitMessage.tooLarge(MAX_UPLOAD_BYTES));
    throw new HttpError(402, room!.message);
  }
  const limit = room ? Math.min(MAX_UPLOAD_BYTES, room.bytes) : MAX_UPLOAD_BYTES;
  try {
    return await cab.files.receive(req, limit);
  } catch (error) {
    res.set('Connection', 'close');
    if (error instanceof TooLarge)
      throw limit < MAX_UPLOAD_BYTES
        ? new HttpError(402, room!.message)
        : new HttpError(413, LimitMessage.tooLarge(MAX_UPLOAD_BYTES));
    throw badRequest('The upload was interrupted before the whole file arrived.');
  }
}

/**
 * Keeps a received file in `folder` as created by `user`: after the last await, in one synchronous step, the folder
 * and the room are checked as they are now (a refusal removes the kept bytes). Returns the new record, saved.
 */
export async function keepUpload(
  cab: CabinetContext,
  folder: CabinetItemRecord,
  user: UserRecord,
  name: string,
  received: { path: string; size: number },
): Promise<CabinetItemRecord> {
  const { data, files } = cab;
  const blob = await files.keep(received.path);
  const target = data.find(folder.ItemId);
  try {
    if (!target) throw new HttpError(404, FOLDER_DELETED);
    cab.ensureRoom(target.workspaceId, received.size);
  } catch (error) {
    await files.remove(blob);
    throw error;
  }
  const now = cab.iso();
  const record: CabinetItemRecord = {
    ItemId: data.nextId(),
    ItemType: 2,
    Name: uniqueName(
      name,
      data.childrenOf(target.ItemId).map((i) => i.Name),
    ),
    ParentFolderId: target.ItemId,
    RootContextFolderId: target.RootContextFolderId,
    IsImage: isImageName(name),
    Size: received.size,
    CreatedOn: now,
    ModifiedOn: now,
    DocumentTypeId: null,
    workspaceId: target.workspaceId,
    scopeId: target.scopeId,
    createdBy: user.id,
    blob,
  };
  data.items.push(record);
  data.touch(target.ItemId, now);
  data.save();
  return record;
}

/** Receives and keeps one file in `folder` (not a zip to unpack), counted against the workspace's storage quota. */
export async function storePlainUpload(
  cab: CabinetContext,
  req: Request,
  res: Response,
  folder: CabinetItemRecord,
  user: UserRecord,
  name: string,
): Promise<CabinetItemRecord> {
  requireStreamedUpload(req);
  const received = await receiveUpload(cab, req, res, cab.roomIn(folder.workspaceId));
  return keepUpload(cab, folder, user, name, received);
}
