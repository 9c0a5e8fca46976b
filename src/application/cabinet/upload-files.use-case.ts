import { inject, injectable } from 'inversify';
import { LimitMessage, MAX_UPLOAD_BYTES } from '../../domain/cabinet/cabinet-limits';
import { cleanName, nameProblem } from '../../domain/cabinet/cabinet-names';
import { extensionOf } from '../../domain/cabinet/file-types';
import type { FolderItem } from '../../domain/cabinet/folder-item.entity';
import { messageOf } from '../../domain/platform/error-catalogue';
import { DocumentUploads, type UploadSource } from '../../ports/document-upload.port';
import { RealtimeHub } from '../../ports/realtime-hub.port';

export type UploadState = 'waiting' | 'uploading' | 'uploaded' | 'unpacking' | 'unpacked' | 'failed';

/** What the upload panel shows of one file. */
export interface UploadEntry {
  key: number;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  message: string | null;
  folderId: number;
  /** A zip's background upload (zipUploadDone names it). */
  uploadId: string | null;
  /** The folder it goes to, as /documentupload's return parameter. */
  returnParam: string;
}

/** The end of a background zip upload, as zipUploadDone tells it. */
export interface ZipDone {
  uploadId: string;
  folderId: number;
  ok: boolean;
  message: string | null;
}

export const UploadMessage = {
  refused: 'The server refused this file.',
  network: 'The upload could not reach the server. Please try again.',
  cancelled: 'Cancelled.',
} as const;

/**
 * A member with Create uploads files into a folder by picking or dropping them (docs/cabinet.md, "Uploads"): each is
 * checked first (name, size), then sent one after another with its progress; a zip, when asked, is unpacked into
 * folders by the server in the background and announced with `zipUploadDone`.
 */
@injectable()
export class UploadFiles {
  constructor(
    @inject(DocumentUploads) private readonly uploads: DocumentUploads,
    @inject(RealtimeHub) private readonly hub: RealtimeHub,
  ) {}

  /** Why a file cannot be uploaded, before sending a byte (null: it may go). */
  check(file: Pick<UploadSource, 'name' | 'size'>): string | null {
    if (file.size > MAX_UPLOAD_BYTES) return LimitMessage.tooLarge(MAX_UPLOAD_BYTES);
    return nameProblem(cleanName(file.name));
  }

  /** Whether a file will be unpacked (a zip, when the member asked for it). */
  unpacks(file: Pick<UploadSource, 'name'>, unpack: boolean): boolean {
    return unpack && extensionOf(file.name) === 'zip';
  }

  /** Sends one file; `update` receives every change of its entry. Resolves with the stored file when there is one. */
  async send(
    folder: Pick<FolderItem, 'ItemId'>,
    file: UploadSource,
    unpack: boolean,
    update: (patch: Partial<UploadEntry>) => void,
    signal?: AbortSignal,
  ): Promise<FolderItem | null> {
    const problem = this.check(file);
    if (problem) {
      update({ state: 'failed', message: problem });
      return null;
    }
    update({ state: 'uploading', sent: 0 });
    const outcome = await this.uploads.upload(
      {
        folderId: folder.ItemId,
        file: { ...file, name: cleanName(file.name) },
        unpack: this.unpacks(file, unpack),
      },
      (sent) => update({ sent }),
      signal,
    );
    if (!outcome.ok) {
      const { failure } = outcome;
      const message =
        failure.kind === 'status'
          ? failure.payload.Message
            ? messageOf(failure.payload)
            : UploadMessage.refused
          : failure.kind === 'aborted'
            ? UploadMessage.cancelled
            : UploadMessage.network;
      update({ state: 'failed', message });
      return null;
    }
    if (outcome.kind === 'zip') {
      update({ state: 'unpacking', sent: file.size, uploadId: outcome.uploadId });
      return null;
    }
    update({ state: 'uploaded', sent: file.size });
    return outcome.item;
  }

  /** Tells `listener` of every zip upload that finishes (zipUploadDone); returns the unsubscribe function. */
  watchZips(listener: (done: ZipDone) => void): () => void {
    return this.hub.subscribe((message) => {
      if (message.Listener !== 'zipUploadDone' || typeof message.Data !== 'object' || message.Data === null)
        return;
      const data = message.Data as Record<string, unknown>;
      if (typeof data.UploadId !== 'string' || typeof data.FolderId !== 'number') return;
      listener({
        uploadId: data.UploadId,
        folderId: data.FolderId,
        ok: data.IsSuccess === true,
        message: typeof data.Message === 'string' ? data.Message : null,
      });
    });
  }
}
