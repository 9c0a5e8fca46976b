/**
 * How the mock serves a stored file (docs/cabinet.md, "Serving files"): always as an attachment, with
 * `X-Content-Type-Options: nosniff`, a CSP that forbids everything and sandboxes the document, and a Content-Type
 * that only names pictures and PDF (anything else is application/octet-stream). So an uploaded HTML or SVG file
 * is never rendered as a page of the app's origin, even when someone opens its URL directly.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { CabinetItemRecord } from '../../fixtures/types';
import { servedContentType } from '../../src/domain/cabinet/file-types';
import type { FileStorage } from './file-storage';

export const FILE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'private, no-store',
} as const;

/** `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf` (RFC 6266): an ASCII fallback and the real name. */
export function attachment(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function sendStream(
  res: Response,
  source: Readable,
  file: {
    name: string;
    size: number;
    contentType: string;
    disposition?: 'attachment' | 'inline';
    /** Headers that replace the defaults (a PDF preview may be framed by the app: frame-ancestors 'self'). */
    headers?: Record<string, string>;
  },
): Promise<void> {
  res.status(200).set({
    ...FILE_SECURITY_HEADERS,
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': attachment(file.name, file.disposition),
    ...file.headers,
  });
  try {
    await pipeline(source, res);
  } catch {
    // The client went away, or the file vanished mid-way: the response is already under way, so just end it.
    res.destroy();
  }
}

/** Streams a stored file to the caller as an attachment (never rendered inline). */
export function sendItem(files: FileStorage, res: Response, item: CabinetItemRecord): Promise<void> {
  return sendStream(res, files.open(item.blob), {
    name: item.Name,
    size: item.Size,
    contentType: servedContentType(item.Name),
  });
}
