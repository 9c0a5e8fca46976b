import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FieldValidationCondition } from '../form.entity';
import { evaluateCondition, evaluateFieldValidation } from './condition-evaluator';
import { F, FORM } from './conditions.test-helper';
import type { FieldValue } from './field-value';
import { Operator, OperatorType } from './operators';

const ids = fc.constantFrom(...FORM.Fields.map((f) => f.FieldDefinitionId), 404);
const value: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.string(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
);
const condition: fc.Arbitrary<FieldValidationCondition> = fc.record({
  SourceFieldDefinitionId: fc.option(ids),
  Order: fc.integer(),
  OperatorTypeId: fc.integer({ min: 0, max: 5 }),
  OperatorId: fc.integer({ min: 0, max: 11 }),
  CompareToConstant: fc.option(fc.string()),
  CompareToOptionId: fc.option(fc.integer()),
  CompareToFieldDefinitionId: fc.option(ids),
});
const values = fc.array(fc.tuple(ids, value), { maxLength: 8 }).map((entries) => new Map(entries));

describe('the condition evaluator never throws', () => {
  it('on arbitrary conditions, groups and values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORM.Fields),
        fc.array(fc.array(condition, { maxLength: 3 }), { maxLength: 3 }),
        fc.string(),
        values,
        (field, groups, ErrorMessage, map) => {
          const withValidation: FieldDefinition = {
            ...field,
            FieldValidation: {
              ErrorMessage,
              FieldValidationGroups: groups.map((c, i) => ({ Order: i, FieldValidationConditions: c })),
            },
          };
          const result = evaluateFieldValidation(withValidation, map, FORM);
          if (!result.valid) expect(result.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('numbers: exactly one of <, =, > holds; ≠ is the negation of =', () => {
    const run = (op: number, a: number, b: number) =>
      evaluateCondition(
        { Order: 1, OperatorTypeId: OperatorType.Number, OperatorId: op, CompareToConstant: String(b) },
        { field: F.amount, values: new Map([[1, String(a)]]), form: FORM },
      );
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const results = [Operator.Less, Operator.Equal, Operator.Greater].map((op) => run(op, a, b));
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(run(Operator.NotEqual, a, b)).toBe(!run(Operator.Equal, a, b));
        expect(run(Operator.LessOrEqual, a, b)).toBe(a <= b);
      }),
    );
  });
});
