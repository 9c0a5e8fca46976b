/**
 * `validBody(req, Schema)`: the request body as an instance of a schema class (class-transformer), checked by
 * class-validator; properties the schema does not name are dropped. Any problem is a 400 whose Message names
 * the first failing field with its path: "Field.OptionsList[2].Name is required.".
 */
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { Request } from 'express';
import { badRequest } from '../http';

export type Schema<T extends object> = new () => T;

const place = (path: string, property: string) =>
  /^\d+$/.test(property) ? `${path}[${property}]` : path === '' ? property : `${path}.${property}`;

function firstProblem(errors: readonly ValidationError[], path: string): string | null {
  for (const error of errors) {
    const where = place(path, error.property);
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return `${where} ${message}`;
    const nested = firstProblem(error.children ?? [], where);
    if (nested) return nested;
  }
  return null;
}

/** `plain` (a JSON object) read with `schema`; `path` prefixes the field names of messages. */
export function validObject<T extends object>(plain: unknown, schema: Schema<T>, path = ''): T {
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain))
    throw badRequest(`${path || 'The request body'} must be a JSON object.`);
  const dto = plainToInstance(schema, plain);
  const errors = validateSync(dto, {
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
  const problem = firstProblem(errors, path);
  if (problem) throw badRequest(problem);
  return dto;
}

/** The request body (`{}` when none was sent) read with `schema`. */
export function validBody<T extends object>(req: Request, schema: Schema<T>): T {
  return validObject(req.body === undefined ? {} : req.body, schema);
}
