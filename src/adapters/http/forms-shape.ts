import type { ResponseParser } from '../../ports/http-client.port';
import { parseDto, parseList } from './parse-response';

/** A check of one nested property of a response object. */
export type NestedCheck = (value: unknown) => boolean;

/** The property must be present and pass `parse`. */
export const required =
  <T>(parse: ResponseParser<T>): NestedCheck =>
  (value) =>
    parse(value) !== null;

/** The property may be absent or null; when given, it must pass `parse`. */
export const optional =
  <T>(parse: ResponseParser<T>): NestedCheck =>
  (value) =>
    value === undefined || value === null || parse(value) !== null;

/** The property must be an array whose every element passes `parse`. */
export const listOf = <T>(parse: ResponseParser<T>): NestedCheck => required(parseList(parse));

/** Like `listOf`, but the property may be absent or null. */
export const optionalListOf = <T>(parse: ResponseParser<T>): NestedCheck => optional(parseList(parse));

/**
 * A parser for an object with nested parts: class-validator checks the flat properties of `Dto` (it does not
 * descend into plain nested objects), then each nested property goes through its own check. Like `parseDto`,
 * the accepted body is returned as is, extra properties included.
 */
export function parseShape<T extends object>(
  Dto: new () => T,
  checks: Partial<Record<keyof T & string, NestedCheck>> = {},
): ResponseParser<T> {
  const flat = parseDto(Dto);
  const nested = Object.entries(checks) as Array<[string, NestedCheck]>;
  return (body) => {
    const parsed = flat(body);
    if (parsed === null) return null;
    const record = body as Record<string, unknown>;
    return nested.every(([key, check]) => check(record[key])) ? parsed : null;
  };
}
