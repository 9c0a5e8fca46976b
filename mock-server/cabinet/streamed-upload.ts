/**
 * The calls whose body is not JSON: an upload, the file's bytes as `application/octet-stream`, streamed to disk
 * by its route (routes/cabinet/uploads.ts, and a site account's routes/sites/site-visit-content.ts). The cross-site guard and the JSON body parser let exactly this through;
 * the guard still refuses it from another origin, and the anti-forgery header is still required. A page of another
 * site cannot send this type without a CORS preflight, which only the SPA's origins pass.
 */
import type { Request } from 'express';

const UPLOAD_PATH = /^\/(api\/)?(document|sitecontent)\/upload$/i;

export function isStreamedUpload(req: Request): boolean {
  return (
    req.method === 'POST' &&
    UPLOAD_PATH.test(req.path) &&
    req.is('application/octet-stream') === 'application/octet-stream'
  );
}
