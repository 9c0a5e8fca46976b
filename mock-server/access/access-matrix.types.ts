/**
 * The shapes of the access matrix (docs/authorization.md): the demo accounts of its columns and a row's expected
 * answers. The area tables (`access-matrix.<area>.table.ts`) import only this module, and `access-matrix.table.ts`
 * imports them, so no two matrix modules import each other.
 */
export const ACCOUNTS = [
  'admin@demo.test',
  'member@demo.test',
  'field@demo.test',
  'site@demo.test',
  'direct@demo.test',
  null,
] as const;
export type Statuses = readonly [
  admin: number,
  member: number,
  field: number,
  site: number,
  direct: number,
  anonymous: number,
];

export interface MatrixRow {
  /** Path and query after /api (defaults to the route's path). */
  url?: string;
  body?: unknown;
  expect: Statuses;
}
