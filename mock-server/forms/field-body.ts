/**
 * A field definition in a request (fieldsetup create/update, templates): its shape, types and ranges, and the
 * rules that need only the field itself. Only known properties are kept; PermissionMask is never stored (the
 * designer forces 15, instances compute it). References to other fields are checked in field-references.ts.
 */
import { inflateSync } from 'node:zlib';
import { DialogMessage } from '../../src/domain/forms/dialogs/dialog-messages';
import { hasUniqueOptionNames } from '../../src/domain/forms/dialogs/option-names';
import {
  DataType,
  FieldType,
  MaskType,
  ValidationPatternType,
  type FieldCss,
  type FieldDefinition,
  type FieldOption,
} from '../../src/domain/forms/form.entity';
import { MAX_FORMULA_LENGTH } from '../../src/domain/forms/formula/formula-lexer';
import { checkImageDataUrl } from '../../src/domain/forms/images/image-data-url';
import { compileCustomPattern } from '../../src/domain/forms/validation/custom-pattern';
import { badRequest } from '../http';
import { BodyReader, ID } from './body-reader';
import { readValidation } from './validation-body';

const FIELD_TYPES = Object.values(FieldType);
const DATA_TYPES = Object.values(DataType);
const PATTERN_TYPES = Object.values(ValidationPatternType);
const MASK_TYPES = Object.values(MaskType);
const NAMELESS = new Set<number>([FieldType.NewLine, FieldType.Empty]);

export function readOptions(body: BodyReader, key: string): FieldOption[] | undefined {
  if (body.list(key, 1000) === undefined) return undefined;
  const options = body.objects(key, 1000).map((o, i) => ({
    OptionId: o.optInt('OptionId', 0, ID.max) ?? 0,
    Name: o.str('Name', 2000).trim(),
    Order: o.optInt('Order', 0, 100_000) ?? i + 1,
  }));
  if (!hasUniqueOptionNames(options.map((o) => o.Name))) throw badRequest(DialogMessage.DuplicateOption);
  return options;
}

const CSS_RULES: Record<keyof FieldCss, (css: BodyReader, key: string) => unknown> = {
  Size: (c, k) => c.optInt(k, 1, 200),
  Color: (c, k) => c.text(k, 50),
  Weight: (c, k) => c.optInt(k, 100, 900),
  Italic: (c, k) => c.bool(k),
  TextAlign: (c, k) => oneOfText(c, k, ['left', 'center', 'right', 'justify']),
  Wrap: (c, k) => c.bool(k),
  FieldLayout: (c, k) => oneOfText(c, k, ['vertical', 'horizontal']),
  LabelRatio: (c, k) => c.optInt(k, 0, 99),
  Width: (c, k) => c.text(k, 20),
  Height: (c, k) => c.text(k, 20),
  AreaRows: (c, k) => c.optInt(k, 1, 99),
  Display: (c, k) => oneOfText(c, k, ['block', 'inline-block']),
};

function oneOfText(body: BodyReader, key: string, allowed: string[]): string | undefined {
  const value = body.text(key, 50) ?? undefined;
  if (value !== undefined && !allowed.includes(value))
    throw badRequest(`${body.name(key)} must be one of ${allowed.join(', ')}.`);
  return value;
}

function readCss(body: BodyReader): FieldCss | undefined {
  const css = body.object('CSS');
  if (!css) return undefined;
  // Keyed by the caller's keys: no prototype, and only the style properties of CSS_RULES' own keys.
  const out: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(css.value)) {
    const rule = Object.hasOwn(CSS_RULES, key) ? CSS_RULES[key as keyof FieldCss] : undefined;
    if (!rule) throw badRequest(`${css.name(key)} is not a style property.`);
    const value = rule(css, key);
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out as FieldCss;
}

function readConditions(body: BodyReader): FieldDefinition['Conditions'] {
  if (body.list('Conditions', 1000) === undefined) return undefined;
  return body.objects('Conditions', 1000).map((c, i) => ({
    ConditionId: c.optInt('ConditionId', 0, ID.max) ?? 0,
    Order: c.optInt('Order', 0, 100_000) ?? i + 1,
    FieldDefinitionId: 0,
    TargetFieldDefinitionId: c.id('TargetFieldDefinitionId'),
    TargetOptionId: c.id('TargetOptionId'),
    OptionsList: readOptions(c, 'OptionsList') ?? [],
  }));
}

/** Reads `body` as a field definition (ids are the caller's business). */
export function readField(body: BodyReader): FieldDefinition {
  const TypeId = body.oneOf('TypeId', FIELD_TYPES, 'a field type');
  if (TypeId === undefined) throw badRequest(`${body.name('TypeId')} is required.`);
  const Name = body.text('Name', 2000) ?? '';
  if (!NAMELESS.has(TypeId) && Name.trim() === '') throw badRequest(`${body.name('Name')} is required.`);
  const optional: Partial<FieldDefinition> = {
    OrigTypeId: body.oneOf('OrigTypeId', FIELD_TYPES, 'a field type'),
    ShowFieldName: body.bool('ShowFieldName'),
    ReferenceLabel: body.text('ReferenceLabel', 254) ?? undefined,
    DataTypeId: body.oneOf('DataTypeId', DATA_TYPES, 'a data type'),
    OrigDataTypeId: body.oneOf('OrigDataTypeId', DATA_TYPES, 'a data type'),
    ValidationPatternType: body.oneOf('ValidationPatternType', PATTERN_TYPES, 'a validation pattern type'),
    Options: body.text('Options', 2000) ?? undefined,
    FormattingType: body.nullableInt('FormattingType', 0, 42) ?? undefined,
    MaskType: body.oneOf('MaskType', MASK_TYPES, 'a mask type'),
    Mask: body.text('Mask', 100) ?? undefined,
    OptionsList: readOptions(body, 'OptionsList'),
    Conditions: readConditions(body),
    CSS: readCss(body),
    EncryptData: body.bool('EncryptData'),
    DisplayMask: body.oneOf('DisplayMask', [0, 1, 2] as const, 'a display mask'),
    Formula: body.text('Formula', MAX_FORMULA_LENGTH) ?? undefined,
    ParentFieldDefinitionId: body.nullableInt('ParentFieldDefinitionId', ID.min, ID.max),
    FileId: body.nullableInt('FileId', ID.min, ID.max),
    Data: body.text('Data', 2_000_000),
    TemplateId: body.nullableInt('TemplateId', ID.min, ID.max),
    FieldNumber: body.optInt('FieldNumber', 1, ID.max),
    FieldValidation: body.has('FieldValidation') ? readValidation(body, 'FieldValidation') : undefined,
  };
  const field: FieldDefinition = {
    FieldDefinitionId: 0,
    FormId: 0,
    TypeId,
    Name,
    Sequence: body.optInt('Sequence', 0, 1_000_000) ?? 0,
    ColSpan: body.optInt('ColSpan', 1, 100) ?? 1,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) Object.assign(field, { [key]: value });
  checkOwnRules(field, body);
  return field;
}

function checkOwnRules(field: FieldDefinition, body: BodyReader): void {
  if (field.ValidationPatternType === 1) {
    const compiled = compileCustomPattern(field.Options);
    if (!compiled.ok) throw badRequest(`${body.name('Options')}: ${compiled.problem}`);
  }
  if (field.MaskType === 1 && (field.Mask ?? '').trim() === '')
    throw badRequest(`${body.name('Mask')} is required for a custom mask.`);
  // Image data travels inline as a data URL (FileId null) in this backend: only a sound picture under the
  // size limit is stored, so no export or page ever meets a damaged one from here (docs/api.md).
  if (field.TypeId === FieldType.Image && field.Data != null) {
    const image = checkImageDataUrl(field.Data, {
      inflate: (data, max) => inflateSync(data, { maxOutputLength: max }),
    });
    if (!image.ok) throw badRequest(`${body.name('Data')}: ${image.problem}`);
  }
  if (field.TypeId === FieldType.Formula && field.Formula === undefined)
    throw badRequest(`${body.name('Formula')} is required.`);
}
