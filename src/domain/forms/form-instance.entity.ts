import type { FieldDefinition, FormOptions, FormRow } from './form.entity';

/**
 * A filled form (forms spec §3, docs/api-forms.md). Each field carries its value in `Data` (`OptionId` for a
 * choice, comma-separated option ids in `Data` for a check list), and its `PermissionMask`.
 */
export interface FormInstance {
  InstanceId: number;
  ProjectId: number;
  ProjectName: string;
  Name: string;
  FormId: number;
  Columns: Array<{ Width: number }>;
  Rows: FormRow[];
  Options: FormOptions;
  /** 1 means read-only. */
  AccessMask: number;
  IsReadOnly: boolean;
  FormWidthInPx?: number;
  FormHeightInPx?: number;
  Fields: FieldDefinition[];
}

/** One saved value (forms spec §4: header, image, text, new line, empty and mirror fields are left out). */
export interface FieldValueData {
  FieldDefinitionId: number;
  Data: string | null;
  OptionId: number | null;
}
