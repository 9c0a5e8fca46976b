import { inject, injectable } from 'inversify';
import type { FormBundle, FormGroup, FormUpdate, NewForm } from '../../domain/forms/form-catalog.entity';
import type { Permissions } from '../../domain/forms/form-permissions.entity';
import type { Form, FormColumn, FormOptions, FormRow } from '../../domain/forms/form.entity';
import type { FormsGateway } from '../../ports/forms-gateway.port';
import { HttpClient, type HttpResult } from '../../ports/http-client.port';
import {
  parseColumns,
  parseForm,
  parseFormBundle,
  parseFormGroup,
  parseFormOptions,
  parsePermissions,
  parseRows,
} from './forms-parsers';
import { ignoreBody, parseList } from './parse-response';

const parseGroups = parseList(parseFormGroup);

/** Forms and form groups over HTTP (docs/api-forms.md, "Forms and form groups"). */
@injectable()
export class HttpFormsGateway implements FormsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(): Promise<HttpResult<FormGroup[]>> {
    return this.http.get('form/list', parseGroups);
  }

  group(groupId: number): Promise<HttpResult<FormGroup>> {
    return this.http.get('formgroup', parseFormGroup, { id: groupId });
  }

  createGroup(name: string): Promise<HttpResult<FormGroup>> {
    return this.http.create('formgroup', { Name: name }, parseFormGroup);
  }

  renameGroup(groupId: number, name: string): Promise<HttpResult<FormGroup>> {
    return this.http.update('formgroup', { GroupId: groupId, Name: name }, parseFormGroup);
  }

  deleteGroup(groupId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('formgroup', { GroupId: groupId }, ignoreBody);
  }

  form(formId: number, signal?: AbortSignal): Promise<HttpResult<FormBundle>> {
    return this.http.get('form', parseFormBundle, { id: formId }, { signal });
  }

  createForm(form: NewForm): Promise<HttpResult<Form>> {
    const { FormName, GroupId, ProjectIds } = form;
    return this.http.create('form', { FormName, GroupId, ProjectIds }, parseForm);
  }

  updateForm(form: FormUpdate): Promise<HttpResult<Form>> {
    const { FormId, FormName, GroupId, ProjectIds } = form;
    return this.http.update('form', { FormId, FormName, GroupId, ProjectIds }, parseForm);
  }

  deleteForm(formId: number): Promise<HttpResult<unknown>> {
    return this.http.remove('form', { FormId: formId }, ignoreBody);
  }

  setOptions(formId: number, name: string, options: FormOptions): Promise<HttpResult<FormOptions>> {
    return this.http.command(
      'form/SetOptions',
      { FormId: formId, Name: name, Options: options },
      parseFormOptions,
    );
  }

  permissions(formId: number): Promise<HttpResult<Permissions>> {
    return this.http.get('form/GetPermissions', parsePermissions, { entityId: formId });
  }

  setPermissions(formId: number, permissions: Permissions): Promise<HttpResult<Permissions>> {
    return this.http.command('form/SetPermissions', { EntityId: formId, ...permissions }, parsePermissions);
  }

  updateRows(formId: number, rows: FormRow[]): Promise<HttpResult<unknown>> {
    const Rows = rows.map(({ RowId, Height, RowIndex, FormId }) => ({ RowId, Height, RowIndex, FormId }));
    return this.http.command('form/updaterows', { FormId: formId, Rows }, parseRows);
  }

  updateColumns(formId: number, columns: FormColumn[]): Promise<HttpResult<unknown>> {
    const Columns = columns.map(({ ColumnId, Width }) => ({ ColumnId, Width }));
    return this.http.command('form/updatecolumns', { FormId: formId, Columns }, parseColumns);
  }
}
