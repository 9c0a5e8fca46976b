import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newField } from '../../../../domain/forms/designer/field-creation';
import { FieldType } from '../../../../domain/forms/form.entity';
import { renderFieldDialog } from './field-dialog.test-helper';
import { demoForm } from './field-dialog.test-data';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const REFUSED =
  'This pattern can take too long to check some values (catastrophic backtracking). Avoid nested or overlapping repetition such as (a+)+ or (a|aa)*.';
const UNCHECKED =
  'This pattern is too complex to be checked for catastrophic backtracking. Please simplify it.';
const INVALID = 'Please fix the validation errors shown above and try again.';

async function typePattern(source: string) {
  const input = screen.getByLabelText('Custom pattern') as HTMLInputElement;
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(source);
}

describe('field dialog: a custom pattern that could stall is refused', () => {
  it('says why under the pattern and does not save; a safe pattern then saves', async () => {
    const { kit, onSubmit } = renderFieldDialog({ field: newField(FieldType.TextBox, demoForm()) }, (k) => {
      k.patterns.verdicts.set('(a+)+', { safe: false, reason: 'exponential' });
    });
    await userEvent.type(await screen.findByLabelText('Label'), 'Permit');
    await userEvent.selectOptions(screen.getByLabelText('Validation pattern'), 'Custom (regular expression)');
    await typePattern('(a+)+');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(kit.patterns.checked).toEqual(['(a+)+']);

    await typePattern('^[A-Z]{3}-\\d{4}$');
    expect(screen.queryByText(REFUSED)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      ValidationPatternType: 1,
      Options: '^[A-Z]{3}-\\d{4}$',
    });
  });

  it('refuses a pattern the check could not decide, with its own message', async () => {
    const { onSubmit } = renderFieldDialog({ field: newField(FieldType.TextBox, demoForm()) }, (k) => {
      k.patterns.verdicts.set('(.{0,100}){100}', { safe: false, reason: 'unchecked' });
    });
    await userEvent.type(await screen.findByLabelText('Label'), 'Code');
    await userEvent.selectOptions(screen.getByLabelText('Validation pattern'), 'Custom (regular expression)');
    await typePattern('(.{0,100}){100}');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(UNCHECKED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
