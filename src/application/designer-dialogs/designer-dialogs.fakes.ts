/**
 * In-memory gateways for the designer-dialog tests (use cases, stores and views): they answer from
 * fields the test sets and record what was sent.
 */
import type {
  FieldChange,
  FieldTemplate,
  FormBundle,
  RowColumnChange,
} from '../../domain/forms/form-catalog.entity';
import type { FieldDefinition, FieldValidation, Form } from '../../domain/forms/form.entity';
import { noRestrictions, type Permissions } from '../../domain/forms/form-permissions.entity';
import type { DirectoryGateway, Role, ScopeUser } from '../../ports/directory-gateway.port';
import type { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import type { FormsGateway } from '../../ports/forms-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';

const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const statusFailure = (status: number, Message?: string): HttpResult<never> => ({
  ok: false,
  failure: { kind: 'status', status, payload: Message ? { Message } : {} },
});
const unused = async (): Promise<HttpResult<never>> => statusFailure(501, 'Not used by these tests.');

export class FakeFieldSetupGateway implements FieldSetupGateway {
  permissionsById = new Map<number, Permissions>();
  validationsById = new Map<number, FieldValidation>();
  failNext: HttpResult<never> | null = null;
  sentPermissions: Array<{ id: number; permissions: Permissions }> = [];
  sentValidations: Array<{ id: number; validation: FieldValidation }> = [];
  updatedTemplates: FieldTemplate[] = [];
  deletedTemplates: number[] = [];

  private answer<T>(data: T): HttpResult<T> {
    const failed = this.failNext;
    this.failNext = null;
    return failed ?? ok(data);
  }

  create = unused as (field: FieldDefinition, saveAsTemplate: boolean) => Promise<HttpResult<FieldChange>>;
  update = unused as (field: FieldDefinition) => Promise<HttpResult<FieldChange>>;
  remove = unused as (id: number) => Promise<HttpResult<FieldChange>>;
  updateOrder = unused as FieldSetupGateway['updateOrder'];
  copyRowOrColumn = unused as () => Promise<HttpResult<RowColumnChange>>;
  removeRowOrColumn = unused as () => Promise<HttpResult<RowColumnChange>>;
  templates = unused as () => Promise<HttpResult<FieldTemplate[]>>;

  async permissions(id: number): Promise<HttpResult<Permissions>> {
    return this.answer(this.permissionsById.get(id) ?? noRestrictions());
  }
  async setPermissions(id: number, permissions: Permissions): Promise<HttpResult<Permissions>> {
    this.sentPermissions.push({ id, permissions });
    return this.answer(permissions);
  }
  async validations(id: number): Promise<HttpResult<FieldValidation>> {
    return this.answer(this.validationsById.get(id) ?? { ErrorMessage: '', FieldValidationGroups: [] });
  }
  async setValidations(id: number, validation: FieldValidation): Promise<HttpResult<FieldValidation>> {
    this.sentValidations.push({ id, validation });
    return this.answer(validation);
  }
  async updateTemplate(template: FieldTemplate): Promise<HttpResult<FieldTemplate>> {
    this.updatedTemplates.push(template);
    return this.answer(template);
  }
  async deleteTemplate(id: number): Promise<HttpResult<unknown>> {
    this.deletedTemplates.push(id);
    return this.answer({});
  }
}

export const ROLES: Role[] = [
  { roleId: 1, roleName: 'Read', roleTypeId: 1 },
  { roleId: 6, roleName: 'Admin', roleTypeId: 2 },
  { roleId: 101, roleName: 'Inspectors', roleTypeId: 0 },
  { roleId: 102, roleName: 'Accountants', roleTypeId: 1 },
];

export const USERS: ScopeUser[] = [
  { UserId: 1, Email: 'admin@demo.test', FirstName: 'Ada', LastName: 'Admin' },
  { UserId: 2, Email: 'member@demo.test', FirstName: 'Mia', LastName: 'Member' },
];

export class FakeDirectoryGateway implements DirectoryGateway {
  roleList: HttpResult<Role[]> = ok(ROLES);
  userList: HttpResult<ScopeUser[]> = ok(USERS);
  async scopeUsers(): Promise<HttpResult<ScopeUser[]>> {
    return this.userList;
  }
  async roles(): Promise<HttpResult<Role[]>> {
    return this.roleList;
  }
}

export class FakeFormsGateway implements FormsGateway {
  forms = new Map<number, Form>();
  formPermissions = new Map<number, Permissions>();
  list = unused;
  group = unused;
  createGroup = unused;
  renameGroup = unused;
  deleteGroup = unused;
  createForm = unused;
  updateForm = unused;
  deleteForm = unused;
  setOptions = unused;
  setPermissions = unused;
  updateRows = unused;
  updateColumns = unused;

  async form(formId: number): Promise<HttpResult<FormBundle>> {
    const form = this.forms.get(formId);
    return form
      ? ok({ form, otherFormsInSet: [], fieldDefinitionTemplates: [] })
      : statusFailure(404, 'Not found.');
  }
  async permissions(formId: number): Promise<HttpResult<Permissions>> {
    const permissions = this.formPermissions.get(formId);
    return permissions ? ok(permissions) : statusFailure(404, 'Not found.');
  }
}
