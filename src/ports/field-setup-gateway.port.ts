import type { FieldChange, FieldTemplate, RowColumnChange } from '../domain/forms/form-catalog.entity';
import type { FieldDefinition, FieldValidation, Form } from '../domain/forms/form.entity';
import type { Permissions } from '../domain/forms/form-permissions.entity';
import type { HttpResult } from './http-client.port';

export interface CopyRowOrColumn {
  FormId: number;
  /** 0 row, 1 column. */
  SourceType: 0 | 1;
  SourceIndex: number;
  /** 0 pastes before the first. */
  TargetIndex: number;
  IgnoreLinkedFields: boolean;
}

export interface RemoveRowOrColumn {
  FormId: number;
  SourceType: 0 | 1;
  SourceIndices: number[];
  TargetIndex: number;
  IgnoreLinkedFields: boolean;
}

/** Field setup calls of the designer (docs/api-forms.md, "Field setup"). */
export interface FieldSetupGateway {
  create(field: FieldDefinition, saveAsTemplate: boolean): Promise<HttpResult<FieldChange>>;
  update(field: FieldDefinition): Promise<HttpResult<FieldChange>>;
  remove(fieldDefinitionId: number): Promise<HttpResult<FieldChange>>;
  updateOrder(
    formId: number,
    fields: Array<{ FieldDefinitionId: number; Sequence: number }>,
  ): Promise<HttpResult<{ form: Form }>>;
  copyRowOrColumn(request: CopyRowOrColumn): Promise<HttpResult<RowColumnChange>>;
  removeRowOrColumn(request: RemoveRowOrColumn): Promise<HttpResult<RowColumnChange>>;
  permissions(fieldDefinitionId: number): Promise<HttpResult<Permissions>>;
  setPermissions(fieldDefinitionId: number, permissions: Permissions): Promise<HttpResult<Permissions>>;
  validations(fieldDefinitionId: number): Promise<HttpResult<FieldValidation>>;
  setValidations(
    fieldDefinitionId: number,
    validation: FieldValidation,
  ): Promise<HttpResult<FieldValidation>>;
  templates(): Promise<HttpResult<FieldTemplate[]>>;
  updateTemplate(template: FieldTemplate): Promise<HttpResult<FieldTemplate>>;
  deleteTemplate(templateId: number): Promise<HttpResult<unknown>>;
}
export const FieldSetupGateway = Symbol('FieldSetupGateway');
