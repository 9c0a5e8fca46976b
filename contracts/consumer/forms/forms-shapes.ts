import { MatchersV3 } from '@pact-foundation/pact';

/*
 * Response shapes the forms pacts share: just what the adapters' parsers demand, with type matchers, so a
 * backend with other data still verifies (docs/api-forms.md).
 */
const { atLeastLike, eachLike, integer, number, regex, string } = MatchersV3;

/** An array that may be empty; the example holds one element. */
export const anyNumberOf = <T>(template: T) => atLeastLike(template, 0, 1);

export const email = (value: string) => regex(/^[^@\s]+@[^@\s]+$/, value);

/** An ISO 8601 date, with or without its time. */
export const isoDate = (value: string) =>
  regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, value);

export const field = (id = 1, formId = 200) => ({
  FieldDefinitionId: integer(id),
  FormId: integer(formId),
  TypeId: integer(1),
  Name: string('Inspector'),
  Sequence: integer(0),
  ColSpan: integer(1),
});

export const row = (formId = 200) => ({
  RowId: integer(1),
  RowIndex: integer(0),
  Height: number(50),
  FormId: integer(formId),
});
export const column = () => ({ ColumnId: integer(1), Width: number(180) });
export const options = () => ({ Ruler: integer(0), Guide: integer(0) });

export const form = (formId = 200, name = 'Site Inspection') => ({
  FormId: integer(formId),
  FormName: string(name),
  Rows: eachLike(row(formId)),
  Columns: eachLike(column()),
  Fields: anyNumberOf(field(1, formId)),
  Options: options(),
});

export const otherForm = () => ({ FormId: integer(201), FormName: string('Large Form') });

export const template = () => ({
  TemplateId: integer(400),
  Name: string('Phone number'),
  Field: { ...field(0, 0), Name: string('Phone number') },
});

export const formSummary = () => ({
  FormId: integer(200),
  FormName: string('Site Inspection'),
  GroupId: integer(20),
  FieldCount: integer(12),
  ProjectIds: anyNumberOf(integer(100)),
  /** The verbs the caller holds on the form (`formAccess`). */
  Access: integer(31),
});

export const formGroup = () => ({
  GroupId: integer(20),
  Name: string('Inspections'),
  Forms: anyNumberOf(formSummary()),
});

const exclusion = () => ({
  RolesDefined: anyNumberOf({ roleId: integer(101), RoleName: string('Reviewer') }),
  UsersDefined: anyNumberOf({ Email: email('member@demo.test') }),
});

export const permissions = () => ({
  Restrictions: MatchersV3.boolean(true),
  RestrictedInput: MatchersV3.boolean(true),
  RestrictedView: MatchersV3.boolean(false),
  ExclusionInput: exclusion(),
  ExclusionView: exclusion(),
});
