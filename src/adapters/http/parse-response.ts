import { validateSync } from 'class-validator';
import type { ResponseParser } from '../../ports/http-client.port';

/**
 * Validates a response body against a class-validator DTO. A body of another shape is rejected
 * (the transport turns that into an invalid-response failure) rather than trusted.
 */
export function parseDto<T extends object>(Dto: new () => T): ResponseParser<T> {
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const instance = Object.assign(new Dto(), body);
    return validateSync(instance, { forbidUnknownValues: false }).length === 0 ? (body as T) : null;
  };
}

export function parseList<T>(item: ResponseParser<T>): ResponseParser<T[]> {
  return (body) => {
    if (!Array.isArray(body)) return null;
    const items: T[] = [];
    for (const element of body) {
      const parsed = item(element);
      if (parsed === null) return null;
      items.push(parsed);
    }
    return items;
  };
}

/** For calls whose answer carries nothing the caller needs. */
export const ignoreBody: ResponseParser<unknown> = (body) => body ?? {};

export const parseString: ResponseParser<string> = (body) => (typeof body === 'string' ? body : null);
