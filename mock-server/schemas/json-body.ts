/**
 * The JSON body parser of the mock server: a size limit, a nesting limit checked on the raw bytes before
 * parsing, then one pass over the parsed value refusing prototype keys, over-long keys and text that is not
 * clean Unicode. A body of another type is refused (415) rather than silently ignored.
 */
import bodyParser from 'body-parser';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isStreamedUpload } from '../cabinet/streamed-upload';
import { HttpError, badRequest } from '../http';
import { FORBIDDEN_KEYS, LIMITS } from './limits';
import { textProblem } from './text-rules';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]);
const CLOSERS = new Set([0x7d, 0x5d]);

/** Throws a 400 when the JSON text nests objects and arrays more than `max` levels (strings skipped). */
export function checkJsonDepth(buf: Uint8Array, max: number = LIMITS.depth): void {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (const c of buf) {
    if (inString) {
      if (escaped) escaped = false;
      else if (c === BACKSLASH) escaped = true;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > max) throw badRequest(`The request body nests more than ${max} levels.`);
    } else if (CLOSERS.has(c)) depth--;
  }
}

const at = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/** Throws a 400 naming the place of the first prototype key, bad key or bad text in a parsed body. */
export function checkJsonTree(body: unknown): void {
  const stack: Array<[unknown, string]> = [[body, '']];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (++nodes > LIMITS.nodes) throw badRequest(`The request body holds more than ${LIMITS.nodes} values.`);
    if (typeof value === 'string') {
      const problem = textProblem(value, true);
      if (problem) throw badRequest(`${path || 'The request body'} ${problem}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, at(path, i)]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (FORBIDDEN_KEYS.has(key)) throw badRequest(`${at(path, key)}: the key "${key}" is not allowed.`);
        if (key.length > LIMITS.keyLength || textProblem(key, false))
          throw badRequest(`${path || 'The request body'} has a key that is not allowed.`);
        stack.push([item, at(path, key)]);
      }
    }
  }
}

const parseJson = bodyParser.json({
  limit: LIMITS.bodyBytes,
  verify: (_req, _res, buf) => checkJsonDepth(buf),
});

interface ParserError {
  type?: string;
}

/** body-parser's errors in the API's words (`{ Message }`, errorHandler); ours pass through. */
const parserErrors: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  if (error instanceof HttpError) return next(error);
  const type = (error as ParserError | null)?.type;
  if (type === 'entity.too.large')
    return next(new HttpError(413, `The request body is larger than ${LIMITS.bodyBytes} bytes.`));
  if (type === 'entity.parse.failed') return next(badRequest('The request body is not valid JSON.'));
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return next(new HttpError(415, 'The request body must be UTF-8 JSON.'));
  next(error);
};

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** After parsing: refuse bodies that were not JSON, check what was parsed. */
const checkParsed: RequestHandler = (req, _res, next) => {
  if (req.body === undefined && hasBody(req.headers) && !isStreamedUpload(req))
    return next(new HttpError(415, 'The request body must be JSON (Content-Type: application/json).'));
  try {
    if (req.body !== undefined) checkJsonTree(req.body);
    next();
  } catch (error) {
    next(error);
  }
};

/** Replaces json-server's bodyParser (10 MB, no depth limit, urlencoded too). */
export function jsonBody(): Array<RequestHandler | ErrorRequestHandler> {
  return [parseJson, parserErrors, checkParsed];
}
