import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newField } from '../../../../domain/forms/designer/field-creation';
import { FieldType, type Form } from '../../../../domain/forms/form.entity';
import { renderFieldDialog } from './field-dialog.test-helper';
import { demoForm, field } from './field-dialog.test-data';

afterEach(cleanup);
// Many keystrokes per test: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('option list editor', () => {
  it('adds trimmed options with Enter, refuses duplicates, moves and deletes', async () => {
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.Select, demoForm()) });
    expect(button('Add option').disabled).toBe(true);
    await userEvent.type(await screen.findByLabelText('New option'), '  Red  {Enter}');
    await userEvent.type(input('New option'), 'Blue');
    expect(button('Add option').disabled).toBe(false);
    await userEvent.click(button('Add option'));
    await userEvent.type(input('New option'), 'red{Enter}');
    expect(screen.getByText('There is already an option with this value.')).toBeTruthy();
    expect(input('New option').getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input('New option'));
    await userEvent.type(input('New option'), 'Green{Enter}');
    const list = screen.getByRole('list', { name: 'Options' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Red', 'Blue', 'Green']);
    await userEvent.click(button('Move Green up'));
    within(list).getByRole('listitem', { name: 'Red' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Green', 'Red', 'Blue']);
    await userEvent.click(button('Delete Blue'));
    await userEvent.click(button('Create'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].OptionsList?.map((o) => [o.Name, o.Order])).toEqual([
      ['Green', 1],
      ['Red', 2],
    ]);
  });
});

describe('nested-select condition editor', () => {
  it('says when no select or radio field can drive it, and refuses to save', async () => {
    const form: Form = {
      ...demoForm(),
      Fields: demoForm().Fields.filter((f) => f.TypeId !== FieldType.Select),
    };
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.NestedSelect, form), form });
    expect(
      (await screen.findAllByText('There are no fields that could be used to define nesting conditions.'))
        .length,
    ).toBeGreaterThan(0);
    await userEvent.click(button('Create'));
    expect(screen.getByText('Please fix the validation errors shown above and try again.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds conditions in mode Add, edits in mode Save, one condition per target option', async () => {
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.NestedSelect, demoForm()) });
    await userEvent.selectOptions(await screen.findByLabelText('When field'), 'F4 Colour');
    await userEvent.selectOptions(input('Has option'), 'Red');
    await userEvent.type(input('New option'), 'Cherry{Enter}');
    await userEvent.click(button('Add'));
    await userEvent.selectOptions(input('When field'), 'F4 Colour');
    expect(within(input('Has option')).queryByRole('option', { name: 'Red' })).toBeNull();
    await userEvent.selectOptions(input('Has option'), 'Blue');
    await userEvent.type(input('New option'), 'Sky{Enter}');
    await userEvent.click(button('Add'));
    const list = screen.getByRole('list', { name: 'Nesting conditions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 30)),
    ).toEqual([
      expect.stringContaining('When Colour is Red: Cherry'),
      expect.stringContaining('When Colour is Blue: Sky'),
    ]);
    await userEvent.click(button('Edit condition 1'));
    expect(button('Save')).toBeTruthy();
    expect(within(input('Has option')).getByRole('option', { name: 'Red' })).toBeTruthy();
    expect(within(input('Has option')).queryByRole('option', { name: 'Blue' })).toBeNull();
    await userEvent.click(button('Move condition 2 up'));
    await userEvent.click(button('Cancel editing'));
    await userEvent.click(button('Create'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(
      onSubmit.mock.calls[0][0].Conditions?.map((c) => [
        c.TargetOptionId,
        c.Order,
        c.OptionsList.map((o) => o.Name),
      ]),
    ).toEqual([
      [12, 1, ['Sky']],
      [11, 2, ['Cherry']],
    ]);
  });
});

describe('formula editor', () => {
  const total = () => demoForm().Fields[2];

  it('shows the fields the formula uses and the fields that use it', async () => {
    const form = demoForm();
    form.Fields.push(field(7, FieldType.Formula, 'Double', { Formula: '_3 * 2', Sequence: 7 }));
    renderFieldDialog({ field: form.Fields[2], form });
    expect(((await screen.findByLabelText('Formula')) as HTMLTextAreaElement).value).toBe('F1 + F2');
    expect(
      within(screen.getByRole('list', { name: 'Uses' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['F1 (Amount)', 'F2 (Tax)']);
    expect(within(screen.getByRole('list', { name: 'Used by' })).getByText('F7 (Double)')).toBeTruthy();
  });

  it('shows a reference to a deleted field as it is stored, with "Invalid field reference!" at once', async () => {
    const form = demoForm();
    // Amount (F1) deleted; Total still stores _1 + _2.
    form.Fields = form.Fields.filter((f) => f.FieldDefinitionId !== 1);
    const { onSubmit } = renderFieldDialog({ field: total(), form });
    const formula = (await screen.findByLabelText('Formula')) as HTMLTextAreaElement;
    expect(formula.value).toBe('_1 + F2');
    expect(screen.getByText('Invalid field reference!')).toBeTruthy();
    expect(formula.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(formula);
    await userEvent.type(formula, 'F2 * 2');
    expect(screen.queryByText('Invalid field reference!')).toBeNull();
    await userEvent.click(button('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].Formula).toBe('_2 * 2');
  });

  it('gives the formula messages as you type', async () => {
    const { onSubmit } = renderFieldDialog({ field: total() });
    const formula = await screen.findByLabelText('Formula');
    await userEvent.clear(formula);
    expect(screen.getByText('Required!')).toBeTruthy();
    await userEvent.type(formula, 'F1 + F99');
    expect(screen.getByText('Invalid field reference!')).toBeTruthy();
    await userEvent.clear(formula);
    await userEvent.type(formula, 'F1 +');
    expect(screen.getByText('Invalid formula!')).toBeTruthy();
    await userEvent.clear(formula);
    await userEvent.type(formula, 'F3 * 2');
    expect(
      screen.getByText('There is a self reference in formula. Please remove all references to F3.'),
    ).toBeTruthy();
    expect(formula.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(formula);
    await userEvent.type(formula, 'F1 * 2');
    expect(screen.queryByText('Invalid formula!')).toBeNull();
    await userEvent.click(button('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].Formula).toBe('_1 * 2');
  });

  it('reports a cycle through another formula', async () => {
    const form = demoForm();
    form.Fields.push(field(7, FieldType.Formula, 'Double', { Formula: '_3 * 2', Sequence: 7 }));
    renderFieldDialog({ field: form.Fields[2], form });
    const formula = await screen.findByLabelText('Formula');
    await userEvent.clear(formula);
    await userEvent.type(formula, 'F7 + 1');
    expect(
      screen.getByText(
        'Cyclic dependency found. Please remove all references to F7 (Double) as it depends on this formula field.',
      ),
    ).toBeTruthy();
  });

  it('inserts a field reference', async () => {
    renderFieldDialog({ field: newField(FieldType.Formula, demoForm()) });
    await userEvent.selectOptions(await screen.findByLabelText('Insert a field'), 'F2 (Tax)');
    await userEvent.click(button('Insert'));
    expect((screen.getByLabelText('Formula') as HTMLTextAreaElement).value).toBe('F2');
  });

  it('inserts the field by its number in the form, not its stored id (a new form: ids 2001 on, numbers 1 on)', async () => {
    const plain = demoForm().Fields.filter((f) => f.TypeId !== FieldType.Formula);
    const form: Form = {
      ...demoForm(),
      Fields: plain.map((f) => ({
        ...f,
        FieldDefinitionId: f.FieldDefinitionId + 2000,
        FieldNumber: f.FieldDefinitionId,
      })),
    };
    renderFieldDialog({ field: newField(FieldType.Formula, form), form });
    await userEvent.selectOptions(await screen.findByLabelText('Insert a field'), 'F1 (Amount)');
    await userEvent.click(button('Insert'));
    await userEvent.type(screen.getByLabelText('Formula'), ' * ');
    await userEvent.selectOptions(screen.getByLabelText('Insert a field'), 'F2 (Tax)');
    await userEvent.click(button('Insert'));
    expect((screen.getByLabelText('Formula') as HTMLTextAreaElement).value).toBe('F1 * F2');
    expect(screen.queryByText('Invalid field reference!')).toBeNull();
  });
});

describe('linked and mirror fields', () => {
  it('needs a form and a field for a linked field', async () => {
    const { kit, onSubmit } = renderFieldDialog({ field: newField(FieldType.LinkedField, demoForm()) });
    kit.forms.forms.set(202, {
      ...demoForm(),
      FormId: 202,
      FormName: 'Expense Claim',
      Fields: [field(21, FieldType.TextBox, 'Claimed', { FormId: 202, ColSpan: 2 })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await userEvent.selectOptions(input('Linked form'), 'Expense Claim');
    await waitFor(() =>
      expect(within(input('Linked field')).getByRole('option', { name: 'F21 Claimed' })).toBeTruthy(),
    );
    await userEvent.selectOptions(input('Linked field'), 'F21 Claimed');
    await userEvent.click(button('Create'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      ParentFieldDefinitionId: 21,
      Name: 'Claimed',
      ColSpan: 2,
      ParentFieldDefinition: { FieldDefinitionId: 21 },
    });
  });

  it('needs a parent for a mirror field', async () => {
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.MirrorField, demoForm()) });
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please select parent for this mirror field.')).toBeTruthy();
    expect(within(input('Parent field')).queryByRole('option', { name: 'F6 New Line' })).toBeNull();
    await userEvent.selectOptions(input('Parent field'), 'F3 Total');
    await userEvent.click(button('Create'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ParentFieldDefinitionId: 3, Name: 'Total' });
  });
});

describe('appearance: the text colour', () => {
  it('warns, without refusing, when a colour is too light to read on the white form, and keeps it', async () => {
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.TextBox, demoForm()) });
    const colour = (await screen.findByLabelText('Colour')) as HTMLInputElement;
    expect(colour.getAttribute('aria-describedby') ?? '').toBe('');
    fireEvent.input(colour, { target: { value: '#cccccc' } });
    const warning =
      'Hard to read: this colour has a contrast of 1.6:1 on the white form; text needs at least 4.5:1.';
    expect(screen.getByText(warning)).toBeTruthy();
    expect(document.getElementById(colour.getAttribute('aria-describedby') ?? '')?.textContent).toBe(warning);
    await userEvent.click(button('Create'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].CSS?.Color).toBe('#cccccc');
    fireEvent.input(colour, { target: { value: '#1f2937' } });
    expect(screen.queryByText(warning)).toBeNull();
  });
});
