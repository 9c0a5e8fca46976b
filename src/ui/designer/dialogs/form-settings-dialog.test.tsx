import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Form } from '../../../domain/forms/form.entity';
import { noRestrictions, type Permissions } from '../../../domain/forms/form-permissions.entity';
import { designerDialogsTestKit } from '../../../stores/designer-dialogs/designer-dialogs.test-helper';
import { StoresProvider } from '../../app/stores-context';
import { testStores } from '../../testing/render-with-stores';
import { FormSettingsDialog, type FormSettingsDialogProps } from './form-settings-dialog';

afterEach(cleanup);
// Many keystrokes per test: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const form: Form = {
  FormId: 200,
  FormName: 'Site Inspection',
  Rows: [],
  Columns: [],
  Fields: [],
  Options: { Ruler: 1, Guide: 0 },
};

function open(props: Partial<FormSettingsDialogProps> = {}) {
  const kit = designerDialogsTestKit();
  kit.forms.formPermissions.set(200, noRestrictions());
  const onSave = vi.fn(
    async (..._args: Parameters<FormSettingsDialogProps['onSave']>) => null as string | null,
  );
  const onClose = vi.fn();
  render(
    <StoresProvider stores={testStores().stores} resolve={kit.resolve}>
      <FormSettingsDialog form={form} onSave={onSave} onClose={onClose} {...props} />
    </StoresProvider>,
  );
  return { kit, onSave, onClose };
}

const restrict = async () => {
  await userEvent.click(await screen.findByLabelText('Restrictions'));
};

describe('Form Settings', () => {
  it('shows the ruler and page guide of the form, the ruler focused first', async () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Form Settings' })).toBeTruthy();
    expect((screen.getByLabelText('Ruler') as HTMLSelectElement).value).toBe('1');
    expect(document.activeElement).toBe(screen.getByLabelText('Ruler'));
    expect((screen.getByLabelText('Page guide') as HTMLSelectElement).value).toBe('0');
  });

  it('reveals Restricted Input and Restricted View only under Restrictions', async () => {
    open();
    expect(await screen.findByLabelText('Restrictions')).toBeTruthy();
    expect(screen.queryByLabelText('Restricted Input')).toBeNull();
    await restrict();
    expect(screen.getByLabelText('Restricted Input')).toBeTruthy();
    expect(screen.queryByLabelText('Role exception for input')).toBeNull();
    await userEvent.click(screen.getByLabelText('Restricted Input'));
    expect(screen.getByLabelText('Role exception for input')).toBeTruthy();
    expect(screen.queryByLabelText('Role exception for view')).toBeNull();
  });

  it('offers type 0 roles and custom roles of types 1 and 2, without those already added', async () => {
    open();
    await restrict();
    await userEvent.click(screen.getByLabelText('Restricted Input'));
    const picker = screen.getByLabelText('Role exception for input');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a role...', 'Inspectors', 'Accountants']),
    );
    await userEvent.selectOptions(picker, 'Inspectors');
    await userEvent.click(screen.getByRole('button', { name: 'Add role for input' }));
    expect(
      within(screen.getByRole('list', { name: 'Role exceptions for input' })).getByText('Inspectors'),
    ).toBeTruthy();
    expect(within(picker).queryByText('Inspectors')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Inspectors from role exceptions for input' }),
    );
    expect(within(picker).getByText('Inspectors')).toBeTruthy();
  });

  it('accepts only scope users, case-insensitively, and ignores duplicates', async () => {
    open();
    await restrict();
    await userEvent.click(screen.getByLabelText('Restricted View'));
    const email = screen.getByLabelText('User e-mail exception for view');
    await userEvent.type(email, 'stranger@elsewhere.test{Enter}');
    expect(screen.getByText('This e-mail address is not a user of this workspace.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(email);
    await userEvent.type(email, 'MEMBER@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Add user for view' }));
    const users = screen.getByRole('list', { name: 'User exceptions for view' });
    expect(within(users).getByText('member@demo.test')).toBeTruthy();
    await userEvent.type(email, 'member@DEMO.test{Enter}');
    expect(within(users).getAllByRole('listitem')).toHaveLength(1);
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('saves the options and the restrictions, then closes', async () => {
    const { onSave, onClose } = open();
    await userEvent.selectOptions(screen.getByLabelText('Ruler'), 'Never');
    await userEvent.selectOptions(screen.getByLabelText('Page guide'), 'Portrait');
    await restrict();
    await userEvent.click(screen.getByLabelText('Restricted Input'));
    await userEvent.type(screen.getByLabelText('User e-mail exception for input'), 'admin@demo.test{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const expected: Permissions = {
      ...noRestrictions(),
      Restrictions: true,
      RestrictedInput: true,
      ExclusionInput: { RolesDefined: [], UsersDefined: [{ Email: 'admin@demo.test' }] },
    };
    expect(onSave).toHaveBeenCalledWith({ Ruler: 2, Guide: 1 }, expected);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("stays open with the server's message when saving fails", async () => {
    const onSave = vi.fn(async () => 'Form could not be saved.');
    const { onClose } = open({ onSave, permissions: noRestrictions(), roles: [], scopeUsers: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Form could not be saved.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves restrictions alone when they could not be loaded', async () => {
    const kitForm = { ...form, FormId: 999 };
    const { onSave } = open({ form: kitForm });
    expect(
      await screen.findByText(
        'The restrictions of this form could not be loaded. They are left as they are.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ Ruler: 1, Guide: 0 }, null);
  });

  it('neither shows nor saves restrictions for a user who may not share them (docs/authorization.md)', async () => {
    const { onSave } = open({ share: false });
    expect(await screen.findByLabelText('Ruler')).toBeTruthy();
    expect(screen.queryByLabelText('Restrictions')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ Ruler: 1, Guide: 0 }, null);
  });
});
