import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The error payload of platform spec §7: `Message` plus optional flags. */
export type ErrorPayload = { Message: string } & Record<string, unknown>;

/** An expected failure: the error handler answers `status` with `{ Message, ...extra }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Unauthorized');

/** Wraps a handler so that a thrown error or rejected promise reaches the error handler instead of crashing. */
export function handle(fn: (req: Request, res: Response) => unknown): RequestHandler {
  return (req, res, next) => {
    try {
      Promise.resolve(fn(req, res)).catch(next);
    } catch (error) {
      next(error);
    }
  };
}

export function sendError(
  res: Response,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): void {
  const payload: ErrorPayload = { Message: message, ...extra };
  res.status(status).json(payload);
}

/** The URL as the caller sent it (json-server's rewriter changes `originalUrl`); set by the first middleware. */
export function requestUrl(req: Request, res: Response): string {
  return typeof res.locals.requestUrl === 'string' ? res.locals.requestUrl : req.originalUrl;
}

export function notFoundHandler(req: Request, res: Response): void {
  sendError(res, 404, `No route for ${req.method} ${requestUrl(req, res)}.`);
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Last middleware: expected errors keep their status, body-parser errors become 400, anything else 500. */
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    sendError(res, error.status, error.message, error.extra);
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    sendError(res, 400, 'The request body is not valid JSON.');
    return;
  }
  if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
    sendError(res, parserError.status, error instanceof Error ? error.message : 'Bad request.');
    return;
  }
  console.error('[mock-server] unexpected error:', error);
  sendError(res, 500, error instanceof Error ? `Internal error: ${error.message}` : 'Internal error.');
}
