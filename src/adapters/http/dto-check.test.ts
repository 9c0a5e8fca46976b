import { IsInt, ValidateNested, getMetadataStorage, validateSync } from 'class-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileDtoCheck } from './dto-check';

/** Every response DTO of the HTTP adapters. */
const modules = import.meta.glob<Record<string, unknown>>('./*.dto.ts', { eager: true });
const dtos = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is new () => object => typeof value === 'function' && /^class /.test(String(value)));

/** Values a decorator of the property names (IsIn lists, Min/Max bounds), so that many generated bodies pass. */
function namedValues(Dto: new () => object, property: string): unknown[] {
  const storage = getMetadataStorage();
  return storage
    .getTargetValidationMetadatas(Dto, '', false, false, undefined)
    .filter((m) => m.propertyName === property)
    .flatMap((m) =>
      (m.constraints ?? []).flatMap((c: unknown) =>
        Array.isArray(c) ? c : typeof c === 'number' ? [c, c - 1, c + 1] : [],
      ),
    );
}

const anyValue = fc.oneof(
  fc.integer({ min: -3, max: 120 }),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
  fc.constantFrom(
    'a@b.test',
    'not an e-mail',
    '2024-04-02T09:30:00.000Z',
    '2024-13-45',
    '',
    'left',
    'vertical',
    'block',
  ),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

/** A value of each kind the DTOs read: numbers, texts, an e-mail, an instant, a calendar date, a colour (issue 14) and a role's access per area (issue 17). */
const SAMPLES: unknown[] = [
  0,
  1,
  5,
  42,
  100,
  -1,
  1.5,
  'text',
  '',
  true,
  false,
  null,
  undefined,
  [1, 2],
  ['a'],
  'a@b.test',
  '2024-04-02T09:30:00.000Z',
  '2026-12-04',
  '#1d4ed8',
  // A page of the SPA (a search hit's Path, issue 35).
  '/task/list?task=801',
  {},
  { projects: 1, forms: 31, reports: 0, tasks: 5, cabinet: 1 },
];

const propertiesOf = (Dto: new () => object) =>
  Object.keys(
    getMetadataStorage().groupByPropertyName(
      getMetadataStorage().getTargetValidationMetadatas(Dto, '', false, false, undefined),
    ),
  );

/** Values validateSync accepts for the property on its own. */
function validValues(Dto: new () => object, property: string): unknown[] {
  return [...namedValues(Dto, property), ...SAMPLES].filter(
    (value) =>
      !validateSync(Object.assign(new Dto(), { [property]: value }), { forbidUnknownValues: false }).some(
        (e) => e.property === property,
      ),
  );
}

/** A body whose every property has a value it accepts, then up to three properties given any value at all. */
function bodyOf(Dto: new () => object) {
  const properties = propertiesOf(Dto);
  const values = Object.fromEntries(properties.map((p) => [p, fc.constantFrom(...validValues(Dto, p))]));
  // Half the bodies hold every property: with only optional keys, a DTO of many required properties (a report
  // filter has over twenty) would almost never get a whole valid body, and the test would not see both answers.
  const valid = fc.oneof(fc.record(values), fc.record(values, { requiredKeys: [] }));
  const changes = fc.array(fc.tuple(fc.constantFrom(...properties), anyValue), { maxLength: 3 });
  return fc
    .tuple(valid, changes)
    .map(([body, changed]) => Object.assign({ ...body }, Object.fromEntries(changed)));
}

describe('compileDtoCheck', () => {
  it('finds the response DTOs', () => {
    expect(dtos.length).toBeGreaterThan(30);
  });

  it.each(dtos.filter((Dto) => propertiesOf(Dto).length > 0).map((Dto) => [Dto.name, Dto] as const))(
    'accepts exactly what validateSync accepts for %s',
    (_name, Dto) => {
      const check = compileDtoCheck(Dto);
      const outcomes = new Set<boolean>();
      fc.assert(
        fc.property(bodyOf(Dto), (body) => {
          const expected =
            validateSync(Object.assign(new Dto(), body), { forbidUnknownValues: false }).length === 0;
          outcomes.add(expected);
          expect(check(body as Record<string, unknown>)).toBe(expected);
        }),
        { numRuns: 400 },
      );
      // Both answers were exercised, so the comparison says something.
      expect([...outcomes].sort()).toEqual([false, true]);
    },
  );

  it('accepts any object for a DTO without decorators, as validateSync does (its nested parts are checked by the parsers)', () => {
    class Holder {
      Rows!: unknown[];
    }
    expect(validateSync(Object.assign(new Holder(), { Rows: 1 }), { forbidUnknownValues: false })).toEqual(
      [],
    );
    expect(compileDtoCheck(Holder)({ Rows: 1 })).toBe(true);
  });

  it('gives missing properties the defaults of the DTO, as validateSync on Object.assign(new Dto(), body) does', () => {
    class WithDefault {
      @IsInt() Count: number = 0;
    }
    expect(compileDtoCheck(WithDefault)({})).toBe(true);
    expect(compileDtoCheck(WithDefault)({ Count: 'x' })).toBe(false);
  });

  it('runs an `each` validator over every item of an array, a set or a map, as validateSync does', () => {
    class Ids {
      @IsInt({ each: true }) Ids!: unknown;
    }
    const check = compileDtoCheck(Ids);
    for (const Ids_ of [
      [1, 2],
      [1, 'x'],
      new Set([3, 4]),
      new Set([3, 4.5]),
      new Map([['a', 1]]),
      new Map([['a', 'b']]),
      7,
      'x',
    ]) {
      const expected =
        validateSync(Object.assign(new Ids(), { Ids: Ids_ }), { forbidUnknownValues: false }).length === 0;
      expect(check({ Ids: Ids_ }), String(Ids_)).toBe(expected);
    }
    expect(check({ Ids: [1, 2] })).toBe(true);
    expect(check({ Ids: new Map([['a', 'b']]) })).toBe(false);
  });

  it('refuses to plan a decorator it cannot run, instead of skipping it', () => {
    class Nested {
      @ValidateNested() Child!: object;
    }
    expect(() => compileDtoCheck(Nested)).toThrow(/nestedValidation/);
  });
});
