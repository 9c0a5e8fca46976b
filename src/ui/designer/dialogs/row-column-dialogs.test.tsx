import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DuplicateRowColumnDialog } from './duplicate-row-column-dialog';
import { RemoveRowColumnDialog } from './remove-row-column-dialog';

afterEach(cleanup);

describe('Duplicate Row or Column', () => {
  const open = (onDuplicate = vi.fn(async () => [] as string[]), onClose = vi.fn()) => {
    render(
      <DuplicateRowColumnDialog rowCount={5} columnCount={3} onDuplicate={onDuplicate} onClose={onClose} />,
    );
    return { onDuplicate, onClose };
  };

  it('is a labelled dialog with the first field focused', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Row or Column' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Row' }));
  });

  it('keeps Duplicate disabled while invalid and says why', async () => {
    open();
    const duplicate = screen.getByRole('button', { name: 'Duplicate' }) as HTMLButtonElement;
    expect(duplicate.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Source row index'), '9');
    expect(screen.getByText('Source row index is out of allowed range [1-5].')).toBeTruthy();
    const source = screen.getByLabelText('Source row index');
    expect(source.getAttribute('aria-invalid')).toBe('true');
    expect(source.getAttribute('aria-describedby')).toContain(
      screen.getByText('Source row index is out of allowed range [1-5].').parentElement?.id,
    );
    await userEvent.type(screen.getByLabelText('Paste after row'), '7');
    expect(screen.getByText('Target row index is out of allowed range [0-5].')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Paste after row'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(duplicate.disabled).toBe(true);
  });

  it('uses the column count for columns', async () => {
    open();
    await userEvent.click(screen.getByRole('radio', { name: 'Column' }));
    await userEvent.type(screen.getByLabelText('Source column index'), '4');
    expect(screen.getByText('Source column index is out of allowed range [1-3].')).toBeTruthy();
  });

  it('duplicates with 0 as "before the first", and shows the returned errors', async () => {
    const onDuplicate = vi.fn(async () => ['Linked field "Total" could not be duplicated.']);
    open(onDuplicate);
    await userEvent.type(screen.getByLabelText('Source row index'), '2');
    await userEvent.type(screen.getByLabelText('Paste after row'), '0');
    await userEvent.click(screen.getByLabelText('Ignore Linked Fields'));
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith({
      SourceType: 0,
      SourceIndex: 2,
      TargetIndex: 0,
      IgnoreLinkedFields: true,
    });
    expect((await screen.findByRole('alert', { name: 'Errors' })).textContent).toContain(
      'Linked field "Total" could not be duplicated.',
    );
  });

  it('says what was duplicated when the operation reports no error', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Source row index'), '2');
    await userEvent.type(screen.getByLabelText('Paste after row'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Row 2 was duplicated after row 5.'),
    );
  });

  it('closes with Close and with Escape', async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    open();
    screen.getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Row' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});

describe('Remove Row or Column', () => {
  const open = (onRemove = vi.fn(async () => [] as string[])) => {
    render(<RemoveRowColumnDialog rowCount={5} columnCount={3} onRemove={onRemove} onClose={vi.fn()} />);
    return { onRemove };
  };

  it('checks the list of indices', async () => {
    open();
    const input = screen.getByLabelText('Indices of the rows to remove');
    await userEvent.type(input, '1,7');
    expect(screen.getByText('Source row index is out of allowed range [1-5].')).toBeTruthy();
    await userEvent.clear(input);
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await userEvent.type(input, 'x');
    expect(screen.getByText('Source row indices are invalid.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes "1,3-5" as rows 1, 3, 4 and 5 and shows the returned errors', async () => {
    const onRemove = vi.fn(async () => ['Row 4 holds a linked field.']);
    open(onRemove);
    await userEvent.type(screen.getByLabelText('Indices of the rows to remove'), '1,3-5');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith({ SourceType: 0, SourceIndices: [1, 3, 4, 5] });
    expect((await screen.findByRole('alert', { name: 'Errors' })).textContent).toBe(
      'Row 4 holds a linked field.',
    );
  });

  it('removes columns and clears the list afterwards', async () => {
    const { onRemove } = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Column' }));
    await userEvent.type(screen.getByLabelText('Indices of the columns to remove'), '2{Enter}');
    expect(onRemove).toHaveBeenCalledWith({ SourceType: 1, SourceIndices: [2] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Column 2 removed.'));
    expect((screen.getByLabelText('Indices of the columns to remove') as HTMLInputElement).value).toBe('');
  });
});
