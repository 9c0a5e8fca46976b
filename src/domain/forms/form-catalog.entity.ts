import type { FieldDefinition, Form, FormOptions } from './form.entity';

/** A form as listed (docs/api-forms.md). */
export interface FormSummary {
  FormId: number;
  FormName: string;
  GroupId: number;
  FieldCount: number;
  ProjectIds: number[];
  /** The access verbs the caller holds on the form (`formAccess`), as the form list answers it. */
  Access?: number;
}

export interface FormGroup {
  GroupId: number;
  Name: string;
  Forms: FormSummary[];
}

/** `GET form by id` (forms spec §7): the form, the other forms of its set, and the user's field templates. */
export interface FormBundle {
  form: Form;
  otherFormsInSet: Array<{ FormId: number; FormName: string }>;
  fieldDefinitionTemplates: FieldTemplate[];
}

/** A saved field template ("My Fields"). */
export interface FieldTemplate {
  TemplateId: number;
  Name: string;
  Field: FieldDefinition;
}

/** What a field save, update or removal answers (forms spec §7: field, form, otherFormsInSet, update flag). */
export interface FieldChange {
  field: FieldDefinition | null;
  form: Form;
  otherFormsInSet: Array<{ FormId: number; FormName: string }>;
  update: boolean;
}

/** Duplicate (CopyRowOrColumn) and remove (RemoveRowOrColumn) answers: the new form and any error strings. */
export interface RowColumnChange {
  form: Form;
  Errors: string[];
}

export interface NewForm {
  FormName: string;
  GroupId: number;
  ProjectIds?: number[];
}

export interface FormUpdate {
  FormId: number;
  FormName: string;
  GroupId: number;
  ProjectIds: number[];
}

export type { FormOptions };
