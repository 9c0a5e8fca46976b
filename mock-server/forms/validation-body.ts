/** Conditional field validation in a request (SetValidations, and a field's FieldValidation), and its references. */
import { constantProblem } from '../../src/domain/forms/conditions/condition-constant';
import { isOperatorAllowed } from '../../src/domain/forms/conditions/operators';
import { operatorTypeFor, optionsOf } from '../../src/domain/forms/conditions/value-types';
import type {
  FieldDefinition,
  FieldValidation,
  FieldValidationCondition,
} from '../../src/domain/forms/form.entity';
import { badRequest } from '../http';
import { BodyReader, ID } from './body-reader';

const OPERATOR_TYPES = [1, 2, 3, 4] as const;

function readCondition(c: BodyReader, index: number): FieldValidationCondition {
  const condition: FieldValidationCondition = {
    SourceFieldDefinitionId: c.nullableInt('SourceFieldDefinitionId', ID.min, ID.max) ?? null,
    Order: c.optInt('Order', 0, 10_000) ?? index + 1,
    OperatorTypeId: c.oneOf('OperatorTypeId', OPERATOR_TYPES, 'an operator type') ?? 0,
    OperatorId: c.int('OperatorId', 1, 100),
    CompareToConstant: c.text('CompareToConstant', 2000) ?? null,
    CompareToOptionId: c.nullableInt('CompareToOptionId', ID.min, ID.max) ?? null,
    CompareToFieldDefinitionId: c.nullableInt('CompareToFieldDefinitionId', ID.min, ID.max) ?? null,
  };
  if (condition.OperatorTypeId === 0) throw badRequest(`${c.name('OperatorTypeId')} is required.`);
  if (!isOperatorAllowed(condition.OperatorTypeId, condition.OperatorId))
    throw badRequest(
      `${c.name('OperatorId')} is not an operator of operator type ${condition.OperatorTypeId}.`,
    );
  return condition;
}

/** Reads a FieldValidation object (null or absent: none). */
export function readValidation(body: BodyReader, key: string): FieldValidation | null {
  const v = body.object(key);
  if (!v) return null;
  return {
    ErrorMessage: v.text('ErrorMessage', 2000) ?? '',
    FieldValidationGroups: v.objects('FieldValidationGroups', 100).map((g, i) => ({
      Order: g.optInt('Order', 0, 10_000) ?? i + 1,
      FieldValidationConditions: g.objects('FieldValidationConditions', 100).map(readCondition),
    })),
  };
}

/**
 * Every field a condition names is a field of the form (the source defaults to the field itself), the operator
 * type fits the source field, and a compared option is one of the source's options.
 */
export function checkValidationReferences(
  validation: FieldValidation | null | undefined,
  field: FieldDefinition,
  fields: readonly FieldDefinition[],
) {
  if (!validation) return;
  const form = {
    Fields: fields.some((f) => f.FieldDefinitionId === field.FieldDefinitionId)
      ? [...fields]
      : [...fields, field],
  };
  const find = (id: number) => form.Fields.find((f) => f.FieldDefinitionId === id);
  validation.FieldValidationGroups.forEach((group, g) =>
    group.FieldValidationConditions.forEach((condition, c) => {
      const where = `FieldValidation group ${g + 1}, condition ${c + 1}`;
      const source = find(condition.SourceFieldDefinitionId ?? field.FieldDefinitionId);
      if (!source)
        throw badRequest(
          `${where} names field ${condition.SourceFieldDefinitionId}, which is not in this form.`,
        );
      const type = operatorTypeFor(source, form);
      if (type !== condition.OperatorTypeId)
        throw badRequest(
          `${where}: operator type ${condition.OperatorTypeId} does not fit field "${source.Name}".`,
        );
      const compare = condition.CompareToFieldDefinitionId;
      if (compare != null && !find(compare))
        throw badRequest(`${where} compares with field ${compare}, which is not in this form.`);
      const problem = constantProblem(condition);
      if (problem) throw badRequest(`${where}: ${problem}`);
      const option = condition.CompareToOptionId;
      if (option != null && !optionsOf(source, form).some((o) => o.OptionId === option))
        throw badRequest(`${where} compares with option ${option}, which "${source.Name}" does not have.`);
    }),
  );
}
