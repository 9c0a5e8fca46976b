import type { Request } from 'express';
import { badRequest } from './http';

/**
 * Small input checks: each throws a 400 `HttpError` whose message names the field. A request body is read
 * with a schema (`validBody` or `bodyOf`, mock-server/schemas/), never field by field from `req.body`.
 */

export type Fields = Record<string, unknown>;

interface StringRule {
  max?: number;
  pattern?: RegExp;
}

export function requiredString(fields: Fields, key: string, rule: StringRule = {}): string {
  const value = fields[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${key} is required.`);
  if (value.length > (rule.max ?? 1000)) throw badRequest(`${key} is too long.`);
  if (rule.pattern && !rule.pattern.test(value)) throw badRequest(`${key} is not valid.`);
  return value;
}

export function optionalString(fields: Fields, key: string, rule: StringRule = {}): string | undefined {
  return fields[key] === undefined ? undefined : requiredString(fields, key, rule);
}

interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
}

export function requiredNumber(fields: Fields, key: string, rule: NumberRule): number {
  const value = fields[key];
  const integer = rule.integer ?? true;
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw badRequest(`${key} must be ${integer ? 'an integer' : 'a number'}.`);
  }
  if (value < rule.min || value > rule.max)
    throw badRequest(`${key} must be between ${rule.min} and ${rule.max}.`);
  return value;
}

export function optionalNumber(fields: Fields, key: string, rule: NumberRule): number | undefined {
  return fields[key] === undefined ? undefined : requiredNumber(fields, key, rule);
}

export function optionalBoolean(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false.`);
  return value;
}

export function optionalObject(fields: Fields, key: string): Fields | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`${key} must be a JSON object.`);
  return value as Fields;
}

/** A query parameter given once, as an integer within bounds, or the fallback when absent. */
export function queryInteger(req: Request, key: string, rule: NumberRule & { fallback?: number }): number {
  const raw = req.query[key];
  if (raw === undefined && rule.fallback !== undefined) return rule.fallback;
  if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw)) throw badRequest(`${key} must be an integer.`);
  return requiredNumber({ [key]: Number(raw) }, key, rule);
}

export function queryString(req: Request, key: string, pattern: RegExp): string {
  const raw = req.query[key];
  if (typeof raw !== 'string' || raw === '') throw badRequest(`${key} is required.`);
  if (!pattern.test(raw)) throw badRequest(`${key} is not valid.`);
  return raw;
}
