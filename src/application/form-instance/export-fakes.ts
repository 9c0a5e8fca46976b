import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { FileDownloader } from '../../ports/file-downloader.port';
import type { ExportedFile, FormExporter, PdfExportOptions } from '../../ports/form-exporter.port';
import type { HttpResult } from '../../ports/http-client.port';
import type { StoredPicture, StoredPictures } from '../../ports/stored-pictures.port';
import type { WorkspaceLogo, WorkspaceLogoGateway } from '../../ports/workspace-logo-gateway.port';

/** Test doubles of the export ports: what was built with which input, and what was saved. */
export class FakeFormExporter implements FormExporter {
  calls: Array<{
    format: 'csv' | 'excel' | 'pdf';
    instance: FormInstance;
    options?: PdfExportOptions;
    storedPictures?: ReadonlyMap<number, StoredPicture | null>;
    logo?: string | null;
  }> = [];
  /** Set to make the next builds reject, as a library failure would. */
  failWith: Error | null = null;
  /** While set, builds wait for it (to observe the busy state). */
  gate: Promise<void> | null = null;

  csv(instance: FormInstance): Promise<ExportedFile> {
    return this.build('csv', instance, {
      fileName: `${instance.Name}.csv`,
      mimeType: 'text/csv',
      data: 'a,b',
    });
  }

  excel(instance: FormInstance): Promise<ExportedFile> {
    return this.build('excel', instance, {
      fileName: `${instance.Name}.xlsx`,
      mimeType: 'application/xlsx',
      data: new Uint8Array([80, 75]),
    });
  }

  pdf(
    instance: FormInstance,
    options: PdfExportOptions,
    storedPictures?: ReadonlyMap<number, StoredPicture | null>,
    logo?: string | null,
  ): Promise<ExportedFile> {
    const file = {
      fileName: `${instance.Name}.pdf`,
      mimeType: 'application/pdf',
      data: new Uint8Array([37, 80]),
    };
    return this.build('pdf', instance, file, options, storedPictures, logo);
  }

  private async build(
    format: 'csv' | 'excel' | 'pdf',
    instance: FormInstance,
    file: ExportedFile,
    options?: PdfExportOptions,
    storedPictures?: ReadonlyMap<number, StoredPicture | null>,
    logo?: string | null,
  ) {
    this.calls.push({
      format,
      instance,
      options,
      ...(storedPictures ? { storedPictures } : {}),
      ...(logo !== undefined ? { logo } : {}),
    });
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    return file;
  }
}

export class FakeFileDownloader implements FileDownloader {
  blobs: Array<{ blob: Blob; fileName: string }> = [];
  async save(): Promise<boolean> {
    return true;
  }
  open(): void {}
  saveBlob(blob: Blob, fileName: string): void {
    this.blobs.push({ blob, fileName });
  }
}

/** Stored pictures by file id; a missing one rejects, as an unreachable server would. Records what was asked. */
export class FakeStoredPictures implements StoredPictures {
  asked: number[] = [];
  constructor(private readonly pictures: ReadonlyMap<number, StoredPicture | null> = new Map()) {}
  async thumbnail(documentId: number): Promise<StoredPicture | null> {
    this.asked.push(documentId);
    if (!this.pictures.has(documentId)) throw new Error('unreachable');
    return this.pictures.get(documentId) ?? null;
  }
}

/** The workspace's logo as the server would answer it; `answer` null rejects, as an unreachable server would. Counts the calls. */
export class FakeWorkspaceLogo implements WorkspaceLogoGateway {
  asked = 0;
  constructor(
    private readonly answer: HttpResult<WorkspaceLogo> | null = {
      ok: true,
      status: 200,
      data: { HasActiveLogo: false, Logo: null },
    },
  ) {}
  async logo(): Promise<HttpResult<WorkspaceLogo>> {
    this.asked += 1;
    if (!this.answer) throw new Error('unreachable');
    return this.answer;
  }
}
