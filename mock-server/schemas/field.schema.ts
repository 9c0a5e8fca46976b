/**
 * A field definition in a request (fieldsetup create/update, UpdateTemplate): shapes, types, ranges and sizes.
 * Rules that need the field's form stay in forms/field-body.ts and forms/field-references.ts; the custom
 * pattern itself is checked there too (validation patterns have their own owner).
 */
import { DataType, FieldType, MaskType, ValidationPatternType } from '../../src/domain/forms/form.entity';
import { MAX_FORMULA_LENGTH } from '../../src/domain/forms/formula/formula-lexer';
import { CUSTOM_MASK_MAX } from '../../src/domain/forms/masks/mask-options';
import { LIMITS } from './limits';
import {
  Flag,
  Id,
  Int,
  ListOf,
  MAX_ID,
  Nested,
  OneOf,
  Text,
  rule,
  textRuleProblem,
  type TextRule,
} from './schema-rules';

const FIELD_TYPES = Object.values(FieldType);
const DATA_TYPES = Object.values(DataType);
const PATTERN_TYPES = Object.values(ValidationPatternType);
const MASK_TYPES = Object.values(MaskType);

/** What a definition's Data may hold, by field type: static content, an image data URL, or a default. */
const DATA_RULES = new Map<number, TextRule>([
  [FieldType.Header, { max: LIMITS.headerData, multiline: true }],
  [FieldType.Text, { max: LIMITS.richText, multiline: true }],
  [FieldType.Image, { max: LIMITS.imageData }],
]);
const OTHER_DATA: TextRule = { max: LIMITS.value.textArea, multiline: true };

export class OptionBody {
  @Int({ min: 0, max: MAX_ID, optional: true }) OptionId?: number;
  @Text({ max: LIMITS.label }) Name!: string;
  @Int({ min: 0, max: 100_000, optional: true }) Order?: number;
}

export class NestedSelectConditionBody {
  @Int({ min: 0, max: MAX_ID, optional: true }) ConditionId?: number;
  @Int({ min: 0, max: 100_000, optional: true }) Order?: number;
  @Int({ min: 0, max: MAX_ID, optional: true }) FieldDefinitionId?: number;
  @Id() TargetFieldDefinitionId!: number;
  @Id() TargetOptionId!: number;
  @ListOf(() => OptionBody, LIMITS.list.options, { optional: true }) OptionsList?: OptionBody[];
}

/** Field styles: the known properties only (an unknown style key is dropped, never stored). */
export class CssBody {
  @Int({ min: 1, max: 200, optional: true }) Size?: number;
  @Text({ max: 50, optional: true }) Color?: string;
  @Int({ min: 100, max: 900, optional: true }) Weight?: number;
  @Flag() Italic?: boolean;
  @OneOf(['left', 'center', 'right', 'justify'], { optional: true }) TextAlign?: string;
  @Flag() Wrap?: boolean;
  @OneOf(['vertical', 'horizontal'], { optional: true }) FieldLayout?: string;
  @Int({ min: 0, max: 99, optional: true }) LabelRatio?: number;
  @Text({ max: 20, optional: true }) Width?: string;
  @Text({ max: 20, optional: true }) Height?: string;
  @Int({ min: 1, max: 99, optional: true }) AreaRows?: number;
  @OneOf(['block', 'inline-block'], { optional: true }) Display?: string;
}

export class ValidationConditionBody {
  @Id({ optional: true }) SourceFieldDefinitionId?: number | null;
  @Int({ min: 0, max: 10_000, optional: true }) Order?: number;
  @OneOf([1, 2, 3, 4], { what: 'an operator type' }) OperatorTypeId!: number;
  @Int({ min: 1, max: 100 }) OperatorId!: number;
  @Text({ max: LIMITS.text, optional: true }) CompareToConstant?: string | null;
  @Id({ optional: true }) CompareToOptionId?: number | null;
  @Id({ optional: true }) CompareToFieldDefinitionId?: number | null;
}

export class ValidationGroupBody {
  @Int({ min: 0, max: 10_000, optional: true }) Order?: number;
  @ListOf(() => ValidationConditionBody, LIMITS.list.groups, { optional: true })
  FieldValidationConditions?: ValidationConditionBody[];
}

export class FieldValidationBody {
  @Text({ max: LIMITS.text, optional: true, multiline: true }) ErrorMessage?: string;
  @ListOf(() => ValidationGroupBody, LIMITS.list.groups, { optional: true })
  FieldValidationGroups?: ValidationGroupBody[];
}

export class FieldBody {
  @Int({ min: 0, max: MAX_ID, optional: true }) FieldDefinitionId?: number;
  /** The field's number in its form (F{n}); a new field's wish, kept when no other field of the form has it. */
  @Int({ min: 1, max: MAX_ID, optional: true }) FieldNumber?: number;
  @Int({ min: 0, max: MAX_ID, optional: true }) FormId?: number;
  @OneOf(FIELD_TYPES, { what: 'a field type' }) TypeId!: number;
  @OneOf(FIELD_TYPES, { optional: true, what: 'a field type' }) OrigTypeId?: number;
  @Text({ max: LIMITS.label, optional: true }) Name?: string | null;
  @Int({ min: 0, max: 1_000_000, optional: true }) Sequence?: number;
  @Int({ min: 1, max: 100, optional: true }) ColSpan?: number;
  @Flag() ShowFieldName?: boolean;
  @Text({ max: 254, optional: true }) ReferenceLabel?: string | null;
  @OneOf(DATA_TYPES, { optional: true, what: 'a data type' }) DataTypeId?: number;
  @OneOf(DATA_TYPES, { optional: true, what: 'a data type' }) OrigDataTypeId?: number;
  @OneOf(PATTERN_TYPES, { optional: true, what: 'a validation pattern type' }) ValidationPatternType?: number;
  @Text({ max: LIMITS.text, optional: true }) Options?: string | null;
  @Int({ min: 0, max: 42, optional: true }) FormattingType?: number | null;
  @OneOf(MASK_TYPES, { optional: true, what: 'a mask type' }) MaskType?: number;
  @Text({ max: CUSTOM_MASK_MAX, optional: true }) Mask?: string | null;
  @ListOf(() => OptionBody, LIMITS.list.options, { optional: true }) OptionsList?: OptionBody[];
  @ListOf(() => NestedSelectConditionBody, LIMITS.list.conditions, { optional: true })
  Conditions?: NestedSelectConditionBody[];
  @Nested(() => CssBody, { optional: true }) CSS?: CssBody;
  @Flag() EncryptData?: boolean;
  @OneOf([0, 1, 2], { optional: true, what: 'a display mask' }) DisplayMask?: number;
  @Text({ max: MAX_FORMULA_LENGTH, optional: true }) Formula?: string | null;
  @Id({ optional: true }) ParentFieldDefinitionId?: number | null;
  @Id({ optional: true }) FileId?: number | null;
  @Id({ optional: true }) TemplateId?: number | null;
  @Nested(() => FieldValidationBody, { optional: true }) FieldValidation?: FieldValidationBody | null;

  @rule(
    'fieldData',
    (v, dto) =>
      textRuleProblem(v, { ...(DATA_RULES.get((dto as FieldBody).TypeId) ?? OTHER_DATA), optional: true }),
    true,
  )
  Data?: string | null;
}
