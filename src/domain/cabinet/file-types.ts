/**
 * File-type icons by extension (platform spec §9): images (jpg, png, bmp, jpeg, tif, tiff, gif), pdf, word (doc,
 * docx), text, excel (xls, xlsx), zip, video (mp4, ogg, mov, flv, divx, wmv, webm, avi, m4v), audio (mp3, wav).
 * The spec names "text" without extensions: txt, csv, log, md and rtf are ours. Anything else is a plain file.
 */
export type FileIcon =
  'folder' | 'image' | 'pdf' | 'word' | 'text' | 'excel' | 'zip' | 'video' | 'audio' | 'file';

const GROUPS: Record<Exclude<FileIcon, 'folder' | 'file'>, readonly string[]> = {
  image: ['jpg', 'png', 'bmp', 'jpeg', 'tif', 'tiff', 'gif'],
  pdf: ['pdf'],
  word: ['doc', 'docx'],
  text: ['txt', 'csv', 'log', 'md', 'rtf'],
  excel: ['xls', 'xlsx'],
  zip: ['zip'],
  video: ['mp4', 'ogg', 'mov', 'flv', 'divx', 'wmv', 'webm', 'avi', 'm4v'],
  audio: ['mp3', 'wav'],
};

const BY_EXTENSION = new Map<string, FileIcon>(
  Object.entries(GROUPS).flatMap(([icon, extensions]) =>
    extensions.map((ext) => [ext, icon as FileIcon] as const),
  ),
);

/** The extension of a file name, lower case, without the dot ('' when none; a leading dot is a name, not an extension). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The icon of a file by its name's extension. */
export function fileIconOf(name: string): FileIcon {
  return BY_EXTENSION.get(extensionOf(name)) ?? 'file';
}

/** The icon of an item: folders have their own. */
export function itemIconOf(item: { ItemType: number; Name: string }): FileIcon {
  return item.ItemType === 1 ? 'folder' : fileIconOf(item.Name);
}

/** True for the spec's image extensions: such a file has IsImage and a thumbnail. */
export function isImageName(name: string): boolean {
  return fileIconOf(name) === 'image';
}

/** What a user reads for each icon (the row's type column and the icon's accessible name). */
export const ICON_LABELS: Readonly<Record<FileIcon, string>> = {
  folder: 'Folder',
  image: 'Image',
  pdf: 'PDF',
  word: 'Word document',
  text: 'Text',
  excel: 'Excel workbook',
  zip: 'Zip archive',
  video: 'Video',
  audio: 'Audio',
  file: 'File',
};

/**
 * The Content-Type a file is served with. Only types a browser shows without running anything get their own
 * (pictures a thumbnail is made of, PDF); everything else is a plain download (application/octet-stream), so an
 * uploaded HTML or SVG file can never run as a page of the app's origin (docs/cabinet.md, "Serving files").
 */
export function servedContentType(name: string): string {
  switch (extensionOf(name)) {
    case 'png':
      return 'image/png';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'gif':
      return 'image/gif';
    case 'pdf':
      return 'application/pdf';
    default:
      return 'application/octet-stream';
  }
}
