import type { FormBundle, FormGroup, FormUpdate, NewForm } from '../domain/forms/form-catalog.entity';
import type { Form, FormColumn, FormOptions, FormRow } from '../domain/forms/form.entity';
import type { Permissions } from '../domain/forms/form-permissions.entity';
import type { HttpResult } from './http-client.port';

/** Forms and form groups (docs/api-forms.md, "Forms and form groups"). */
export interface FormsGateway {
  list(): Promise<HttpResult<FormGroup[]>>;
  group(groupId: number): Promise<HttpResult<FormGroup>>;
  createGroup(name: string): Promise<HttpResult<FormGroup>>;
  renameGroup(groupId: number, name: string): Promise<HttpResult<FormGroup>>;
  deleteGroup(groupId: number): Promise<HttpResult<unknown>>;
  form(formId: number, signal?: AbortSignal): Promise<HttpResult<FormBundle>>;
  createForm(form: NewForm): Promise<HttpResult<Form>>;
  updateForm(form: FormUpdate): Promise<HttpResult<Form>>;
  deleteForm(formId: number): Promise<HttpResult<unknown>>;
  setOptions(formId: number, name: string, options: FormOptions): Promise<HttpResult<FormOptions>>;
  permissions(formId: number): Promise<HttpResult<Permissions>>;
  setPermissions(formId: number, permissions: Permissions): Promise<HttpResult<Permissions>>;
  updateRows(formId: number, rows: FormRow[]): Promise<HttpResult<unknown>>;
  updateColumns(formId: number, columns: FormColumn[]): Promise<HttpResult<unknown>>;
}
export const FormsGateway = Symbol('FormsGateway');
