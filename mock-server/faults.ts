import type { RequestHandler, Response } from 'express';
import { badRequest, sendError } from './http';
import {
  type Fields,
  optionalBoolean,
  optionalNumber,
  optionalObject,
  optionalString,
  requiredString,
} from './validate';

/** A pending injected fault (see README "Fault injection"). */
export interface Fault {
  id: number;
  method?: string;
  path: string;
  status?: number;
  body?: Fields;
  delayMs: number;
  abort: boolean;
  remaining: number;
}

const METHODS = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i;

export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Unauthorized',
  402: 'You have reached the quota of your plan.',
  403: 'Forbidden',
  404: 'Not found.',
  406: 'Not acceptable.',
  409: 'Conflict.',
  412: 'Precondition failed.',
  500: 'Unexpected error',
};

/** Validates a `POST /api/__mock/faults` body; throws a 400 naming the bad field. */
export function parseFault(fields: Fields): Omit<Fault, 'id'> {
  const path = requiredString(fields, 'path', { max: 500 });
  const method = optionalString(fields, 'method', { pattern: METHODS })?.toUpperCase();
  const status = optionalNumber(fields, 'status', { min: 200, max: 599 });
  if (status !== undefined && status !== 200 && status < 400) {
    throw badRequest('status must be 200 or an error status between 400 and 599.');
  }
  const body = optionalObject(fields, 'body');
  if (body !== undefined && status === undefined) throw badRequest('body needs a status.');
  const delayMs = optionalNumber(fields, 'delayMs', { min: 0, max: 60_000 }) ?? 0;
  const abort = optionalBoolean(fields, 'abort') ?? false;
  const remaining = optionalNumber(fields, 'times', { min: 1, max: 1000 }) ?? 1;
  if (status === undefined && !abort && delayMs === 0)
    throw badRequest('A fault needs a status, abort or delayMs.');
  if (abort && status !== undefined) throw badRequest('A fault either aborts or answers a status, not both.');
  return { path, method, status, body, delayMs, abort, remaining };
}

/** Pending faults, matched in the order they were added. */
export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: Omit<Fault, 'id'>): Fault {
    const fault = { ...spec, id: this.nextId++ };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }

  /** Consumes one use of the first fault matching the call, if any. */
  take(method: string, url: string): Fault | undefined {
    const fault = this.faults.find((f) => (!f.method || f.method === method) && url.includes(f.path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

/** On a 200 fault the real handler answers and `body` (e.g. `{ IsWarning, Message }`) is merged into its JSON object. */
function mergeIntoResponse(res: Response, body: Fields): void {
  const json = res.json.bind(res);
  res.json = (value?: unknown) => {
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return json(isObject ? { ...(value as Fields), ...body } : body);
  };
}

/** Applies faults to every /api call except the mock control routes. Runs before the /api rewrite. */
export function faultMiddleware(faults: FaultStore): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    if (!url.startsWith('/api/') || url.startsWith('/api/__mock/')) {
      next();
      return;
    }
    const fault = faults.take(req.method, url);
    if (!fault) {
      next();
      return;
    }
    const act = () => {
      if (fault.abort) {
        req.socket.destroy();
      } else if (fault.status === undefined) {
        next();
      } else if (fault.status === 200) {
        if (fault.body) mergeIntoResponse(res, fault.body);
        next();
      } else {
        const message =
          typeof fault.body?.Message === 'string'
            ? fault.body.Message
            : (DEFAULT_MESSAGES[fault.status] ?? 'Unexpected error');
        sendError(res, fault.status, message, fault.body);
      }
    };
    if (fault.delayMs > 0) setTimeout(act, fault.delayMs);
    else act();
  };
}
