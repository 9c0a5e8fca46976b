import type { FormInstance } from '../domain/forms/form-instance.entity';
import type { StoredPicture } from './stored-pictures.port';

/**
 * The texts of the PDF header and footer (forms spec §3 "PDF header/footer info"): who generated the
 * file, in which workspace and team, for which form and project.
 */
export interface HeaderFooterInfo {
  WorkspaceName: string;
  TeamName: string;
  GeneratedByName: string;
  GeneratedByEmail: string;
  FormName: string;
  ProjectName: string;
}

/** The options of the Form To PDF dialog (forms spec §7 "PDF export options"), wire casing. */
export interface PdfExportOptions {
  /** Print the header and footer (HeaderFooterInfo) on every page. */
  IncludeHeaderFooter: boolean;
  /** Print the values of the fields (otherwise a blank form). */
  IncludeData: boolean;
  /** Print the current values of formula fields (and mirrors of them). */
  IncludeFormulaData: boolean;
  /** A version to fill in by hand: every choice is listed with a tick box, every input gets a box to write in. */
  Editable: boolean;
  /** Shrink the form so all its columns fit the page width; otherwise columns keep their size and continue on further pages. */
  FitColumns: boolean;
  HeaderFooterInfo?: HeaderFooterInfo;
  /** Column widths in pixels as shown; the instance's own widths when absent. */
  ColumnsWidth?: readonly number[];
}

/** Forms spec §9: include data off, include formula data off, header and footer on, editable off, fit columns on. */
export const PDF_EXPORT_DEFAULTS: Readonly<Omit<PdfExportOptions, 'HeaderFooterInfo' | 'ColumnsWidth'>> = {
  IncludeHeaderFooter: true,
  IncludeData: false,
  IncludeFormulaData: false,
  Editable: false,
  FitColumns: true,
};

/** A generated file, ready to be saved. */
export interface ExportedFile {
  fileName: string;
  mimeType: string;
  data: Uint8Array | string;
}

/**
 * Builds the CSV, Excel and PDF files of a form instance (docs/exports.md). The instance carries the
 * values to export in its fields (`Data`, `OptionId`). Implementations load the heavy libraries only
 * when a file is asked for. Rejects when the file cannot be built.
 */
export interface FormExporter {
  csv(instance: FormInstance): Promise<ExportedFile>;
  excel(instance: FormInstance): Promise<ExportedFile>;
  /**
   * `storedPictures`: the pictures of the stored files the form shows (by FileId; null for one that could not be
   * had), printed in their fields' places. `logo`: the workspace's logo (a PNG or JPEG data URL) for the header.
   */
  pdf(
    instance: FormInstance,
    options: PdfExportOptions,
    storedPictures?: ReadonlyMap<number, StoredPicture | null>,
    logo?: string | null,
  ): Promise<ExportedFile>;
}
export const FormExporter = Symbol('FormExporter');
