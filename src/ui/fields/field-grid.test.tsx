import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormulaResult } from '../../domain/forms/formula/formula-engine';
import { FieldGrid } from './field-grid';
import type { FieldGridProps } from './field-renderer.types';
import { everyType } from './field-grid.test-form';
import { IMAGE_SAMPLES } from '../../domain/forms/images/image-samples.test-helper';

afterEach(cleanup);

const columns = [{ Width: 200 }, { Width: 180 }, { Width: 180 }, { Width: 180 }];

function renderGrid(extra: Partial<FieldGridProps> = {}) {
  const values = observable.map<number, string>([
    [5, 'Jordan'],
    [7, '1200'],
    [10, '101'],
    [12, '121,122'],
    [19, '42'],
    [21, '****'],
  ]);
  const formulas = observable.map<number, FormulaResult>([
    [16, { value: 2400, display: '2400.00' }],
    [17, { value: 2400, display: '2400.00' }],
  ]);
  const onChange = vi.fn((id: number, value: string) => runInAction(() => values.set(id, value)));
  const utils = render(
    <FieldGrid
      layout={{ Columns: columns, Fields: everyType }}
      values={values}
      formulaResults={formulas}
      onChange={onChange}
      {...extra}
    />,
  );
  return { ...utils, values, formulas, onChange };
}

describe('every field type renders with its label', () => {
  it.each([
    ['Inspector', 'INPUT'],
    ['Site phone', 'INPUT'],
    ['Labour', 'INPUT'],
    ['Site accessible', 'INPUT'],
    ['Weather', 'SELECT'],
    ['Issue', 'SELECT'],
    ['Notes', 'TEXTAREA'],
    ['Total', 'OUTPUT'],
    ['Total (mirror)', 'OUTPUT'],
    ['Expense total', 'INPUT'],
    ['Gate code', 'INPUT'],
    ['Secret note', 'INPUT'],
  ])('%s', (label, tag) => {
    renderGrid();
    expect(screen.getByLabelText(label).tagName).toBe(tag);
  });

  it('radio lists are named groups, check lists named buttons', () => {
    renderGrid();
    const condition = screen.getByRole('radiogroup', { name: 'Condition' });
    expect(
      within(condition)
        .getAllByRole('radio')
        .map((r) => r.nextSibling?.textContent),
    ).toEqual(['Good', 'Poor']);
    expect(screen.getByRole('button', { name: /^Hazards Height, Asbestos$/ })).toBeTruthy();
  });

  it('headers, text and images show their content, sanitised', () => {
    const { container } = renderGrid();
    expect(screen.getByRole('heading', { name: 'Site Inspection' })).toBeTruthy();
    expect(screen.getByText('notes').tagName).toBe('EM');
    expect(screen.getByRole('img', { name: 'Site logo' }).getAttribute('src')).toBe(IMAGE_SAMPLES.png);
    expect(container.innerHTML).not.toMatch(/<script|onclick|onerror/);
  });

  it('a hidden label stays for screen readers only', () => {
    renderGrid();
    expect(screen.getByText('Secret note').className).toContain('fr-sr-only');
  });

  it('formulas show their display value; text areas their rows', () => {
    renderGrid();
    expect(screen.getByLabelText('Total').textContent).toBe('2400.00');
    expect(screen.getByLabelText('Notes').getAttribute('rows')).toBe('5');
  });
});

describe('layout', () => {
  it('places fields on the grid with the column widths, 5px more per spanned column', () => {
    const { container } = renderGrid();
    const cell = (id: number) => container.querySelector<HTMLElement>(`[data-field-id="${id}"]`)!;
    expect(cell(1).style.width).toBe('385px');
    expect(cell(1).style.gridColumn).toBe('1 / span 2');
    expect(cell(5).parentElement?.dataset.row).toBe('2');
    expect(cell(15).style.width).toBe('385px');
    const rows = container.querySelectorAll<HTMLElement>('.fr-row');
    expect(rows).toHaveLength(5);
    expect(rows[0].style.gridTemplateColumns).toBe('200px 180px 180px 180px');
    expect(rows[0].style.minHeight).toBe('50px');
  });
});

describe('typing', () => {
  it('a mask formats what is typed', async () => {
    const { onChange } = renderGrid();
    await userEvent.type(screen.getByLabelText('Site phone'), '5551234567');
    expect((screen.getByLabelText('Site phone') as HTMLInputElement).value).toBe('(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith(6, '(555) 123-4567');
  });

  it('a formatted number shows its format until focused', async () => {
    renderGrid();
    const labour = screen.getByLabelText('Labour') as HTMLInputElement;
    expect(labour.value).toBe('$1,200.00');
    await userEvent.click(labour);
    expect(labour.value).toBe('1200');
  });

  it('typing over a formatted number that was focused with its text selected (Tab) replaces it', async () => {
    const { onChange } = renderGrid();
    const labour = screen.getByLabelText('Labour') as HTMLInputElement;
    expect(labour.value).toBe('$1,200.00');
    act(() => {
      labour.select();
      labour.focus();
    });
    expect(labour.value).toBe('1200');
    expect([labour.selectionStart, labour.selectionEnd]).toEqual([0, 4]);
    await userEvent.keyboard('900');
    expect(labour.value).toBe('900');
    expect(onChange).toHaveBeenLastCalledWith(7, '900');
  });

  it('choices report option ids', async () => {
    const { onChange } = renderGrid();
    await userEvent.selectOptions(screen.getByLabelText('Weather'), 'Rain');
    expect(onChange).toHaveBeenLastCalledWith(10, '102');
    await userEvent.click(screen.getByLabelText('Poor'));
    expect(onChange).toHaveBeenLastCalledWith(11, '112');
    await userEvent.click(screen.getByLabelText('Site accessible'));
    expect(onChange).toHaveBeenLastCalledWith(8, 'true');
  });
});

describe('read-only', () => {
  it('disables every control', () => {
    renderGrid({ readOnly: true });
    for (const label of ['Inspector', 'Site phone', 'Site accessible', 'Weather', 'Notes', 'Expense total']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect((screen.getByRole('button', { name: /^Hazards/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows each field’s PermissionMask: view-only disabled, no view bit hidden', () => {
    const fields = everyType.map((f) =>
      f.FieldDefinitionId === 5
        ? { ...f, PermissionMask: 1 }
        : f.FieldDefinitionId === 22
          ? { ...f, PermissionMask: 0 }
          : f,
    );
    render(
      <FieldGrid
        layout={{ Columns: columns, Fields: fields }}
        values={new Map()}
        onChange={() => undefined}
      />,
    );
    expect((screen.getByLabelText('Inspector') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Secret note')).toBeNull();
  });
});

describe('validation messages', () => {
  it('appear under the field and describe it', () => {
    renderGrid({ errors: new Map([[6, 'Please enter correct text!']]) });
    const phone = screen.getByLabelText('Site phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe('field-6-error');
    expect(document.getElementById('field-6-error')?.textContent).toBe('Please enter correct text!');
  });
});

describe('encrypted fields', () => {
  it('show the display mask read-only with a Show button, then the revealed value', async () => {
    const revealed = observable.set<number>();
    const reveal = vi.fn();
    const { values } = renderGrid({ encrypted: { revealed, reveal } });
    const gate = screen.getByLabelText('Gate code') as HTMLInputElement;
    expect(gate.value).toBe('****');
    expect(gate.readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show Gate code' }));
    expect(reveal).toHaveBeenCalledWith(21);
    act(() =>
      runInAction(() => {
        values.set(21, '4417');
        revealed.add(21);
      }),
    );
    expect((screen.getByLabelText('Gate code') as HTMLInputElement).value).toBe('4417');
    expect(screen.queryByRole('button', { name: 'Show Gate code' })).toBeNull();
  });
});
