/**
 * The property rules request schemas are written with: each one decorator whose message is a predicate
 * ("must be an integer between 1 and 2147483647."), so validBody can say which field failed with its path
 * ("Field.OptionsList[2].Name is required."). They use class-validator's checks and class-transformer's
 * `@Type`; a property without one of these decorators is dropped from the body (whitelist).
 */
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  Allow,
  IsOptional,
  ValidateBy,
  ValidateNested,
  arrayMaxSize,
  isArray,
  isBoolean,
  isIn,
  isInt,
  isNumber,
  isObject,
  isString,
  max as atMost,
  maxLength,
  min as atLeast,
  type ValidationArguments,
} from 'class-validator';
import { textProblem } from './text-rules';

export const MAX_ID = 2_147_483_647;

type Problem = (value: unknown, dto: object) => string | null;
type Optionality = { optional?: boolean };

const compose =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/**
 * One rule: valid when `problem` (given the value and the whole body) finds none; the message is what it found.
 * `optional` is class-validator's IsOptional: the property may be absent **or null**, and null is not checked. So a
 * schema declares an optional property `?: T | null`, and a route takes null as absent (`body.X ?? …`, `== null`),
 * never `!== undefined` alone (issue 31: a null Name and a null CurrentPassword reached code that took them for text;
 * mock-server/hostile/field-types-fuzz.test.ts sends null to every field of every body it knows).
 */
export function rule(name: string, problem: Problem, optional = false): PropertyDecorator {
  const check = ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => problem(value, args?.object ?? {}) === null,
      },
    },
    {
      message: (args: ValidationArguments) => problem(args.value, args.object) ?? 'is not valid.',
    },
  );
  return optional ? compose(IsOptional(), check) : check;
}

export interface TextRule extends Optionality {
  max: number;
  /** Must hold something besides white space (default: true unless optional). */
  required?: boolean;
  /** May hold tab, line feed and carriage return. */
  multiline?: boolean;
}

/** Why `v` breaks text rule `r`, or null. */
export function textRuleProblem(v: unknown, r: TextRule): string | null {
  const required = r.required ?? !r.optional;
  if (v === undefined || v === null) return required ? 'is required.' : null;
  if (!isString(v)) return 'must be text.';
  if (!maxLength(v, r.max)) return `must be text of at most ${r.max} characters.`;
  if (required && v.trim() === '') return 'is required.';
  return textProblem(v, r.multiline ?? false);
}

/** Text within a length, clean Unicode, single line unless `multiline`. */
export const Text = (r: TextRule): PropertyDecorator =>
  rule('text', (v) => textRuleProblem(v, r), r.optional);

export interface IntRule extends Optionality {
  min: number;
  max: number;
}

/** An integer within bounds (a JSON number, never number text). */
export function Int(r: IntRule): PropertyDecorator {
  return rule(
    'int',
    (v) => {
      if (!isInt(v)) return 'must be an integer.';
      return atLeast(v, r.min) && atMost(v, r.max) ? null : `must be between ${r.min} and ${r.max}.`;
    },
    r.optional,
  );
}

/** An id: an integer from 1. */
export const Id = (o: Optionality = {}) => Int({ min: 1, max: MAX_ID, ...o });

/** A finite number within bounds. */
export function Num(r: IntRule): PropertyDecorator {
  return rule(
    'number',
    (v) => {
      if (!isNumber(v, { allowNaN: false, allowInfinity: false })) return 'must be a number.';
      return atLeast(v, r.min) && atMost(v, r.max) ? null : `must be between ${r.min} and ${r.max}.`;
    },
    r.optional,
  );
}

/** true or false. */
export const Flag = (o: Optionality = { optional: true }) =>
  rule(
    'flag',
    (v) => (isBoolean(v) ? null : v == null ? 'is required.' : 'must be true or false.'),
    o.optional,
  );

/** One of a few values (numbers or words); `what` names them in the message ("a field type"). */
export function OneOf(
  values: readonly (number | string)[],
  o: Optionality & { what?: string } = {},
): PropertyDecorator {
  const wrong = o.what ? `is not ${o.what}.` : `must be one of ${values.join(', ')}.`;
  return rule('oneOf', (v) => (isIn(v, [...values]) ? null : v == null ? 'is required.' : wrong), o.optional);
}

/** A nested object read with schema `of`. */
export function Nested(of: () => new () => object, o: Optionality = {}): PropertyDecorator {
  const shape = rule(
    'object',
    (v) => (isObject(v) && !isArray(v) ? null : v == null ? 'is required.' : 'must be a JSON object.'),
    o.optional,
  );
  return compose(shape, ValidateNested({ message: 'must be a JSON object.' }), Type(of));
}

/** A list of at most `max` objects, each read with schema `of`. */
export function ListOf(of: () => new () => object, max: number, o: Optionality = {}): PropertyDecorator {
  const shape = rule(
    'list',
    (v) => {
      if (!isArray(v)) return v == null ? 'is required.' : 'must be a list.';
      if (!arrayMaxSize(v, max)) return `has more than ${max} items.`;
      return v.every((item) => isObject(item) && !isArray(item)) ? null : 'must hold JSON objects only.';
    },
    o.optional,
  );
  return compose(shape, ValidateNested({ each: true, message: 'must hold JSON objects only.' }), Type(of));
}

/** A list of at most `maxItems` integers within bounds. */
export function Ints(r: IntRule & { maxItems: number }): PropertyDecorator {
  return rule(
    'ints',
    (v) => {
      if (!isArray(v)) return v == null ? 'is required.' : 'must be a list.';
      if (!arrayMaxSize(v, r.maxItems)) return `has more than ${r.maxItems} items.`;
      if (!v.every((n) => isInt(n))) return 'must hold integers only.';
      return v.every((n) => atLeast(n, r.min) && atMost(n, r.max))
        ? null
        : `must hold integers between ${r.min} and ${r.max}.`;
    },
    r.optional,
  );
}

/** Any JSON object, kept as sent (already checked by the body parser: depth, keys, text). */
export const JsonObject = (o: Optionality = { optional: true }) =>
  rule('jsonObject', (v) => (isObject(v) && !isArray(v) ? null : 'must be a JSON object.'), o.optional);

/** Any JSON value, kept as sent. */
export const AnyJson = () => Allow();

/** An ISO instant such as 2026-05-01T09:00:00.000Z, or null. */
export const Instant = () =>
  rule(
    'instant',
    (v) =>
      typeof v === 'string' &&
      v.length <= 40 &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
      !Number.isNaN(Date.parse(v))
        ? null
        : 'must be a date and time written 2026-05-01T09:00:00Z.',
    true,
  );

/** An id as an object key (a question id, a matrix row id). */
export const ID_KEY = /^[1-9]\d{0,9}$/;

/** Answers by question id (a quiz's or a survey's): at most `max` of them, each checked by `answerProblem`. */
export function answersProblem(
  v: unknown,
  max: number,
  answerProblem: (answer: unknown) => string | null,
): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return v == null ? 'is required.' : 'must be a JSON object.';
  const entries = Object.entries(v);
  if (entries.length > max) return `has more than ${max} answers.`;
  for (const [key, answer] of entries) {
    if (!ID_KEY.test(key)) return `has a key "${key.slice(0, 20)}" that is not a question id.`;
    const problem = answerProblem(answer);
    if (problem) return `[${key}] ${problem}`;
  }
  return null;
}
