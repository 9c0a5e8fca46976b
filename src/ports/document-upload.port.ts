import type { FolderItem } from '../domain/cabinet/folder-item.entity';
import type { RequestFailure } from '../domain/platform/error-catalogue';

/** A file picked or dropped: its name and size, and its bytes as the adapter needs them (a Blob in the browser). */
export interface UploadSource {
  readonly name: string;
  readonly size: number;
  readonly body: unknown;
}

export type UploadOutcome =
  | { ok: true; kind: 'file'; item: FolderItem }
  | { ok: true; kind: 'zip'; uploadId: string }
  | { ok: false; failure: RequestFailure };

/** A site account's upload goes to `sitecontent/upload` (docs/sites.md "Upload"), with the project it is seen in. */
export interface SiteUploadTarget {
  readonly projectId: number | null;
}

/**
 * Sends a file's bytes to a folder (docs/cabinet.md, "Uploads"), reporting how many have gone. A zip sent with
 * `unpack` is unpacked by the server in the background (`zipUploadDone`). Failures are values; the global error
 * catalogue is not told (the upload panel shows each file's own error).
 */
export interface DocumentUploads {
  upload(
    request: { folderId: number; file: UploadSource; unpack: boolean; site?: SiteUploadTarget },
    onProgress: (sent: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<UploadOutcome>;
}
export const DocumentUploads = Symbol('DocumentUploads');
