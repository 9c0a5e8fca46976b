/**
 * The form model as the server sends it (forms specification, section 3).
 * Property names keep the wire casing so DTOs map one to one; ids are numbers.
 */

/** Field type ids. Their names are also the field types of the form instance page. */
export const FieldType = {
  TextBox: 1,
  CheckBox: 2,
  Select: 3,
  RadioButtonList: 4,
  CheckBoxList: 5,
  TextArea: 6,
  Header: 7,
  Image: 8,
  Text: 9,
  NestedSelect: 10,
  NewLine: 100,
  Formula: 110,
  Empty: 120,
  LinkedField: 130,
  MirrorField: 140,
} as const;
export type FieldTypeId = (typeof FieldType)[keyof typeof FieldType];

/** Data types of a field. */
export const DataType = { Text: 1, Number: 2, DateTime: 4 } as const;
export type DataTypeId = (typeof DataType)[keyof typeof DataType];

/** How an encrypted value is shown before it is revealed. New text boxes default to HideAll. */
export const DisplayMask = { HideAll: 0, ShowOnlyLast4: 1, ShowOnlyFirst4: 2 } as const;
export type DisplayMaskId = (typeof DisplayMask)[keyof typeof DisplayMask];

/** Input mask types. */
export const MaskType = {
  None: 0,
  Custom: 1,
  SSN: 2,
  Phone: 3,
  PhoneWithExt: 4,
  DateAndTime: 5,
  Date: 6,
  Time: 7,
  ZIP5: 8,
  ZIP9: 9,
} as const;
export type MaskTypeId = (typeof MaskType)[keyof typeof MaskType];

/** Validation pattern types. */
export const ValidationPatternType = {
  None: 0,
  Custom: 1,
  Number: 2,
  Integer: 3,
  DateAndTime: 4,
  Date: 5,
  Time: 6,
  SSN: 7,
  Email: 8,
  Phone: 9,
  PhoneWithExt: 10,
  PhoneWithOptExt: 11,
  ZIP5: 12,
  ZIP9: 13,
  ZIP5Or9: 14,
  NumberStrict: 15,
} as const;
export type ValidationPatternTypeId = (typeof ValidationPatternType)[keyof typeof ValidationPatternType];

/** Access verbs, used as bits in permission and access masks. */
export const AccessVerb = { Read: 1, Create: 2, Copy: 3, Update: 4, Delete: 8, Move: 11, Share: 16 } as const;

/** PermissionMask bits of a field: 1 view, 4 edit. */
export const PermissionBit = { View: 1, Edit: 4 } as const;

export interface FormOptions {
  /** 0 conditional, 1 always, 2 never. */
  Ruler: 0 | 1 | 2;
  /** 0 none, 1 portrait. */
  Guide: 0 | 1;
  StretchToFit?: boolean;
}

export interface FormRow {
  RowId: number;
  RowIndex: number;
  /** Pixels; default 50. */
  Height: number;
  FormId: number;
}

export interface FormColumn {
  ColumnId: number;
  /** Pixels; default 180, at most 1920. */
  Width: number;
}

export interface FieldOption {
  OptionId: number;
  Name: string;
  Order: number;
}

export interface FieldCss {
  Size?: number;
  Color?: string;
  Weight?: number;
  Italic?: boolean;
  TextAlign?: 'left' | 'center' | 'right' | 'justify';
  Wrap?: boolean;
  FieldLayout?: 'vertical' | 'horizontal';
  LabelRatio?: number;
  Width?: string;
  Height?: string;
  AreaRows?: number;
  Display?: 'block' | 'inline-block';
}

/** A nested-select condition: which options to offer when a target field has a given option. */
export interface NestedSelectCondition {
  ConditionId: number;
  Order: number;
  FieldDefinitionId: number;
  TargetFieldDefinitionId: number;
  TargetOptionId: number;
  OptionsList: FieldOption[];
}

export interface FieldValidationCondition {
  /** The field whose value is tested; the field itself when absent. */
  SourceFieldDefinitionId?: number | null;
  Order: number;
  OperatorTypeId: number;
  OperatorId: number;
  CompareToConstant?: string | null;
  CompareToOptionId?: number | null;
  CompareToFieldDefinitionId?: number | null;
}

export interface FieldValidationGroup {
  Order: number;
  FieldValidationConditions: FieldValidationCondition[];
}

export interface FieldValidation {
  ErrorMessage: string;
  FieldValidationGroups: FieldValidationGroup[];
}

export interface FieldDefinition {
  /** The stored id, unique across every form. Formulas store references as `_{id}`. */
  FieldDefinitionId: number;
  /**
   * The field's number within its form: the n of `F{n}` in the formula editor and on the designer's badge
   * (ours, issue 12). A new field gets one higher than the highest number in the form (forms spec §4, "A new
   * field gets an id one higher than the highest existing id in the form"), and keeps it when it moves.
   * Absent on a field stored before numbers existed: its number is then its id (see field-number.ts).
   */
  FieldNumber?: number;
  FormId: number;
  TypeId: FieldTypeId;
  OrigTypeId?: FieldTypeId;
  Name: string;
  Sequence: number;
  ColSpan: number;
  ShowFieldName?: boolean;
  ReferenceLabel?: string;
  DataTypeId?: DataTypeId;
  OrigDataTypeId?: DataTypeId;
  ValidationPatternType?: ValidationPatternTypeId;
  /** A custom validation pattern (regular expression source) when ValidationPatternType is Custom. */
  Options?: string;
  FormattingType?: number;
  MaskType?: MaskTypeId;
  /** The custom mask when MaskType is Custom: # digit, ? letter, * either. */
  Mask?: string;
  OptionsList?: FieldOption[];
  Conditions?: NestedSelectCondition[];
  CSS?: FieldCss;
  EncryptData?: boolean;
  DisplayMask?: DisplayMaskId;
  /** Stored with `_{id}` references. */
  Formula?: string;
  ParentFieldDefinitionId?: number | null;
  ParentFieldDefinition?: FieldDefinition | null;
  FileId?: number | null;
  /** Static content of header, text and image fields, or the value in an instance. */
  Data?: string | null;
  OptionId?: number | null;
  TemplateId?: number | null;
  PermissionMask?: number;
  FieldValidation?: FieldValidation | null;
}

export interface Form {
  FormId: number;
  FormName: string;
  GroupId?: number | null;
  ProjectId?: number | null;
  Rows: FormRow[];
  Columns: FormColumn[];
  Fields: FieldDefinition[];
  Options: FormOptions;
  FormWidthInPx?: number;
  FormHeightInPx?: number;
  /**
   * The access verbs the caller holds on this form (platform spec §6 bits: Read 1, Update 4, Delete 8, Share 16;
   * Move as Read + Create + Delete), as `GET form` answers it (`formAccess`). Absent elsewhere.
   */
  Access?: number;
}

export const FORM_DEFAULTS = {
  columnWidth: 180,
  maxColumnWidth: 1920,
  rowHeight: 50,
  textAreaRows: 3,
  fontSize: 14,
  fontWeight: 400,
  labelRatio: 30,
} as const;
