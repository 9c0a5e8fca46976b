import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataType,
  FieldType,
  MaskType,
  ValidationPatternType,
  type FieldDefinition,
} from '../../../domain/forms/form.entity';
import { FieldGrid } from '../field-grid';

afterEach(cleanup);

const dateField = (id: number, name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  FieldDefinitionId: id,
  FormId: 1,
  TypeId: FieldType.TextBox,
  Name: name,
  Sequence: id,
  ColSpan: 1,
  ShowFieldName: true,
  DataTypeId: DataType.DateTime,
  ValidationPatternType: ValidationPatternType.DateAndTime,
  PermissionMask: 5,
  ...extra,
});

function renderDates(readOnly = false) {
  const values = observable.map<number, string>([[1, '03/14/2024 01:30 PM']]);
  const onChange = vi.fn((id: number, value: string) => runInAction(() => values.set(id, value)));
  const fields = [
    dateField(1, 'Visit time'),
    dateField(2, 'Visit day', { MaskType: MaskType.Date, ValidationPatternType: 5 as never }),
  ];
  render(
    <FieldGrid
      layout={{ Columns: [{ Width: 240 }, { Width: 240 }], Fields: fields }}
      values={values}
      onChange={onChange}
      readOnly={readOnly}
    />,
  );
  return { values, onChange };
}

describe('the date-time picker beside a date box', () => {
  it('opens on the typed date and steps by 30 minutes', () => {
    renderDates();
    const picker = screen.getByLabelText('Choose a date and time for Visit time') as HTMLInputElement;
    expect(picker.type).toBe('datetime-local');
    expect(picker.step).toBe('1800');
    expect(picker.value).toBe('2024-03-14T13:30');
  });

  it('writes MM/DD/YYYY with 12-hour time when a date and time is picked', () => {
    const { onChange } = renderDates();
    fireEvent.change(screen.getByLabelText('Choose a date and time for Visit time'), {
      target: { value: '2024-05-02T09:00' },
    });
    expect(onChange).toHaveBeenLastCalledWith(1, '05/02/2024 09:00 AM');
  });

  it('offers a date only for a date field', () => {
    const { onChange } = renderDates();
    const picker = screen.getByLabelText('Choose a date for Visit day');
    expect((picker as HTMLInputElement).type).toBe('date');
    fireEvent.change(picker, { target: { value: '2024-12-31' } });
    expect(onChange).toHaveBeenLastCalledWith(2, '12/31/2024');
  });

  it('is not offered when the form cannot be edited', () => {
    renderDates(true);
    expect(screen.queryByLabelText('Choose a date and time for Visit time')).toBeNull();
  });
});

describe('the time picker beside a time box', () => {
  it('offers a time in 30-minute steps and writes it in 12-hour form', () => {
    const values = observable.map<number, string>([[3, '09:30 AM']]);
    const onChange = vi.fn((id: number, value: string) => runInAction(() => values.set(id, value)));
    const field = dateField(3, 'Arrival time', { ValidationPatternType: ValidationPatternType.Time });
    render(
      <FieldGrid
        layout={{ Columns: [{ Width: 240 }], Fields: [field] }}
        values={values}
        onChange={onChange}
      />,
    );
    const picker = screen.getByLabelText('Choose a time for Arrival time') as HTMLInputElement;
    expect([picker.type, picker.step, picker.value]).toEqual(['time', '1800', '09:30']);
    fireEvent.change(picker, { target: { value: '14:00' } });
    expect(onChange).toHaveBeenLastCalledWith(3, '02:00 PM');
  });
});
