/**
 * Reads a JSON object field by field; every failure is a 400 whose message names the property with its path,
 * e.g. "Field.OptionsList[2].Name is required.".
 */
import type { Request } from 'express';
import { badRequest } from '../http';
import { validBody, type Schema } from '../schemas/valid-body';
import { type Fields, optionalBoolean, optionalNumber, requiredNumber, requiredString } from '../validate';

export const ID = { min: 1, max: 2_147_483_647 };

export class BodyReader {
  constructor(
    readonly value: Fields,
    readonly path = '',
  ) {}

  /** Reads `value` (which must be a JSON object) as the object at `path`. */
  static of(value: unknown, path: string): BodyReader {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw badRequest(`${path || 'The body'} must be a JSON object.`);
    return new BodyReader(value as Fields, path === '' ? '' : `${path}.`);
  }

  name(key: string): string {
    return `${this.path}${key}`;
  }

  private one(key: string): Fields {
    return { [this.name(key)]: this.value[key] };
  }

  has(key: string): boolean {
    return this.value[key] !== undefined;
  }

  int(key: string, min: number, max: number): number {
    return requiredNumber(this.one(key), this.name(key), { min, max });
  }

  optInt(key: string, min: number, max: number): number | undefined {
    return optionalNumber(this.one(key), this.name(key), { min, max });
  }

  /** An integer, null, or absent (undefined). */
  nullableInt(key: string, min: number, max: number): number | null | undefined {
    return this.value[key] === null ? null : this.optInt(key, min, max);
  }

  id(key: string): number {
    return this.int(key, ID.min, ID.max);
  }

  oneOf<T extends number>(key: string, allowed: readonly T[], what: string): T | undefined {
    const value = this.value[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !allowed.includes(value as T))
      throw badRequest(`${this.name(key)} is not ${what}.`);
    return value as T;
  }

  /** A non-blank string. */
  str(key: string, max: number): string {
    return requiredString(this.one(key), this.name(key), { max });
  }

  /** A string that may be empty, null or absent (undefined). */
  text(key: string, max: number): string | null | undefined {
    const value = this.value[key];
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== 'string') throw badRequest(`${this.name(key)} must be text.`);
    if (value.length > max) throw badRequest(`${this.name(key)} is too long.`);
    return value;
  }

  bool(key: string): boolean | undefined {
    return optionalBoolean(this.one(key), this.name(key));
  }

  /** An array of at most `max` items, or undefined when absent or null. */
  list(key: string, max: number): unknown[] | undefined {
    const value = this.value[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) throw badRequest(`${this.name(key)} must be a list.`);
    if (value.length > max) throw badRequest(`${this.name(key)} has more than ${max} items.`);
    return value;
  }

  /** Each item of the list as an object reader (an absent list is empty unless `required`). */
  objects(key: string, max: number, required = false): BodyReader[] {
    const list = this.list(key, max);
    if (list === undefined && required) throw badRequest(`${this.name(key)} is required.`);
    return (list ?? []).map((item, i) => BodyReader.of(item, `${this.name(key)}[${i}]`));
  }

  object(key: string): BodyReader | undefined {
    const value = this.value[key];
    return value === undefined || value === null ? undefined : BodyReader.of(value, this.name(key));
  }

  /** A list of integers. */
  ints(key: string, min: number, max: number, maxItems: number): number[] {
    const list = this.list(key, maxItems);
    if (list === undefined) throw badRequest(`${this.name(key)} is required.`);
    return list.map((item) => {
      if (typeof item !== 'number' || !Number.isInteger(item))
        throw badRequest(`${this.name(key)} must hold integers only.`);
      if (item < min || item > max)
        throw badRequest(`${this.name(key)} must hold integers between ${min} and ${max}.`);
      return item;
    });
  }
}

/** The request body (`{}` when there is none) checked with `schema` (schemas/, unknown keys dropped), as a reader. */
export const bodyOf = <T extends object>(req: Request, schema: Schema<T>): BodyReader =>
  BodyReader.of(validBody(req, schema), '');
