import { extensionOf, servedContentType } from './file-types';

/**
 * How a file previews (docs/cabinet.md, "Preview"): pictures the browser shows safely (png, jpeg, gif) as a picture,
 * PDF in the browser's viewer, plain text as text, anything else as its name, size and type with a Download button.
 * The client picks the dialog's content by it and the mock server serves only what it allows.
 */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'none';

/** Pictures and PDFs larger than this are not shown inline: the dialog offers the download instead. */
export const MAX_INLINE_PREVIEW_BYTES = 20 * 1024 * 1024;

/** A text file previews its first bytes, up to this many. */
export const MAX_TEXT_PREVIEW_BYTES = 256 * 1024;

const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'log', 'md']);

export function previewKindOf(file: { Name: string; Size: number }): PreviewKind {
  const type = servedContentType(file.Name);
  if (TEXT_EXTENSIONS.has(extensionOf(file.Name))) return 'text';
  if (file.Size > MAX_INLINE_PREVIEW_BYTES) return 'none';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  return 'none';
}

export const PreviewMessage = {
  notPreviewable: 'This file cannot be previewed. Download it to open it.',
} as const;

/** A text file's preview: its first bytes as text, and whether there is more. */
export interface TextPreview {
  Text: string;
  Truncated: boolean;
}
