import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { DataType, FieldType } from '../../domain/forms/form.entity';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import { FieldGrid } from './field-grid';
import { f } from './field-grid.test-form';

afterEach(cleanup);

/** Issue 12: what value fields and formulas show, and what a percentage field will use while it is typed. */
const fields = [
  f(1, FieldType.TextBox, 'Discount', {
    DataTypeId: DataType.Number,
    ValidationPatternType: 2,
    FormattingType: 11,
  }),
  f(2, FieldType.TextBox, 'Hours on site', {
    DataTypeId: DataType.Number,
    ValidationPatternType: 3,
    FormattingType: 1,
  }),
  f(3, FieldType.Formula, 'Subtotal', { Formula: '1630.5', FormattingType: 17 }),
  f(4, FieldType.Formula, 'Plain', { Formula: '1630.5' }),
  f(5, FieldType.MirrorField, 'Subtotal (mirror)', { ParentFieldDefinitionId: 3 }),
  f(6, FieldType.LinkedField, 'Claim total', {
    ParentFieldDefinitionId: 90,
    ParentFieldDefinition: f(90, FieldType.Formula, 'Total', { FormattingType: 17, FormId: 2 }),
  }),
];

function renderFields(entries: [number, string][]) {
  const values = observable.map<number, string>(entries);
  const result: FormulaResult = { value: 1630.5, display: '1630.50' };
  const formulas = observable.map<number, FormulaResult>([
    [3, result],
    [4, result],
    [5, result],
  ]);
  render(
    <FieldGrid
      layout={{ Columns: [{ Width: 180 }], Fields: fields }}
      values={values}
      formulaResults={formulas}
      onChange={(id, value) => runInAction(() => values.set(id, value))}
    />,
  );
  return values;
}

describe('a percentage field (item 1)', () => {
  it('shows a plain number as the percent it means, and says so while it is typed', async () => {
    renderFields([[1, '']]);
    const discount = screen.getByLabelText('Discount') as HTMLInputElement;
    await userEvent.type(discount, '25');
    expect(discount.value).toBe('25');
    const reading = screen.getByText('Read as 25.00%');
    expect(discount.getAttribute('aria-describedby')).toContain(reading.id);
    await userEvent.tab();
    expect(discount.value).toBe('25.00%');
    expect(screen.queryByText(/^Read as/)).toBeNull();
  });

  it('keeps the percent sign on focus (forms spec §5): a plain number typed gets its sign when the box is left', async () => {
    const values = renderFields([[1, '']]);
    const discount = screen.getByLabelText('Discount') as HTMLInputElement;
    await userEvent.type(discount, '25');
    await userEvent.tab();
    expect(values.get(1)).toBe('25%');
    await userEvent.click(discount);
    expect(discount.value).toBe('25%');
  });

  it('leaves a value that was only tabbed through as it is stored', async () => {
    const values = renderFields([[1, '0.5']]);
    await userEvent.click(screen.getByLabelText('Discount'));
    await userEvent.tab();
    expect(values.get(1)).toBe('0.5');
  });

  it('says nothing while the text is not a number', async () => {
    renderFields([[1, '']]);
    await userEvent.type(screen.getByLabelText('Discount'), 'abc');
    expect(screen.queryByText(/^Read as/)).toBeNull();
  });
});

it('an invalid number is shown as typed, not rounded by its format (item 2)', () => {
  renderFields([[2, '2.5']]);
  expect((screen.getByLabelText('Hours on site') as HTMLInputElement).value).toBe('2.5');
});

it('a formula shows its result in its formatting type, as the exports do; General keeps 0.00# (item 6)', () => {
  renderFields([[6, '1630.50']]);
  expect(screen.getByLabelText('Subtotal').textContent).toBe('$1,630.50');
  expect(screen.getByLabelText('Plain').textContent).toBe('1630.50');
  expect(screen.getByLabelText('Subtotal (mirror)').textContent).toBe('$1,630.50');
  expect(screen.getByLabelText('Claim total').textContent).toBe('$1,630.50');
});
