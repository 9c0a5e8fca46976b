/** Saves files: those the server produces (exports, documents) and those the browser generates. */
export interface FileDownloader {
  /** Fetches the URL (GET, or POST with a JSON body) and saves the answer under its file name. */
  save(request: { url: string; method: 'GET' | 'POST'; body?: unknown; fileName: string }): Promise<boolean>;
  /** Opens the URL itself, letting the browser download it (mobile browsers handle files best this way). */
  open(url: string): void;
  /** Saves a file generated in the browser (the PDF, CSV and Excel exports) under `fileName`. */
  saveBlob(blob: Blob, fileName: string): void;
}
export const FileDownloader = Symbol('FileDownloader');
