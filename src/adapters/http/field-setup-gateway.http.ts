import { inject, injectable } from 'inversify';
import type { FieldChange, FieldTemplate, RowColumnChange } from '../../domain/forms/form-catalog.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import { withTemporaryIdsCleared } from '../../domain/forms/designer/option-list-editing';
import type { FieldDefinition, FieldValidation, Form } from '../../domain/forms/form.entity';
import type {
  CopyRowOrColumn,
  FieldSetupGateway,
  RemoveRowOrColumn,
} from '../../ports/field-setup-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import {
  parseFieldChange,
  parseFieldTemplate,
  parseFieldValidation,
  parseFormHolder,
  parsePermissions,
  parseRowColumnChange,
} from './forms-parsers';
import { ignoreBody, parseList } from './parse-response';

/** The designer's field setup calls over HTTP (docs/api-forms.md, "Field setup"). */
@injectable()
export class HttpFieldSetupGateway implements FieldSetupGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  create(field: FieldDefinition, saveAsTemplate: boolean): Promise<HttpResult<FieldChange>> {
    // A new field has no id yet, nor have its options: the server gives them theirs.
    const { FieldDefinitionId: _unsaved, ...body } = withTemporaryIdsCleared(field);
    return this.http.create('fieldsetup', { Field: body, SaveAsTemplate: saveAsTemplate }, parseFieldChange);
  }

  update(field: FieldDefinition): Promise<HttpResult<FieldChange>> {
    return this.http.update('fieldsetup', { Field: withTemporaryIdsCleared(field) }, parseFieldChange);
  }

  remove(fieldDefinitionId: number): Promise<HttpResult<FieldChange>> {
    return this.http.remove('fieldsetup', { FieldDefinitionId: fieldDefinitionId }, parseFieldChange);
  }

  updateOrder(
    formId: number,
    fields: Array<{ FieldDefinitionId: number; Sequence: number }>,
  ): Promise<HttpResult<{ form: Form }>> {
    const body = {
      FormId: formId,
      Fields: fields.map(({ FieldDefinitionId, Sequence }) => ({ FieldDefinitionId, Sequence })),
    };
    return this.http.command('fieldsetup/UpdateFieldsOrder', body, parseFormHolder);
  }

  copyRowOrColumn(request: CopyRowOrColumn): Promise<HttpResult<RowColumnChange>> {
    const { FormId, SourceType, SourceIndex, TargetIndex, IgnoreLinkedFields } = request;
    const body = { FormId, SourceType, SourceIndex, TargetIndex, IgnoreLinkedFields };
    return this.http.command('fieldsetup/CopyRowOrColumn', body, parseRowColumnChange);
  }

  removeRowOrColumn(request: RemoveRowOrColumn): Promise<HttpResult<RowColumnChange>> {
    const { FormId, SourceType, SourceIndices, TargetIndex, IgnoreLinkedFields } = request;
    const body = { FormId, SourceType, SourceIndices, TargetIndex, IgnoreLinkedFields };
    return this.http.command('fieldsetup/RemoveRowOrColumn', body, parseRowColumnChange);
  }

  permissions(fieldDefinitionId: number): Promise<HttpResult<Permissions>> {
    return this.http.get('fieldsetup/GetPermissions', parsePermissions, { entityId: fieldDefinitionId });
  }

  setPermissions(fieldDefinitionId: number, permissions: Permissions): Promise<HttpResult<Permissions>> {
    return this.http.command(
      'fieldsetup/SetPermissions',
      { EntityId: fieldDefinitionId, ...permissions },
      parsePermissions,
    );
  }

  validations(fieldDefinitionId: number): Promise<HttpResult<FieldValidation>> {
    return this.http.get('fieldsetup/GetValidations', parseFieldValidation, { fieldDefinitionId });
  }

  setValidations(
    fieldDefinitionId: number,
    validation: FieldValidation,
  ): Promise<HttpResult<FieldValidation>> {
    const body = { FieldDefinitionId: fieldDefinitionId, FieldValidation: validation };
    return this.http.command('fieldsetup/SetValidations', body, parseFieldValidation);
  }

  templates(): Promise<HttpResult<FieldTemplate[]>> {
    return this.http.command('fieldsetup/GetTemplates', {}, parseList(parseFieldTemplate));
  }

  updateTemplate(template: FieldTemplate): Promise<HttpResult<FieldTemplate>> {
    return this.http.command('fieldsetup/UpdateTemplate', template, parseFieldTemplate);
  }

  deleteTemplate(templateId: number): Promise<HttpResult<unknown>> {
    // The id travels in the query, the body is empty (forms spec §7: "POST DeleteTemplate?id").
    return this.http.command(`fieldsetup/DeleteTemplate?id=${templateId}`, {}, ignoreBody);
  }
}
