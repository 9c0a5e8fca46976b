import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldType } from '../../../domain/forms/form.entity';
import { FieldGrid } from '../field-grid';
import { checkListButtonText } from './check-list-text';

afterEach(cleanup);

const options = ['Height', 'Asbestos', 'Electrics', 'Confined space', 'Noise'].map((Name, i) => ({
  OptionId: i + 1,
  Name,
  Order: i + 1,
}));
const hazards = {
  FieldDefinitionId: 12,
  FormId: 1,
  TypeId: FieldType.CheckBoxList,
  Name: 'Hazards',
  Sequence: 1,
  ColSpan: 1,
  OptionsList: options,
};

describe('the multi-select button text', () => {
  it.each([
    [[], 'Please select...'],
    [[2], 'Asbestos'],
    [[1, 2, 3], 'Height, Asbestos, Electrics'],
    [[5, 1, 2, 3], 'Height, Asbestos, Electrics (Selected: 4)'],
  ])('%j -> %s', (checked, text) => expect(checkListButtonText(options, checked)).toBe(text));
});

function renderList(initial = '2') {
  const values = observable.map<number, string>([[12, initial]]);
  render(
    <FieldGrid
      layout={{ Columns: [{ Width: 180 }], Fields: [hazards] }}
      values={values}
      onChange={(id, value) => runInAction(() => values.set(id, value))}
    />,
  );
  return values;
}

describe('the check list as a multi-select', () => {
  it('opens and closes, with Escape returning to the button', async () => {
    renderList();
    const button = screen.getByRole('button', { name: 'Hazards Asbestos' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByPlaceholderText('Search...')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Search...')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('checks options, selects all or none, and resets to the selection it opened with', async () => {
    const values = renderList();
    await userEvent.click(screen.getByRole('button', { name: /^Hazards/ }));
    await userEvent.click(screen.getByLabelText('Height'));
    expect(values.get(12)).toBe('1,2');
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(values.get(12)).toBe('1,2,3,4,5');
    expect(
      screen.getByRole('button', { name: 'Hazards Height, Asbestos, Electrics (Selected: 5)' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Select None' }));
    expect(values.get(12)).toBe('');
    expect(screen.getByRole('button', { name: 'Hazards Please select...' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values.get(12)).toBe('2');
  });

  it('filters the options', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: /^Hazards/ }));
    await userEvent.type(screen.getByPlaceholderText('Search...'), 'con');
    expect(screen.getAllByRole('checkbox').map((box) => box.nextSibling?.textContent)).toEqual([
      'Confined space',
    ]);
  });

  it('follows a value set from outside', () => {
    const values = renderList();
    act(() => runInAction(() => values.set(12, '3,4')));
    expect(screen.getByRole('button', { name: 'Hazards Electrics, Confined space' })).toBeTruthy();
  });
});
