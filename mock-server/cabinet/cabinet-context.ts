/** What the cabinet routes share: the data, the bytes, background jobs and the direct-link sessions. */
import { randomBytes } from 'node:crypto';
import type { UserRecord } from '../../fixtures/types';
import { FOLDER_ZIP_LIMITS, type FolderZipLimits } from '../../src/domain/cabinet/cabinet-limits';
import type { Plan } from '../../src/domain/billing/plan.entity';
import { storageFullMessage } from '../../src/domain/billing/quota.rules';
import { planOfWorkspace } from '../routes/billing/workspace-usage';
import type { Hub } from '../hub';
import { HttpError } from '../http';
import type { Store } from '../store';
import { CabinetData } from './cabinet-data';
import { FileStorage } from './file-storage';
import { LinkSessions } from './link-sessions';
import { Thumbnails } from './thumbnails';
import { DEFAULT_ZIP_LIMITS, type Room, type ZipLimits } from './zip-unpack';

/** Writes a sentence in the activity log for work that ends after its call answered (an unpacked zip). */
export type CabinetActivity = (user: UserRecord, action: string) => void;

export interface UploadJob {
  UploadId: string;
  userId: number;
  FolderId: number;
  State: 'processing' | 'done' | 'failed';
  Message: string | null;
  /** The folder the zip was unpacked into, once done. */
  CreatedFolderId: number | null;
}

export interface PreparedDownload {
  DownloadId: string;
  userId: number;
  FileName: string;
  path: string;
  ready: boolean;
  expires: number;
}

export class CabinetContext {
  readonly data: CabinetData;
  readonly files: FileStorage;
  readonly thumbnails: Thumbnails;
  readonly links = new LinkSessions();
  /** How much a zip may hold (tests lower it to try a bomb without writing 200 MB). */
  zipLimits: ZipLimits = DEFAULT_ZIP_LIMITS;
  /**
   * The plan whose storage limit the workspace's cabinets keep to (docs/billing.md, "Quotas"; docs/cabinet.md,
   * "Storage quota"): the workspace's own. Tests replace it to lower the limit.
   */
  storagePlan = (workspaceId: number): Plan => planOfWorkspace(this.store, workspaceId);
  /** What a link visitor's "Download all" zip may hold (tests lower it). */
  folderZipLimits: FolderZipLimits = FOLDER_ZIP_LIMITS;
  readonly uploads = new Map<string, UploadJob>();
  readonly downloads = new Map<string, PreparedDownload>();
  /** Background work still running (zips unpacking or being built): tests and close() wait for it. */
  readonly pending = new Set<Promise<unknown>>();

  constructor(
    readonly store: Store,
    readonly hub: Hub,
    filesDir: string | null,
    readonly now: () => number,
    readonly activity: CabinetActivity,
  ) {
    this.data = new CabinetData(store);
    this.files = new FileStorage(filesDir);
    this.thumbnails = new Thumbnails(this.files);
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** What the workspace's cabinets may still take before the quota, and what to say when something needs more. */
  roomIn(workspaceId: number): Room {
    const plan = this.storagePlan(workspaceId);
    const limit = plan.Limits.storage ?? Number.MAX_SAFE_INTEGER;
    return {
      bytes: Math.max(0, limit - this.data.bytesIn(workspaceId)),
      message: storageFullMessage(plan),
    };
  }

  /** 402 (the platform's quota answer, spec §8) when `bytes` more would take the workspace past its quota. */
  ensureRoom(workspaceId: number, bytes: number): void {
    const room = this.roomIn(workspaceId);
    if (bytes > room.bytes) throw new HttpError(402, room.message);
  }

  /** Runs `work` after the answer is sent, keeping track of it. */
  background(work: () => Promise<void>): void {
    const running = work().catch((error: unknown) =>
      console.error('[mock-server] cabinet background work failed:', error),
    );
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** A direct link's secret: 32 characters of base64url (192 bits). */
  randomHash(): string {
    return randomBytes(24).toString('base64url');
  }

  /** A document type of the user's workspace. */
  documentTypeExists(user: { workspaceId: number }, id: number): boolean {
    return this.store.data.documentTypes.some(
      (t) => t.DocumentTypeId === id && t.workspaceId === user.workspaceId,
    );
  }

  /** Deleted items take their direct links with them. */
  forgetShares(itemIds: ReadonlySet<number>): void {
    const shares = this.store.data.cabinetShares;
    shares.splice(0, shares.length, ...shares.filter((s) => !itemIds.has(s.ItemId)));
  }

  reset(): void {
    this.files.clear();
    this.links.clear();
    this.uploads.clear();
    this.downloads.clear();
  }

  async close(): Promise<void> {
    await this.settled();
    this.files.close();
  }
}
