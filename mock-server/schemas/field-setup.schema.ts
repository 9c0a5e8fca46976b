/** Bodies of the field setup calls (docs/api-forms.md, "Field setup"). */
import { MAX_GRID_INDEX } from '../../src/domain/forms/dialogs/index-list';
import { FieldBody, FieldValidationBody } from './field.schema';
import { LIMITS } from './limits';
import { Flag, Id, Int, Ints, ListOf, Nested, OneOf, Text } from './schema-rules';

const INDEX = { min: -MAX_GRID_INDEX, max: MAX_GRID_INDEX };

export class FieldCreateBody {
  @Nested(() => FieldBody) Field!: FieldBody;
  @Flag() SaveAsTemplate?: boolean;
}

export class FieldUpdateBody {
  @Nested(() => FieldBody) Field!: FieldBody;
}

export class FieldDeleteBody {
  @Id() FieldDefinitionId!: number;
}

export class FieldOrderBody {
  @Id() FieldDefinitionId!: number;
  @Int({ min: 0, max: 1_000_000 }) Sequence!: number;
}

export class FieldsOrderBody {
  @Id() FormId!: number;
  @ListOf(() => FieldOrderBody, LIMITS.list.fields) Fields!: FieldOrderBody[];
}

export class CopyRowOrColumnBody {
  @Id() FormId!: number;
  @OneOf([0, 1], { what: 'a source type (0 row, 1 column)' }) SourceType!: 0 | 1;
  @Int(INDEX) SourceIndex!: number;
  @Int(INDEX) TargetIndex!: number;
  @Flag() IgnoreLinkedFields?: boolean;
}

export class RemoveRowOrColumnBody {
  @Id() FormId!: number;
  @OneOf([0, 1], { what: 'a source type (0 row, 1 column)' }) SourceType!: 0 | 1;
  @Ints({ ...INDEX, maxItems: MAX_GRID_INDEX }) SourceIndices!: number[];
  @Int({ ...INDEX, optional: true }) TargetIndex?: number;
  @Flag() IgnoreLinkedFields?: boolean;
}

export class SetValidationsBody {
  @Id() FieldDefinitionId!: number;
  @Nested(() => FieldValidationBody, { optional: true }) FieldValidation?: FieldValidationBody | null;
}

export class UpdateTemplateBody {
  @Id() TemplateId!: number;
  @Text({ max: LIMITS.label }) Name!: string;
  @Nested(() => FieldBody) Field!: FieldBody;
}
