/**
 * An in-memory forms server for the designer tests: one form at a time, laid out like the mock server
 * (src/domain/forms/designer/form-layout.ts), new field ids from a counter of its own (so provisional
 * ids get renamed), every call recorded. `failNext` makes the next call fail.
 */
import { copyRowOrColumn, removeRowOrColumn } from '../../domain/forms/designer/row-column';
import { layoutForm } from '../../domain/forms/designer/form-layout';
import { inLayoutOrder } from '../../domain/forms/formula/grid-positions';
import type {
  FieldChange,
  FieldTemplate,
  FormBundle,
  FormGroup,
  RowColumnChange,
} from '../../domain/forms/form-catalog.entity';
import {
  DataType,
  FieldType,
  type FieldDefinition,
  type FieldValidation,
  type Form,
  type FormColumn,
  type FormOptions,
  type FormRow,
} from '../../domain/forms/form.entity';
import { noRestrictions, type Permissions } from '../../domain/forms/form-permissions.entity';
import type {
  CopyRowOrColumn,
  FieldSetupGateway,
  RemoveRowOrColumn,
} from '../../ports/field-setup-gateway.port';
import type { FormsGateway } from '../../ports/forms-gateway.port';
import type { HttpResult } from '../../ports/http-client.port';

const ok = <T>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });
export const failed = (status = 500, Message = 'Server error'): HttpResult<never> => ({
  ok: false,
  failure: { kind: 'status', status, payload: { Message } },
});

/** Field builders: a number box, a formula, a new line, a text box. */
export const numberBox = (id: number, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  FieldDefinitionId: id,
  FormId: 7,
  TypeId: FieldType.TextBox,
  DataTypeId: DataType.Number,
  Name: `Number ${id}`,
  Sequence: 0,
  ColSpan: 1,
  ...extra,
});
export const formula = (id: number, stored: string) =>
  numberBox(id, { TypeId: FieldType.Formula, Formula: stored, Name: `Formula ${id}` });
export const newLine = (id: number) =>
  numberBox(id, { TypeId: FieldType.NewLine, Name: '', DataTypeId: undefined });

/** Form 7 with `fields` in that order, laid out. */
export function formWith(...fields: FieldDefinition[]): Form {
  const raw: Form = {
    FormId: 7,
    FormName: 'Test form',
    GroupId: 20,
    Fields: fields.map((f, i) => ({ ...f, Sequence: i + 1 })),
    Rows: [],
    Columns: [],
    Options: { Ruler: 0, Guide: 1 },
  };
  return layoutForm(raw).form;
}

export interface Call {
  readonly name: string;
  readonly body: unknown;
}

export class DesignerServer implements FormsGateway, FieldSetupGateway {
  /** The form as the server holds it. */
  held: Form;
  nextId = 500;
  calls: Call[] = [];
  failNext: HttpResult<never> | null = null;
  templateList: FieldTemplate[] = [];
  fieldPermissions = new Map<number, Permissions>();
  formPermissions: Permissions = noRestrictions();
  rowColumnErrors: string[] = [];
  groups: FormGroup[] = [];

  constructor(form: Form) {
    this.held = form;
  }

  names(): string[] {
    return this.calls.map((call) => call.name);
  }

  private answer<T>(name: string, body: unknown, data: () => T): HttpResult<T> {
    this.calls.push({ name, body });
    const failure = this.failNext;
    this.failNext = null;
    return failure ?? ok(data());
  }

  private relayout(fields: FieldDefinition[]): void {
    this.held = layoutForm({ ...this.held, Fields: fields }, { previous: this.held }).form;
  }

  private change(field: FieldDefinition | null, update = false): FieldChange {
    return { field, form: structuredClone(this.held), otherFormsInSet: [], update };
  }

  // FormsGateway
  async list() {
    return this.answer('form/list', null, () => structuredClone(this.groups));
  }
  async group(groupId: number) {
    return this.answer(
      'formgroup',
      groupId,
      () => this.groups.find((g) => g.GroupId === groupId) as FormGroup,
    );
  }
  async createGroup(name: string) {
    return this.answer('formgroup/create', name, () => ({ GroupId: 99, Name: name, Forms: [] }));
  }
  async renameGroup(groupId: number, name: string) {
    return this.answer('formgroup/update', { groupId, name }, () => ({
      GroupId: groupId,
      Name: name,
      Forms: [],
    }));
  }
  async deleteGroup(groupId: number) {
    return this.answer('formgroup/delete', groupId, () => ({}));
  }
  async form(formId: number): Promise<HttpResult<FormBundle>> {
    if (formId !== this.held.FormId) {
      this.calls.push({ name: 'form', body: formId });
      return failed(404, 'Not found');
    }
    return this.answer('form', formId, () => ({
      form: structuredClone(this.held),
      otherFormsInSet: [],
      fieldDefinitionTemplates: structuredClone(this.templateList),
    }));
  }
  async createForm(form: { FormName: string; GroupId: number }) {
    return this.answer('form/create', form, () => ({ ...this.held, FormId: 8, FormName: form.FormName }));
  }
  async updateForm(form: { FormId: number; FormName: string }) {
    return this.answer('form/update', form, () => ({ ...this.held, FormName: form.FormName }));
  }
  async deleteForm(formId: number) {
    return this.answer('form/delete', formId, () => ({}));
  }
  async setOptions(formId: number, name: string, options: FormOptions) {
    return this.answer('form/SetOptions', { formId, name, options }, () => {
      this.held = { ...this.held, FormName: name, Options: options };
      return options;
    });
  }
  async permissions(id: number) {
    return this.answer('GetPermissions', id, () =>
      structuredClone(
        id === this.held.FormId ? this.formPermissions : (this.fieldPermissions.get(id) ?? noRestrictions()),
      ),
    );
  }
  async setPermissions(id: number, permissions: Permissions) {
    return this.answer('SetPermissions', { id, permissions }, () => {
      if (id === this.held.FormId) this.formPermissions = permissions;
      else this.fieldPermissions.set(id, permissions);
      return permissions;
    });
  }
  async updateRows(formId: number, rows: FormRow[]) {
    return this.answer(
      'form/updaterows',
      { formId, rows },
      () => ((this.held = { ...this.held, Rows: rows }), {}),
    );
  }
  async updateColumns(formId: number, columns: FormColumn[]) {
    return this.answer(
      'form/updatecolumns',
      { formId, columns },
      () => ((this.held = { ...this.held, Columns: columns }), {}),
    );
  }

  // FieldSetupGateway
  async create(field: FieldDefinition, saveAsTemplate: boolean): Promise<HttpResult<FieldChange>> {
    return this.answer('fieldsetup/create', { field, saveAsTemplate }, () => {
      const saved = { ...field, FieldDefinitionId: this.nextId++, FormId: this.held.FormId };
      const ordered = inLayoutOrder(this.held.Fields);
      const at = saved.Sequence > 0 ? ordered.findIndex((f) => f.Sequence >= saved.Sequence) : -1;
      const index = at < 0 ? ordered.length : at;
      this.relayout(
        [...ordered.slice(0, index), saved, ...ordered.slice(index)].map((f, i) => ({
          ...f,
          Sequence: i + 1,
        })),
      );
      if (saveAsTemplate)
        this.templateList.push({
          TemplateId: 900 + this.templateList.length,
          Name: saved.Name,
          Field: saved,
        });
      return this.change(
        this.held.Fields.find((f) => f.FieldDefinitionId === saved.FieldDefinitionId) ?? null,
      );
    });
  }
  async update(field: FieldDefinition): Promise<HttpResult<FieldChange>> {
    return this.answer('fieldsetup/update', field, () => {
      this.relayout(
        this.held.Fields.map((f) =>
          f.FieldDefinitionId === field.FieldDefinitionId ? { ...field, Sequence: f.Sequence } : f,
        ),
      );
      return this.change(field, true);
    });
  }
  async remove(id: number): Promise<HttpResult<FieldChange>> {
    return this.answer('fieldsetup/delete', id, () => {
      this.relayout(this.held.Fields.filter((f) => f.FieldDefinitionId !== id));
      return this.change(null);
    });
  }
  async updateOrder(
    formId: number,
    fields: Array<{ FieldDefinitionId: number; Sequence: number }>,
  ): Promise<HttpResult<{ form: Form }>> {
    return this.answer('fieldsetup/UpdateFieldsOrder', fields, () => {
      const sequence = new Map(fields.map((f) => [f.FieldDefinitionId, f.Sequence]));
      this.relayout(
        this.held.Fields.map((f) => ({ ...f, Sequence: sequence.get(f.FieldDefinitionId) ?? f.Sequence })),
      );
      return { form: structuredClone(this.held) };
    });
  }
  async copyRowOrColumn(request: CopyRowOrColumn): Promise<HttpResult<RowColumnChange>> {
    return this.answer('fieldsetup/CopyRowOrColumn', request, () =>
      this.rowColumn(copyRowOrColumn(this.held, request)),
    );
  }
  async removeRowOrColumn(request: RemoveRowOrColumn): Promise<HttpResult<RowColumnChange>> {
    return this.answer('fieldsetup/RemoveRowOrColumn', request, () =>
      this.rowColumn(removeRowOrColumn(this.held, request)),
    );
  }
  private rowColumn(change: RowColumnChange): RowColumnChange {
    if (this.rowColumnErrors.length > 0) return { form: this.held, Errors: this.rowColumnErrors };
    if (change.Errors.length === 0) this.held = change.form;
    return structuredClone(change);
  }
  async validations(id: number) {
    return this.answer(
      'GetValidations',
      id,
      () => ({ ErrorMessage: '', FieldValidationGroups: [] }) as FieldValidation,
    );
  }
  async setValidations(id: number, validation: FieldValidation) {
    return this.answer('SetValidations', { id, validation }, () => validation);
  }
  async templates() {
    return this.answer('fieldsetup/GetTemplates', {}, () => structuredClone(this.templateList));
  }
  async updateTemplate(template: FieldTemplate) {
    return this.answer('fieldsetup/UpdateTemplate', template, () => {
      this.templateList = this.templateList.map((t) =>
        t.TemplateId === template.TemplateId ? structuredClone(template) : t,
      );
      return template;
    });
  }
  async deleteTemplate(id: number) {
    return this.answer('fieldsetup/DeleteTemplate', id, () => {
      this.templateList = this.templateList.filter((t) => t.TemplateId !== id);
      return {};
    });
  }
}
