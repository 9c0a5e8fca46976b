/**
 * Figures of the cabinet (docs/cabinet.md). The spec gives the folder page size (100000) and the thumbnail size
 * (200 by 100, request-conventions.ts); the limits are ours, chosen so one upload, zip or download cannot exhaust
 * a server's disk or memory.
 */

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** The folder-contents call of platform spec §7: type 3 (folders and files), page 0, size 100000, files flag. */
export const FOLDER_CONTENTS_QUERY = { type: 3, page: 0, size: 100_000, files: true } as const;

/**
 * Items a member's folder page asks for at a time (docs/cabinet.md, "Long folders"): the spec's call with page and
 * size, the first page at once, the next as the list scrolls near its end or on Show more.
 */
export const FOLDER_PAGE_SIZE = 200;

/** The biggest file one upload may carry. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** A zip is refused when unpacking it would write more than this, counted as the entries inflate. */
export const MAX_ZIP_INFLATED_BYTES = 200 * 1024 * 1024;

/** A zip is refused when it holds more entries than this. */
export const MAX_ZIP_ENTRIES = 10_000;

/** A folder download (a zip built in the background) is refused above these. */
export const MAX_FOLDER_DOWNLOAD_BYTES = 500 * 1024 * 1024;
export const MAX_FOLDER_DOWNLOAD_FILES = 10_000;

/** What one folder zip may hold: a member's folder download and a link visitor's "Download all" (tests lower it). */
export interface FolderZipLimits {
  files: number;
  bytes: number;
}
export const FOLDER_ZIP_LIMITS: FolderZipLimits = {
  files: MAX_FOLDER_DOWNLOAD_FILES,
  bytes: MAX_FOLDER_DOWNLOAD_BYTES,
};

/** Pictures larger than this many pixels get no thumbnail (a decompression bomb stays a file). */
export const MAX_THUMBNAIL_INPUT_PIXELS = 50_000_000;

/** Pictures with a side longer than this get no thumbnail (a 100000 × 1 strip claims few pixels but costs plenty). */
export const MAX_THUMBNAIL_INPUT_SIDE = 32_768;

/**
 * A thumbnail crops its picture to fill the box only when that enlarges it at most this many times and resizes it to
 * at most MAX_THUMBNAIL_COVER_PIXELS box-fulls of pixels; any other picture (a long strip, a tiny icon) is fitted
 * whole inside the box, which never costs more than the box itself.
 */
export const MAX_THUMBNAIL_UPSCALE = 8;
export const MAX_THUMBNAIL_COVER_PIXELS = 16;

/** sharp gives up on a thumbnail after this many seconds (the picture then shows its icon). */
export const THUMBNAIL_TIMEOUT_SECONDS = 5;

export const LimitMessage = {
  tooLarge: (bytes: number) =>
    `The file is larger than ${formatFileSize(bytes)}, the most one upload may carry.`,
  zipTooManyEntries: `The zip holds more than ${MAX_ZIP_ENTRIES.toLocaleString('en')} entries.`,
  zipTooLarge: `The zip would unpack to more than ${formatFileSize(MAX_ZIP_INFLATED_BYTES)}.`,
  zipDamaged: 'The zip file is damaged or is not a zip file.',
  folderTooLarge: `This folder is too large to download as one file (more than ${formatFileSize(MAX_FOLDER_DOWNLOAD_BYTES)} or ${MAX_FOLDER_DOWNLOAD_FILES.toLocaleString('en')} files).`,
  folderTooLargeFor: (limits: FolderZipLimits) =>
    `This folder is too large to download as one file (more than ${formatFileSize(limits.bytes)} or ${limits.files.toLocaleString('en')} files).`,
  folderEmpty: 'This folder has no files to download.',
} as const;

/** "0 bytes", "1 byte", "12.3 KB", "4 MB": sizes as a person reads them (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes === 1) return '1 byte';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} bytes`;
  const shown =
    value >= 100 || Number.isInteger(value)
      ? Math.round(value).toString()
      : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}
