import type {
  FieldChange,
  FieldTemplate,
  FormBundle,
  FormGroup,
  RowColumnChange,
} from '../../domain/forms/form-catalog.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import type {
  FieldDefinition,
  FieldValidation,
  Form,
  FormColumn,
  FormOptions,
  FormRow,
} from '../../domain/forms/form.entity';
import type { ResponseParser } from '../../ports/http-client.port';
import {
  FieldCssDto,
  FieldDefinitionDto,
  FieldOptionDto,
  FieldValidationConditionDto,
  FieldValidationDto,
  FieldValidationGroupDto,
  NestedSelectConditionDto,
} from './field-definition.dto';
import {
  ColumnsDto,
  FieldChangeDto,
  FieldTemplateDto,
  FormBundleDto,
  FormColumnDto,
  FormDto,
  FormGroupDto,
  FormHolderDto,
  FormOptionsDto,
  FormRowDto,
  FormSummaryDto,
  OtherFormDto,
  PermissionExclusionDto,
  PermissionsDto,
  RoleRefDto,
  RowColumnChangeDto,
  RowsDto,
  UserRefDto,
} from './forms.dto';
import { listOf, optional, optionalListOf, parseShape, required } from './forms-shape';
import { parseDto } from './parse-response';

/*
 * Response parsers of the forms calls (docs/api-forms.md). They check what the pages rely on: ids are integers,
 * field types and the other enumerations are known values, lists are lists of valid entries. Optional
 * properties are not demanded, but a given one must have its type.
 */

const parseOption = parseDto(FieldOptionDto);

export const parseFieldValidation: ResponseParser<FieldValidation> = parseShape(FieldValidationDto, {
  FieldValidationGroups: listOf(
    parseShape(FieldValidationGroupDto, {
      FieldValidationConditions: listOf(parseDto(FieldValidationConditionDto)),
    }),
  ),
});

const fieldShape = parseShape(FieldDefinitionDto, {
  OptionsList: optionalListOf(parseOption),
  Conditions: optionalListOf(parseShape(NestedSelectConditionDto, { OptionsList: listOf(parseOption) })),
  CSS: optional(parseDto(FieldCssDto)),
  // A linked or mirror field carries its parent, itself a field.
  ParentFieldDefinition: optional((body) => parseField(body)),
  FieldValidation: optional(parseFieldValidation),
});

/** A field of a form or a form instance. */
export const parseField: ResponseParser<FieldDefinition> = (body) => fieldShape(body);

export const parseFormOptions: ResponseParser<FormOptions> = parseDto(FormOptionsDto);
export const parseRow: ResponseParser<FormRow> = parseDto(FormRowDto);
export const parseColumn: ResponseParser<FormColumn> = parseDto(FormColumnDto);

export const parseForm: ResponseParser<Form> = parseShape(FormDto, {
  Rows: listOf(parseRow),
  Columns: listOf(parseColumn),
  Fields: listOf(parseField),
  Options: required(parseFormOptions),
});

export const parseFormGroup: ResponseParser<FormGroup> = parseShape(FormGroupDto, {
  Forms: listOf(parseDto(FormSummaryDto)),
});

const parseOtherForm = parseDto(OtherFormDto);

/** A saved field template: its field is a whole field definition (id, form and place 0 when not on a form). */
export const parseFieldTemplate: ResponseParser<FieldTemplate> = parseShape(FieldTemplateDto, {
  Field: required(parseField),
});

export const parseFormBundle: ResponseParser<FormBundle> = parseShape(FormBundleDto, {
  form: required(parseForm),
  otherFormsInSet: listOf(parseOtherForm),
  fieldDefinitionTemplates: listOf(parseFieldTemplate),
});

const parseExclusion = parseShape(PermissionExclusionDto, {
  RolesDefined: listOf(parseDto(RoleRefDto)),
  UsersDefined: listOf(parseDto(UserRefDto)),
});

export const parsePermissions: ResponseParser<Permissions> = parseShape(PermissionsDto, {
  ExclusionInput: required(parseExclusion),
  ExclusionView: required(parseExclusion),
});

export const parseRows = parseShape(RowsDto, { Rows: listOf(parseRow) });
export const parseColumns = parseShape(ColumnsDto, { Columns: listOf(parseColumn) });

export const parseFieldChange: ResponseParser<FieldChange> = parseShape(FieldChangeDto, {
  field: optional(parseField),
  form: required(parseForm),
  otherFormsInSet: listOf(parseOtherForm),
});

export const parseFormHolder: ResponseParser<{ form: Form }> = parseShape(FormHolderDto, {
  form: required(parseForm),
});

export const parseRowColumnChange: ResponseParser<RowColumnChange> = parseShape(RowColumnChangeDto, {
  form: required(parseForm),
});
