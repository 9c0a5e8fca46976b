import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noRestrictions } from '../../../../domain/forms/form-permissions.entity';
import { renderFieldDialog } from './field-dialog.test-helper';
import { demoForm } from './field-dialog.test-data';

afterEach(cleanup);
// Many keystrokes per test: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .map((o) => o.textContent);
const amount = () => demoForm().Fields[0];
const c11 = 'condition 1 of group 1';

async function openValidation(field = amount()) {
  const view = renderFieldDialog({ field });
  await userEvent.click(await screen.findByRole('tab', { name: 'Validation' }));
  return view;
}

describe('conditional-validation editor', () => {
  it("always has a group; a condition tests the field itself by default with its type's operators", async () => {
    await openValidation();
    expect(screen.getByRole('tab', { name: 'Validation' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: 'Group 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add condition to group 1' }));
    expect(select(`Field (${c11})`).selectedOptions[0].textContent).toBe('This field');
    expect(optionTexts(`Operator (${c11})`)).toEqual(['=', '≠', '<', '>', '<=', '>=']);
    await userEvent.selectOptions(select(`Compare to (${c11})`), 'Another field');
    expect(optionTexts(`Other field (${c11})`)).toEqual(['F2 Tax', 'F3 Total']);
  });

  it("combines groups with AND and conditions with OR; deleting a group's last condition removes it", async () => {
    await openValidation();
    await userEvent.click(screen.getByRole('button', { name: 'Add condition to group 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add condition to group 1' }));
    expect(screen.getByText('OR')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(screen.getByText('AND')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add condition to group 2' }));
    await userEvent.selectOptions(select('Field (condition 1 of group 2)'), 'F4 Colour');
    expect(optionTexts('Operator (condition 1 of group 2)')).toEqual([
      'same as',
      'not same as',
      'not selected',
    ]);
    expect(optionTexts('Option (condition 1 of group 2)')).toEqual(['Red', 'Blue']);
    await userEvent.selectOptions(select('Operator (condition 1 of group 2)'), 'not selected');
    expect(screen.queryByLabelText('Option (condition 1 of group 2)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete condition 1 of group 2' }));
    expect(screen.queryByRole('region', { name: 'Group 2' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete condition 2 of group 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete condition 1 of group 1' }));
    expect(screen.getByRole('region', { name: 'Group 1' })).toBeTruthy();
  });

  it('needs a value to compare with, then stores the validation of the saved field', async () => {
    const { onSubmit, onClose, kit } = await openValidation();
    await userEvent.type(screen.getByLabelText('Error message'), 'Too much.');
    await userEvent.click(screen.getByRole('button', { name: 'Add condition to group 1' }));
    await userEvent.selectOptions(select(`Operator (${c11})`), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please fix the validation errors shown above and try again.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(`Value (${c11})`), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const validation = {
      ErrorMessage: 'Too much.',
      FieldValidationGroups: [
        {
          Order: 1,
          FieldValidationConditions: [
            {
              Order: 1,
              SourceFieldDefinitionId: null,
              OperatorTypeId: 1,
              OperatorId: 4,
              CompareToConstant: '1000',
              CompareToOptionId: null,
              CompareToFieldDefinitionId: null,
            },
          ],
        },
      ],
    };
    expect(onSubmit.mock.calls[0][0].FieldValidation).toEqual(validation);
    expect(kit.fieldSetup.sentValidations).toEqual([{ id: 1, validation }]);
    expect(kit.fieldSetup.sentPermissions).toEqual([]);
  });
});

describe('field restrictions', () => {
  const saved = {
    ...noRestrictions(),
    Restrictions: true,
    RestrictedInput: true,
    ExclusionInput: { RolesDefined: [], UsersDefined: [{ Email: 'admin@demo.test' }] },
  };

  it('loads the saved restrictions and stores what changed after the field is saved', async () => {
    const { kit, onClose } = renderFieldDialog({ field: demoForm().Fields[4] }, (k) =>
      k.fieldSetup.permissionsById.set(5, saved),
    );
    expect(((await screen.findByLabelText('Restricted Input')) as HTMLInputElement).checked).toBe(true);
    expect(
      within(screen.getByRole('list', { name: 'User exceptions for input' })).getByText('admin@demo.test'),
    ).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Restricted View'));
    await userEvent.selectOptions(select('Role exception for view'), 'Inspectors');
    await userEvent.click(screen.getByRole('button', { name: 'Add role for view' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(kit.fieldSetup.sentPermissions).toEqual([
      {
        id: 5,
        permissions: {
          ...saved,
          RestrictedView: true,
          ExclusionView: { RolesDefined: [{ roleId: 101, RoleName: 'Inspectors' }], UsersDefined: [] },
        },
      },
    ]);
    expect(kit.fieldSetup.sentValidations).toEqual([]);
  });

  it('stores the restrictions of a new field under the id the save answered', async () => {
    const field = { ...demoForm().Fields[4], FieldDefinitionId: 9 };
    const { kit } = renderFieldDialog({ field, onSubmit: async () => ({ fieldDefinitionId: 31 }) });
    await userEvent.click(await screen.findByLabelText('Restrictions'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(kit.fieldSetup.sentPermissions).toHaveLength(1));
    expect(kit.fieldSetup.sentPermissions[0]).toEqual({
      id: 31,
      permissions: { ...noRestrictions(), Restrictions: true },
    });
  });

  it('keeps the dialog open when the restrictions cannot be stored', async () => {
    const { kit, onClose } = renderFieldDialog({ field: demoForm().Fields[4] });
    await userEvent.click(await screen.findByLabelText('Restrictions'));
    kit.fieldSetup.failNext = {
      ok: false,
      failure: { kind: 'status', status: 500, payload: { Message: 'Server error.' } },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
