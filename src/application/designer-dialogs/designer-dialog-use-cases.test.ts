import { describe, expect, it } from 'vitest';
import { FieldType, type FieldDefinition, type Form } from '../../domain/forms/form.entity';
import { noRestrictions } from '../../domain/forms/form-permissions.entity';
import { FakeDialogs, FakeNotifier } from '../testing/fakes';
import { ConfirmDesignerDeletion } from './confirm-designer-deletion.use-case';
import {
  FakeDirectoryGateway,
  FakeFieldSetupGateway,
  FakeFormsGateway,
  ROLES,
  USERS,
  statusFailure,
} from './designer-dialogs.fakes';
import { LoadFieldSetup } from './load-field-setup.use-case';
import { LoadFormPermissions } from './load-form-permissions.use-case';
import { LoadLinkableFields } from './load-linkable-fields.use-case';
import { LoadRestrictionChoices } from './load-restriction-choices.use-case';
import { ManageFieldTemplates } from './manage-field-templates.use-case';
import { SaveFieldSetup } from './save-field-setup.use-case';

const field = (
  FieldDefinitionId: number,
  TypeId: FieldDefinition['TypeId'],
  Sequence = FieldDefinitionId,
): FieldDefinition => ({
  FieldDefinitionId,
  FormId: 202,
  TypeId,
  Name: `F${FieldDefinitionId}`,
  Sequence,
  ColSpan: 1,
});

describe('LoadRestrictionChoices', () => {
  it('loads roles and scope users together', async () => {
    expect(await new LoadRestrictionChoices(new FakeDirectoryGateway()).run()).toEqual({
      roles: ROLES,
      users: USERS,
      complete: true,
    });
  });
  it('keeps what loaded when one list fails', async () => {
    const directory = new FakeDirectoryGateway();
    directory.roleList = statusFailure(500);
    expect(await new LoadRestrictionChoices(directory).run()).toEqual({
      roles: [],
      users: USERS,
      complete: false,
    });
  });
});

describe('LoadFieldSetup and SaveFieldSetup', () => {
  it('loads restrictions and validation of a saved field', async () => {
    const gateway = new FakeFieldSetupGateway();
    const restricted = { ...noRestrictions(), Restrictions: true };
    gateway.permissionsById.set(7, restricted);
    expect(await new LoadFieldSetup(gateway).run(7)).toEqual({
      permissions: restricted,
      validation: { ErrorMessage: '', FieldValidationGroups: [] },
    });
  });

  it('gives null for a part that failed', async () => {
    const gateway = new FakeFieldSetupGateway();
    gateway.failNext = statusFailure(500);
    const setup = await new LoadFieldSetup(gateway).run(7);
    expect(setup.permissions === null || setup.validation === null).toBe(true);
  });

  it('sends only what changed, with hidden restriction settings cleared', async () => {
    const gateway = new FakeFieldSetupGateway();
    const permissions = {
      ...noRestrictions(),
      Restrictions: true,
      RestrictedInput: false,
      ExclusionInput: { RolesDefined: [{ roleId: 101, RoleName: 'Inspectors' }], UsersDefined: [] },
    };
    expect(await new SaveFieldSetup(gateway).run(7, { permissions })).toBeNull();
    expect(gateway.sentPermissions).toEqual([
      { id: 7, permissions: { ...permissions, ExclusionInput: { RolesDefined: [], UsersDefined: [] } } },
    ]);
    expect(gateway.sentValidations).toEqual([]);
  });

  it("answers the server's message when a save fails", async () => {
    const gateway = new FakeFieldSetupGateway();
    gateway.failNext = statusFailure(400, 'Validation source field is missing.');
    const validation = { ErrorMessage: 'x', FieldValidationGroups: [] };
    expect(await new SaveFieldSetup(gateway).run(7, { validation })).toBe(
      'Validation source field is missing.',
    );
  });
});

describe('LoadLinkableFields', () => {
  it('offers the value fields of the other form, in layout order', async () => {
    const forms = new FakeFormsGateway();
    const other: Form = {
      FormId: 202,
      FormName: 'Expense Claim',
      Rows: [],
      Columns: [],
      Options: { Ruler: 0, Guide: 0 },
      Fields: [
        field(3, FieldType.Formula, 3),
        field(1, FieldType.TextBox, 1),
        field(2, FieldType.NewLine, 2),
        field(4, FieldType.Header, 4),
        field(5, FieldType.MirrorField, 5),
      ],
    };
    forms.forms.set(202, other);
    expect((await new LoadLinkableFields(forms).run(202))?.map((f) => f.FieldDefinitionId)).toEqual([1, 3]);
    expect(await new LoadLinkableFields(forms).run(999)).toBeNull();
  });
});

describe('LoadFormPermissions', () => {
  it('loads the form restrictions, null on failure', async () => {
    const forms = new FakeFormsGateway();
    forms.formPermissions.set(200, noRestrictions());
    expect(await new LoadFormPermissions(forms).run(200)).toEqual(noRestrictions());
    expect(await new LoadFormPermissions(forms).run(1)).toBeNull();
  });
});

describe('ConfirmDesignerDeletion', () => {
  it('asks "Delete Field?" with the warning of section 8', async () => {
    const dialogs = new FakeDialogs();
    const answer = new ConfirmDesignerDeletion(dialogs).field();
    expect(dialogs.confirms[0].title).toBe('Delete Field?');
    expect(dialogs.confirms[0].message).toMatch(/data.*linked fields.*report columns.*cannot be undone/);
    dialogs.confirms[0].answer(true);
    expect(await answer).toBe(true);
  });
});

describe('ManageFieldTemplates', () => {
  const template = {
    TemplateId: 400,
    Name: 'Phone',
    Field: { ...field(0, FieldType.TextBox), TemplateId: 400 },
  };
  const edited = { ...template.Field, Name: 'Mobile phone' };
  const setup = () => {
    const gateway = new FakeFieldSetupGateway();
    const notifier = new FakeNotifier();
    const dialogs = new FakeDialogs();
    return {
      gateway,
      notifier,
      dialogs,
      templates: new ManageFieldTemplates(gateway, notifier, new ConfirmDesignerDeletion(dialogs)),
    };
  };

  it('says "Field template successfully updated." after an update, and renames the template after its label', async () => {
    const { templates, notifier, gateway } = setup();
    const sent = { ...template, Name: 'Mobile phone', Field: edited };
    expect(await templates.update(template, edited)).toEqual({ ok: true, template: sent });
    expect(gateway.updatedTemplates).toEqual([sent]);
    expect(notifier.shown).toEqual([{ kind: 'info', message: 'Field template successfully updated.' }]);
  });

  it('says the template is invalid when the update fails', async () => {
    const { templates, notifier, gateway } = setup();
    gateway.failNext = statusFailure(500);
    const message = 'Field template is invalid. Please refresh the page and try again.';
    expect(await templates.update(template, edited)).toEqual({ ok: false, message });
    expect(notifier.shown).toEqual([{ kind: 'error', message }]);
  });

  it('does not toast twice what the global catalogue already shows', async () => {
    const { templates, notifier, gateway } = setup();
    gateway.failNext = statusFailure(
      400,
      'Field template is invalid. Please refresh the page and try again.',
    );
    expect((await templates.update(template, edited)).ok).toBe(false);
    expect(notifier.shown).toEqual([]);
  });

  it('refuses a field a template cannot hold, without a call', async () => {
    const { templates, notifier, gateway } = setup();
    const result = await templates.update(template, { ...edited, TypeId: FieldType.NewLine });
    expect(result).toEqual({
      ok: false,
      message: 'Field template is invalid. Please refresh the page and try again.',
    });
    expect(gateway.updatedTemplates).toEqual([]);
    expect(notifier.shown).toHaveLength(1);
  });

  it('deletes only after "Delete Field Template?" is confirmed', async () => {
    const { templates, dialogs, gateway } = setup();
    const declined = templates.remove(400);
    await Promise.resolve();
    expect(dialogs.confirms[0].title).toBe('Delete Field Template?');
    dialogs.confirms[0].answer(false);
    expect(await declined).toBe(false);
    const confirmed = templates.remove(400);
    await Promise.resolve();
    dialogs.confirms[1].answer(true);
    expect(await confirmed).toBe(true);
    expect(gateway.deletedTemplates).toEqual([400]);
  });
});
