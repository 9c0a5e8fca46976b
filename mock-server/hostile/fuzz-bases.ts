import { FieldType } from '../../src/domain/forms/form.entity';
import type { SeedData } from '../../fixtures/types';
import { accountFuzzBases } from './fuzz-bases.account';
import { restoreFuzzBases } from './fuzz-bases.restore';
import { adminFuzzBases } from './fuzz-bases.admin';
import { summariesFuzzBases } from './fuzz-bases.summaries';
import { teamApprovalFuzzBases } from './fuzz-bases.team-approval';
import { billingFuzzBases } from './fuzz-bases.billing';
import { cabinetFuzzBases } from './fuzz-bases.cabinet';
import { taskFuzzBases } from './fuzz-bases.tasks';
import { reportFuzzBases } from './fuzz-bases.reports';
import { sitesAdminFuzzBases } from './fuzz-bases.sites-admin';
import { siteVisitFuzzBases } from './fuzz-bases.sites-visit';
import { quizFuzzBases } from './fuzz-bases.quizzes';
import { quizPreviewFuzzBases } from './fuzz-bases.quiz-preview';
import { surveyFuzzBases } from './fuzz-bases.surveys';
import { quizLinkFuzzBases } from './fuzz-bases.quiz-link';
import { surveyLinkFuzzBases } from './fuzz-bases.survey-link';

/**
 * A valid body per route, built from the fixtures, for the fuzz to mutate (a mutated valid body reaches the
 * deeper checks that a random one never passes). Routes without one get random bodies only; a base is
 * optional, so a new route is fuzzed all the same. FormToPDF has none on purpose: a valid PDF request builds a
 * PDF (seconds on a busy machine), and its required fields are reached by random bodies.
 */
export function fuzzBases(data: SeedData): Record<string, unknown> {
  const instance = data.formInstances[0];
  const form = data.forms.find((f) => f.FormId === instance.FormId)!;
  const text = form.Fields.find(
    (f) => f.TypeId === FieldType.TextBox && !f.EncryptData && !f.ValidationPatternType && !f.MaskType,
  )!;
  const FormId = form.FormId;
  const GroupId = data.formGroups[0].GroupId;
  const ProjectId = data.projects[0].ProjectId;
  const field = {
    FormId,
    TypeId: FieldType.TextBox,
    Name: 'Fuzz',
    DataTypeId: 1,
    ColSpan: 1,
    CSS: { Size: 14, TextAlign: 'left' },
    OptionsList: [{ Name: 'a' }],
  };
  const validation = {
    ErrorMessage: 'e',
    FieldValidationGroups: [
      { Order: 1, FieldValidationConditions: [{ OperatorTypeId: 4, OperatorId: 1, CompareToConstant: 'x' }] },
    ],
  };
  const exclusion = {
    RolesDefined: [{ roleId: 1, RoleName: 'r' }],
    UsersDefined: [{ Email: 'member@demo.test' }],
  };
  return {
    '/account/login': { Email: 'nobody@demo.test', Password: 'wrong' },
    '/account/switchscope': { ScopeId: 0 },
    '/formgroup/create': { Name: 'Fuzz group' },
    '/formgroup/update': { GroupId, Name: 'Fuzz group' },
    '/formgroup/delete': { GroupId },
    '/form/GetFormGroupsForProjectSummary': { ProjectId },
    '/form/create': { FormName: 'Fuzz', GroupId, ProjectIds: [ProjectId] },
    '/form/update': { FormId, FormName: form.FormName, GroupId: form.GroupId, ProjectIds: form.ProjectIds },
    '/form/delete': { FormId },
    '/form/SetOptions': { FormId, Name: form.FormName, Options: { Ruler: 0, Guide: 0, StretchToFit: false } },
    '/form/SetPermissions': {
      EntityId: FormId,
      Restrictions: true,
      RestrictedInput: true,
      ExclusionInput: exclusion,
      ExclusionView: exclusion,
    },
    '/form/updaterows': { FormId, Rows: [{ RowId: form.Rows[0].RowId, Height: 50, RowIndex: 0, FormId }] },
    '/form/updatecolumns': { FormId, Columns: [{ ColumnId: form.Columns[0].ColumnId, Width: 180 }] },
    '/fieldsetup/create': { Field: { ...field, FieldValidation: validation }, SaveAsTemplate: false },
    '/fieldsetup/update': { Field: { ...text, CSS: { Size: 14 } } },
    '/fieldsetup/delete': { FieldDefinitionId: text.FieldDefinitionId },
    '/fieldsetup/GetTemplates': {},
    '/fieldsetup/DeleteTemplate': {},
    '/fieldsetup/UpdateFieldsOrder': {
      FormId,
      Fields: [{ FieldDefinitionId: text.FieldDefinitionId, Sequence: text.Sequence }],
    },
    '/fieldsetup/CopyRowOrColumn': {
      FormId,
      SourceType: 0,
      SourceIndex: 1,
      TargetIndex: 1,
      IgnoreLinkedFields: true,
    },
    '/fieldsetup/RemoveRowOrColumn': {
      FormId,
      SourceType: 1,
      SourceIndices: [99],
      TargetIndex: 0,
      IgnoreLinkedFields: false,
    },
    '/fieldsetup/SetPermissions': {
      EntityId: text.FieldDefinitionId,
      Restrictions: false,
      ExclusionInput: exclusion,
    },
    '/fieldsetup/SetValidations': { FieldDefinitionId: text.FieldDefinitionId, FieldValidation: validation },
    '/fieldsetup/UpdateTemplate': {
      TemplateId: data.fieldTemplates[0]?.TemplateId ?? 1,
      Name: 'T',
      Field: field,
    },
    '/FormInstance/SaveFormData': {
      InstanceId: instance.InstanceId,
      FieldDefinitions: [{ FieldDefinitionId: text.FieldDefinitionId, Data: 'fuzz', OptionId: null }],
    },
    '/FormInstance/SetGroup': { InstanceId: instance.InstanceId, GroupId },
    '/FormInstance/CloneFormGroup': { ProjectId, GroupId },
    '/FormInstance/CloneForm': { ProjectId, FormId },
    '/FormInstance/GetEncryptedFieldValue': {
      FormInstanceId: instance.InstanceId,
      FieldDefinitionId: text.FieldDefinitionId,
    },
    '/project/create': { Name: 'Fuzz project', Description: 'd' },
    '/__mock/push': { listener: 'fuzzEvent', data: { a: 1 } },
    '/shareforminstance/create': { FormId, InstanceId: instance.InstanceId, Email: 'fuzz@outside.test' },
    '/shareforminstance/delete': { ShareId: data.formShares[0]?.ShareId ?? 1 },
    '/shareforminstance/GetEncryptedFieldValue': {
      email: data.formShares[0]?.Email ?? 'a@b.io',
      hash: data.formShares[0]?.Hash ?? '',
      token: 't',
      fieldDefinitionId: text.FieldDefinitionId,
    },
    '/shareforminstance/sendcode': {
      email: data.formShares[0]?.Email ?? 'a@b.io',
      hash: data.formShares[0]?.Hash ?? '',
    },
    '/shareforminstance/getinstance': {
      email: data.formShares[0]?.Email ?? 'a@b.io',
      code: 'ABCDEF',
      hash: data.formShares[0]?.Hash ?? '',
    },
    '/shareforminstance/SaveInstance': {
      email: data.formShares[0]?.Email ?? 'a@b.io',
      FieldDefinitions: [],
      hash: data.formShares[0]?.Hash ?? '',
      token: 't',
      saveId: 's',
    },
    ...taskFuzzBases(data),
    ...reportFuzzBases(data),
    ...cabinetFuzzBases(data),
    ...quizFuzzBases(data),
    ...quizPreviewFuzzBases(data),
    ...surveyFuzzBases(data),
    ...quizLinkFuzzBases(),
    ...surveyLinkFuzzBases(),
    ...adminFuzzBases(data),
    ...teamApprovalFuzzBases(),
    ...summariesFuzzBases(),
    ...sitesAdminFuzzBases(data),
    ...accountFuzzBases(),
    ...restoreFuzzBases(),
    ...siteVisitFuzzBases(data),
    ...billingFuzzBases(data),
  };
}
