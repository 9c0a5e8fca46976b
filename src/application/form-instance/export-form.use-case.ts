import { inject, injectable } from 'inversify';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { InstanceValues } from '../../domain/forms/instance/instance-values';
import { storedPictureIdsOf } from '../../domain/forms/images/stored-pictures';
import { displayName, teamNameOf } from '../../domain/session/current-user';
import { Device } from '../../ports/device.port';
import { FileDownloader } from '../../ports/file-downloader.port';
import {
  FormExporter,
  type ExportedFile,
  type HeaderFooterInfo,
  type PdfExportOptions,
} from '../../ports/form-exporter.port';
import { StoredPictures, type StoredPicture } from '../../ports/stored-pictures.port';
import { UserContext } from '../../ports/user-context.port';
import { WorkspaceLogoGateway } from '../../ports/workspace-logo-gateway.port';
import { DownloadFile } from '../platform/download-file.use-case';
import { done, failed, type Outcome } from '../platform/outcome';
import { EXPORT_FAILED, EXPORT_NEEDS_VALID_FORM } from './export-messages';
import { withCurrentValues } from './export-values';

/** What is exported: the instance as loaded and the values the page holds now (saved or not). */
export interface ExportRequest {
  instance: FormInstance;
  values?: InstanceValues;
}

export interface PdfExportRequest extends ExportRequest {
  options: Omit<PdfExportOptions, 'HeaderFooterInfo'>;
  /** The header and footer texts; built from the current user and the instance when absent. */
  headerFooterInfo?: HeaderFooterInfo;
  /** Forms spec §5: "PDF dialog: saving requires a valid form". */
  isFormValid: boolean;
}

/**
 * A user exports the form instance on screen as CSV, Excel or PDF (docs/use-cases/export-form.md): the
 * browser builds the file from the instance with the values on screen and saves it. Each call resolves to
 * the saved file's name, or to the message to show.
 */
@injectable()
export class ExportForm {
  constructor(
    @inject(FormExporter) private readonly exporter: FormExporter,
    @inject(FileDownloader) private readonly files: FileDownloader,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Device) private readonly device: Device,
    @inject(DownloadFile) private readonly download: DownloadFile,
    @inject(StoredPictures) private readonly pictures: StoredPictures,
    @inject(WorkspaceLogoGateway) private readonly logos: WorkspaceLogoGateway,
  ) {}

  csv(request: ExportRequest): Promise<Outcome<string>> {
    if (this.device.isMobile()) return this.openOnServer('FormToCSV', request.instance, 'csv');
    return this.save(() => this.exporter.csv(withCurrentValues(request.instance, request.values)));
  }

  excel(request: ExportRequest): Promise<Outcome<string>> {
    if (this.device.isMobile()) return this.openOnServer('FormToExcel', request.instance, 'xlsx');
    return this.save(() => this.exporter.excel(withCurrentValues(request.instance, request.values)));
  }

  /**
   * On mobile the file's URL is opened directly (platform spec §7): the server's export of the saved
   * instance, built with the same builders, which mobile browsers hand to their own viewer.
   */
  private async openOnServer(call: 'FormToCSV' | 'FormToExcel', instance: FormInstance, extension: string) {
    const fileName = `${instance.Name}.${extension}`;
    await this.download.run({ url: `/api/forminstance/${call}?id=${instance.InstanceId}`, fileName });
    return done(fileName);
  }

  async pdf(request: PdfExportRequest): Promise<Outcome<string>> {
    if (!request.isFormValid) return failed(EXPORT_NEEDS_VALID_FORM);
    const options: PdfExportOptions = {
      ...request.options,
      HeaderFooterInfo: request.headerFooterInfo ?? this.headerFooterFor(request.instance),
    };
    return this.save(async () => {
      const [pictures, logo] = await Promise.all([
        this.storedPicturesOf(request.instance),
        options.IncludeHeaderFooter ? this.logo() : null,
      ]);
      return this.exporter.pdf(withCurrentValues(request.instance, request.values), options, pictures, logo);
    });
  }

  /** The workspace's logo for the header (General settings); a PDF without it rather than none when it cannot be had. */
  private async logo(): Promise<string | null> {
    try {
      const answer = await this.logos.logo();
      return answer.ok && answer.data.HasActiveLogo ? answer.data.Logo : null;
    } catch {
      return null;
    }
  }

  /**
   * The pictures of the stored files the form shows, each asked of the server once, as the page's images are: the
   * PDF prints them. One that cannot be had is null (its field then prints its label and the error).
   */
  private async storedPicturesOf(instance: FormInstance): Promise<Map<number, StoredPicture | null>> {
    const ids = storedPictureIdsOf(instance.Fields ?? []);
    const loaded = await Promise.all(ids.map((id) => this.pictures.thumbnail(id).catch(() => null)));
    return new Map(ids.map((id, i) => [id, loaded[i]]));
  }

  /** The header and footer texts of the signed-in user's export of this instance. */
  headerFooterFor(instance: FormInstance): HeaderFooterInfo {
    const user = this.users.user;
    return {
      WorkspaceName: user?.workspaceName ?? '',
      TeamName: user ? teamNameOf(user) : '',
      GeneratedByName: user ? displayName(user) : '',
      GeneratedByEmail: user?.email ?? '',
      FormName: instance.Name,
      ProjectName: instance.ProjectName,
    };
  }

  private async save(build: () => Promise<ExportedFile>): Promise<Outcome<string>> {
    try {
      const file = await build();
      const parts: BlobPart[] = [
        typeof file.data === 'string' ? file.data : (file.data as Uint8Array<ArrayBuffer>),
      ];
      this.files.saveBlob(new Blob(parts, { type: file.mimeType }), file.fileName);
      return done(file.fileName);
    } catch {
      // A library failure (a font that would not load, a malformed value) is shown as the spec's message.
      return failed(EXPORT_FAILED);
    }
  }
}
