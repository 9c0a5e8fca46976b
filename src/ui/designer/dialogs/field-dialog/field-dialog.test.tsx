import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldDialogMode } from '../../../../domain/forms/designer/field-dialog-mode';
import { newField } from '../../../../domain/forms/designer/field-creation';
import { FieldType } from '../../../../domain/forms/form.entity';
import { IMAGE_SAMPLES } from '../../../../domain/forms/images/image-samples.test-helper';
import { renderFieldDialog } from './field-dialog.test-helper';
import { demoForm } from './field-dialog.test-data';

afterEach(cleanup);
// Many keystrokes per test: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const INVALID = 'Please fix the validation errors shown above and try again.';
const newTextBox = () => newField(FieldType.TextBox, demoForm());
const notes = () => demoForm().Fields[4];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('field dialog: modes, titles and buttons', () => {
  it('creates: "Create Form Field", Create, the label focused, no Validation tab', async () => {
    renderFieldDialog({ field: newTextBox() });
    expect(await screen.findByRole('dialog', { name: 'Create Form Field' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(document.activeElement).toBe(input('Label'));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByLabelText('Save as template')).toBeTruthy();
  });

  it('edits in a form: "Edit Form Field", Save, General and Validation tabs', async () => {
    renderFieldDialog({ field: notes() });
    expect(await screen.findByRole('dialog', { name: 'Edit Form Field' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Validation']);
    expect(screen.queryByLabelText('Save as template')).toBeNull();
  });

  it('FIELD_DEFINITION mode applies', async () => {
    renderFieldDialog({ field: notes(), mode: FieldDialogMode.FieldDefinition });
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Form Field' })).toBeTruthy();
  });

  it('template mode: "... Template", Save, no restrictions and no Validation tab', async () => {
    renderFieldDialog({
      field: { ...notes(), TemplateId: 400 },
      mode: FieldDialogMode.Template,
      isNew: false,
    });
    expect(await screen.findByRole('dialog', { name: 'Edit Form Field Template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Restrictions')).toBeNull();
  });
});

describe('field dialog: General checks', () => {
  it('says what is wrong with the label, reference label and column span', async () => {
    const { onSubmit } = renderFieldDialog({ field: newTextBox() });
    await userEvent.clear(await screen.findByLabelText('Label'));
    expect(screen.getByText('Required!')).toBeTruthy();
    await userEvent.click(input('Label'));
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('Max characters length (2000) exceeded!')).toBeTruthy();
    await userEvent.click(input('Reference label'));
    await userEvent.paste('r'.repeat(255));
    expect(screen.getByText('Max characters length (254) exceeded!')).toBeTruthy();
    await userEvent.clear(input('Column span'));
    await userEvent.type(input('Column span'), '100');
    expect(screen.getByText('Must be a number between 1 and 99.')).toBeTruthy();
    expect(input('Column span').getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the field with its typed column span and the Save as template flag', async () => {
    const { onSubmit, onClose } = renderFieldDialog({ field: newTextBox() });
    await userEvent.clear(await screen.findByLabelText('Label'));
    await userEvent.type(input('Label'), 'Inspector');
    await userEvent.clear(input('Column span'));
    await userEvent.type(input('Column span'), '2');
    await userEvent.click(screen.getByLabelText('Save as template'));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent, options] = onSubmit.mock.calls[0];
    expect(sent).toMatchObject({ Name: 'Inspector', ColSpan: 2, TypeId: FieldType.TextBox });
    expect(options).toEqual({ saveAsTemplate: true });
  });

  it("keeps the dialog open with the server's message", async () => {
    const onSubmit = vi.fn(async () => 'A field with this name already exists.');
    const { onClose } = renderFieldDialog({ field: newTextBox(), onSubmit });
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A field with this name already exists.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changing the data type resets the pattern and formatting; mask and formatting exclude each other', async () => {
    const { onSubmit } = renderFieldDialog({ field: newTextBox() });
    const formatting = () => screen.getByLabelText('Formatting') as HTMLSelectElement;
    expect(formatting().disabled).toBe(true);
    await userEvent.selectOptions(await screen.findByLabelText('Data type'), 'Number');
    expect((screen.getByLabelText('Validation pattern') as HTMLSelectElement).value).toBe('2');
    expect(formatting().disabled).toBe(false);
    await userEvent.selectOptions(formatting(), 'Currency (2 decimals)');
    await userEvent.selectOptions(screen.getByLabelText('Mask'), 'SSN (###-##-####)');
    expect(formatting().value).toBe('0');
    expect(formatting().disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Mask'), 'None');
    await userEvent.selectOptions(formatting(), 'Currency (2 decimals)');
    expect((screen.getByLabelText('Mask') as HTMLSelectElement).value).toBe('0');
    await userEvent.selectOptions(screen.getByLabelText('Data type'), 'Date and time');
    expect((screen.getByLabelText('Validation pattern') as HTMLSelectElement).value).toBe('4');
    expect(formatting().value).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      DataTypeId: 4,
      ValidationPatternType: 4,
      FormattingType: 0,
      MaskType: 0,
    });
  });

  it('needs a custom mask and a custom pattern that compiles', async () => {
    renderFieldDialog({ field: newTextBox() });
    await userEvent.selectOptions(await screen.findByLabelText('Mask'), 'Custom');
    await userEvent.selectOptions(screen.getByLabelText('Validation pattern'), 'Custom (regular expression)');
    await userEvent.click(input('Custom pattern'));
    await userEvent.paste('[a-');
    expect(screen.getByText(/The custom pattern is not a valid regular expression/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Required!')).toBeTruthy();
  });

  it('refuses a custom mask over 100 characters in the dialog, before the server would', async () => {
    const { onSubmit } = renderFieldDialog({ field: newTextBox() });
    await userEvent.selectOptions(await screen.findByLabelText('Mask'), 'Custom');
    await userEvent.click(input('Custom mask'));
    await userEvent.paste('#'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Max characters length (100) exceeded!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input('Custom mask'), '{End}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ MaskType: 1, Mask: '#'.repeat(100) });
  });

  it('encryption enables the display mask', async () => {
    renderFieldDialog({ field: newTextBox() });
    const display = (await screen.findByLabelText('Display mask')) as HTMLSelectElement;
    expect(display.disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Encrypt value'));
    expect(display.disabled).toBe(false);
    expect(display.value).toBe('0');
  });

  it('checks image sizes and reads text-area rows, 3 when invalid', async () => {
    renderFieldDialog({ field: newField(FieldType.Image, demoForm()) });
    await userEvent.clear(await screen.findByLabelText('Image width'));
    await userEvent.type(input('Image width'), 'wide');
    await userEvent.clear(input('Image height'));
    await userEvent.type(input('Image height'), '10%');
    expect(screen.getAllByText('Invalid value.')).toHaveLength(2);
    cleanup();
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.TextArea, demoForm()) });
    await userEvent.clear(await screen.findByLabelText('Rows'));
    await userEvent.type(input('Rows'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].CSS?.AreaRows).toBe(3);
  });

  it("chooses an image field's picture from a file, refuses one that is no picture, and removes it", async () => {
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.Image, demoForm()) });
    expect(await screen.findByText('No picture yet.')).toBeTruthy();
    const chooser = input('Choose a picture');
    const png = Uint8Array.from(atob(IMAGE_SAMPLES.png.split(',')[1]), (c) => c.charCodeAt(0));
    await userEvent.upload(chooser, new File([png], 'logo.png', { type: 'image/png' }));
    const picture = (await screen.findByRole('img', { name: /^The picture of / })) as HTMLImageElement;
    expect(picture.src).toBe(IMAGE_SAMPLES.png);
    await userEvent.upload(chooser, new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe('The image must be a PNG, JPEG, GIF or WebP picture.');
    expect(chooser.getAttribute('aria-invalid')).toBe('true');
    await userEvent.upload(chooser, new File([png.slice(0, 40)], 'cut.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is a damaged PNG file.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^The picture of / })).toBe(picture);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ Data: IMAGE_SAMPLES.png, FileId: null });
    cleanup();

    const saved = { ...newField(FieldType.Image, demoForm()), Data: IMAGE_SAMPLES.gif };
    const second = renderFieldDialog({ field: saved });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('No picture yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(second.onSubmit).toHaveBeenCalledTimes(1));
    expect(second.onSubmit.mock.calls[0][0]).toMatchObject({ Data: null, FileId: null });
  });

  it('asks before discarding changes on Escape', async () => {
    const { onClose, kit } = renderFieldDialog({ field: newTextBox() });
    await userEvent.type(await screen.findByLabelText('Label'), ' changed');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    kit.dialogs.answer(kit.dialogs.open[0].id, true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes at once when nothing changed', async () => {
    const { onClose } = renderFieldDialog({ field: newTextBox() });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
