/**
 * File previews (docs/cabinet.md, "Preview"), for members (`document/preview…`, Read on the cabinet) and for link
 * visitors (`directshare/preview…`, a live link that shows the file). Pictures (png, jpeg, gif) and PDFs up to 20 MB
 * are served inline, with the same locked-down headers as a download; a PDF may be framed by the app's own pages
 * (its viewer sits in the dialog), nothing else may. A text file answers JSON `{ Text, Truncated }`: its first
 * 256 KB decoded as UTF-8, which the SPA shows as text, never as HTML. Any other file answers 415.
 */
import type { Readable } from 'node:stream';
import type { Application, Request, Response } from 'express';
import type { CabinetItemRecord } from '../../../fixtures/types';
import {
  MAX_TEXT_PREVIEW_BYTES,
  PreviewMessage,
  previewKindOf,
} from '../../../src/domain/cabinet/file-preview';
import { servedContentType } from '../../../src/domain/cabinet/file-types';
import { signedIn } from '../../auth';
import type { CabinetContext } from '../../cabinet/cabinet-context';
import { sendStream } from '../../cabinet/serve-file';
import { linkRefusal, sharedItem } from '../../cabinet/shared-item';
import { HttpError, handle } from '../../http';
import { queryInteger } from '../../validate';
import { ID } from './cabinet-query';

/** A PDF preview is framed by the app (same origin) and shown by the browser's viewer, which a sandbox would block. */
const PDF_FRAME_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Reads at most `max` bytes of a stream, then stops reading it. */
async function head(stream: Readable, max: number): Promise<{ bytes: Buffer; more: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length > max) break;
    }
  } finally {
    stream.destroy();
  }
  const all = Buffer.concat(chunks);
  return { bytes: all.subarray(0, max), more: all.length > max };
}

/** A picture or a PDF inline (also a site visitor's: routes/sites/site-visit-content.ts); anything else 415. */
export async function sendInlinePreview(
  cab: CabinetContext,
  res: Response,
  item: CabinetItemRecord,
): Promise<void> {
  const kind = previewKindOf(item);
  if (kind !== 'image' && kind !== 'pdf') throw new HttpError(415, PreviewMessage.notPreviewable);
  await sendStream(res, cab.files.open(item.blob), {
    name: item.Name,
    size: item.Size,
    contentType: servedContentType(item.Name),
    disposition: 'inline',
    headers: kind === 'pdf' ? PDF_FRAME_HEADERS : undefined,
  });
}

/** A text file's first 256 KB as `{ Text, Truncated }`; anything else 415. */
export async function sendTextPreview(
  cab: CabinetContext,
  res: Response,
  item: CabinetItemRecord,
): Promise<void> {
  if (previewKindOf(item) !== 'text') throw new HttpError(415, PreviewMessage.notPreviewable);
  const { bytes, more } = await head(cab.files.open(item.blob), MAX_TEXT_PREVIEW_BYTES);
  // A character cut at the limit decodes as U+FFFD: it is dropped rather than shown.
  const decoded = new TextDecoder('utf-8').decode(bytes);
  res.json({ Text: more ? decoded.replace(/\uFFFD+$/, '') : decoded, Truncated: more });
}

export function registerPreviewRoutes(app: Application, cab: CabinetContext): void {
  const memberFile = (req: Request, res: Response) =>
    cab.data.itemFor(signedIn(res).user, queryInteger(req, 'id', ID), 'download', 2);
  const visitorFile = (req: Request) => {
    const id = queryInteger(req, 'id', ID);
    const shared = sharedItem(cab, req, id);
    if (!shared || shared.item.ItemType !== 2) throw linkRefusal(cab, req, id);
    return shared.item;
  };

  const inline = (res: Response, item: CabinetItemRecord) => sendInlinePreview(cab, res, item);
  const text = (res: Response, item: CabinetItemRecord) => sendTextPreview(cab, res, item);

  app.get(
    '/document/preview',
    handle((req, res) => inline(res, memberFile(req, res))),
  );
  app.get(
    '/document/preview/text',
    handle((req, res) => text(res, memberFile(req, res))),
  );
  app.get(
    '/directshare/preview',
    handle((req, res) => inline(res, visitorFile(req))),
  );
  app.get(
    '/directshare/preview/text',
    handle((req, res) => text(res, visitorFile(req))),
  );
}
