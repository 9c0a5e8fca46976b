import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusFailure } from '../../../application/designer-dialogs/designer-dialogs.fakes';
import type { FieldTemplate } from '../../../domain/forms/form-catalog.entity';
import { FieldType } from '../../../domain/forms/form.entity';
import { designerDialogsTestKit } from '../../../stores/designer-dialogs/designer-dialogs.test-helper';
import { StoresProvider } from '../../app/stores-context';
import { DialogHost } from '../../components/dialog-host';
import { testStores } from '../../testing/render-with-stores';
import { demoForm, field } from './field-dialog/field-dialog.test-data';
import { MyFieldItem } from './my-field-item';

afterEach(cleanup);
// Many keystrokes per test: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const template: FieldTemplate = {
  TemplateId: 400,
  Name: 'Phone',
  Field: field(0, FieldType.TextBox, 'Phone', { MaskType: 3, DataTypeId: 1 }),
};

function renderItem(item: FieldTemplate = template) {
  const kit = designerDialogsTestKit();
  const onUpdated = vi.fn();
  const onDeleted = vi.fn();
  render(
    <StoresProvider stores={{ ...testStores().stores, dialogs: kit.dialogs }} resolve={kit.resolve}>
      <ul>
        <MyFieldItem
          template={item}
          form={demoForm()}
          otherFormsInSet={[]}
          onUpdated={onUpdated}
          onDeleted={onDeleted}
        />
      </ul>
      <DialogHost />
    </StoresProvider>,
  );
  return { kit, onUpdated, onDeleted };
}

describe('My Fields item', () => {
  it('is a drag source named after the template', () => {
    renderItem();
    const item = screen.getByRole('listitem');
    expect(item.getAttribute('data-template-id')).toBe('400');
    expect(item.textContent).toContain('Phone');
  });

  it("draws Edit and Delete with the app's own icons, not font glyphs, and names them for assistive technology", () => {
    renderItem();
    for (const name of ['Edit template Phone', 'Delete template Phone']) {
      const button = screen.getByRole('button', { name });
      // An emoji or symbol character is an empty box on a machine without a font that has it.
      expect(button.textContent).toBe('');
      const icon = button.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
  });

  it('edits the template in the field dialog (mode 2) and says "Field template successfully updated."', async () => {
    const { kit, onUpdated } = renderItem();
    await userEvent.click(screen.getByRole('button', { name: 'Edit template Phone' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Form Field Template' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Label'));
    await userEvent.type(screen.getByLabelText('Label'), 'Mobile');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.fieldSetup.updatedTemplates[0]).toMatchObject({
      TemplateId: 400,
      Name: 'Mobile',
      Field: { Name: 'Mobile', TemplateId: 400 },
    });
    expect(kit.notifier.shown).toEqual([{ kind: 'info', message: 'Field template successfully updated.' }]);
    expect(onUpdated).toHaveBeenCalledWith(kit.fieldSetup.updatedTemplates[0]);
  });

  it('edits the template of a field with options, held by the designer as MobX state', async () => {
    const options = [
      { OptionId: 40101, Name: 'Hammer', Order: 1 },
      { OptionId: 40102, Name: 'Saw', Order: 2 },
    ];
    const tools = observable({
      TemplateId: 401,
      Name: 'Tools',
      Field: field(0, FieldType.CheckBoxList, 'Tools', { OptionsList: options }),
    });
    const { kit, onUpdated } = renderItem(tools);
    await userEvent.click(screen.getByRole('button', { name: 'Edit template Tools' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.fieldSetup.updatedTemplates[0]).toMatchObject({
      TemplateId: 401,
      Name: 'Tools',
      Field: { OptionsList: options },
    });
    expect(kit.notifier.shown).toEqual([{ kind: 'info', message: 'Field template successfully updated.' }]);
    expect(onUpdated).toHaveBeenCalled();
  });

  it('edits the template of a field with a conditional validation, which its dialog (mode 2) does not show', async () => {
    const validation = {
      ErrorMessage: 'Give a code.',
      FieldValidationGroups: [
        {
          Order: 1,
          FieldValidationConditions: [
            {
              SourceFieldDefinitionId: null,
              Order: 1,
              OperatorTypeId: 1,
              OperatorId: 1,
              CompareToConstant: '',
            },
          ],
        },
      ],
    };
    const code = observable({
      TemplateId: 402,
      Name: 'Code',
      Field: field(0, FieldType.TextBox, 'Code', { FieldValidation: validation } as never),
    });
    const { kit } = renderItem(code);
    await userEvent.click(screen.getByRole('button', { name: 'Edit template Code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(kit.fieldSetup.updatedTemplates).toHaveLength(1));
    expect(kit.fieldSetup.updatedTemplates[0]).toMatchObject({
      TemplateId: 402,
      Field: { FieldValidation: validation },
    });
  });

  it('says the template is invalid when the update fails, and keeps the dialog open', async () => {
    const { kit, onUpdated } = renderItem();
    kit.fieldSetup.failNext = statusFailure(500);
    await userEvent.click(screen.getByRole('button', { name: 'Edit template Phone' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const message = 'Field template is invalid. Please refresh the page and try again.';
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(kit.notifier.shown).toEqual([{ kind: 'error', message }]);
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('asks "Delete Field Template?" before deleting', async () => {
    const { kit, onDeleted } = renderItem();
    await userEvent.click(screen.getByRole('button', { name: 'Delete template Phone' }));
    expect(await screen.findByRole('dialog', { name: 'Delete Field Template?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(kit.fieldSetup.deletedTemplates).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete template Phone' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(400));
    expect(kit.fieldSetup.deletedTemplates).toEqual([400]);
  });
});
