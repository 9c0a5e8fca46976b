import type { ResponseParser } from '../../ports/http-client.port';
import { compileDtoCheck, type DtoCheck } from './dto-check';

/**
 * Validates a response body against a class-validator DTO. A body of another shape is rejected
 * (the transport turns that into an invalid-response failure) rather than trusted. The DTO's decorators are
 * compiled into a check on first use (dto-check.ts), so a form of thousands of fields is checked field by
 * field without validateSync's per-object cost.
 */
export function parseDto<T extends object>(Dto: new () => T): ResponseParser<T> {
  let check: DtoCheck | null = null;
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    check ??= compileDtoCheck(Dto);
    return check(body as Record<string, unknown>) ? (body as T) : null;
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
