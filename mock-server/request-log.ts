import type { RequestHandler } from 'express';
import { requestUrl } from './http';

/** Logs `METHOD /api/path status ms` as the caller sent it (morgan would show the path after the /api rewrite). */
export function requestLog(write: (line: string) => void = console.log): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    let done = false;
    const log = (status: string) => {
      if (done) return;
      done = true;
      write(`${req.method} ${requestUrl(req, res)} ${status} ${(performance.now() - started).toFixed(1)} ms`);
    };
    res.on('finish', () => log(String(res.statusCode)));
    res.on('close', () => log('aborted'));
    next();
  };
}
