import { DownloadFile } from '../../../application/platform/download-file.use-case';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { exportInstance } from '../../../adapters/export/export-instance.test-helper';
import { ExportForm } from '../../../application/form-instance/export-form.use-case';
import {
  FakeFileDownloader,
  FakeFormExporter,
  FakeStoredPictures,
  FakeWorkspaceLogo,
} from '../../../application/form-instance/export-fakes';
import { FakeNotifier, FakeUserContext, member } from '../../../application/testing/fakes';
import { FormExportStore } from '../../../stores/form-instance/form-export.store';
import { StoresProvider } from '../../app/stores-context';
import { testStores } from '../../testing/render-with-stores';
import { ExportButtons } from './export-buttons';
import type { ExportProps } from './export-props';

afterEach(cleanup);

const desktop = { isMobile: () => false, userAgent: () => '', antiForgeryToken: () => null };
const FAILED =
  'Failed to generate report. Please try again. If this error persist please contact the support.';

function open(props: Partial<ExportProps> = {}) {
  const exporter = new FakeFormExporter();
  const files = new FakeFileDownloader();
  const notifier = new FakeNotifier();
  const users = new FakeUserContext();
  users.setUser(member);
  const store = new FormExportStore(
    new ExportForm(
      exporter,
      files,
      users,
      desktop,
      new DownloadFile(files, desktop),
      new FakeStoredPictures(),
      new FakeWorkspaceLogo(),
    ),
    notifier,
  );
  const { stores } = testStores();
  const resolve = (<T,>() => store as unknown as T) as <T>(type: new (...args: never[]) => T) => T;
  render(
    <StoresProvider stores={stores} resolve={resolve}>
      <ExportButtons instance={exportInstance()} isFormValid {...props} />
    </StoresProvider>,
  );
  return { exporter, files, notifier, store };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('export buttons and the Form To PDF dialog', () => {
  it("opens the dialog with the spec's defaults (§9)", async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(screen.getByRole('dialog', { name: 'Form To PDF' })).toBeTruthy();
    expect(checkbox('Header and footer').checked).toBe(true);
    expect(checkbox('Include data').checked).toBe(false);
    expect(checkbox('Current formula values').checked).toBe(false);
    expect(checkbox('Editable version').checked).toBe(false);
    expect(checkbox('Fit columns').checked).toBe(true);
  });

  it('saves the PDF with the chosen options and the values on screen, then closes', async () => {
    const { exporter, files } = open({ values: () => new Map([[3, '42']]) });
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await userEvent.click(checkbox('Include data'));
    await userEvent.click(checkbox('Header and footer'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Form To PDF' })).toBeNull());
    const call = exporter.calls[0];
    expect(call.options).toMatchObject({
      IncludeData: true,
      IncludeHeaderFooter: false,
      IncludeFormulaData: false,
      Editable: false,
      FitColumns: true,
    });
    expect(call.instance.Fields.find((f) => f.FieldDefinitionId === 3)?.Data).toBe('42');
    expect(files.blobs.map((b) => b.fileName)).toEqual(['Site Inspection.pdf']);
  });

  it('cannot save while the form is invalid and says why (§5)', async () => {
    const { exporter } = open({ isFormValid: false });
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the validation errors shown and try again.',
    );
    expect(save.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await userEvent.click(save);
    expect(exporter.calls).toEqual([]);
  });

  it("keeps the dialog open with the spec's failure message when the PDF cannot be built", async () => {
    const { exporter } = open();
    exporter.failWith = new Error('boom');
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAILED);
    expect(screen.getByRole('dialog', { name: 'Form To PDF' })).toBeTruthy();
  });

  it('shows Please Wait while a file is built, then saves the CSV', async () => {
    const { exporter, files } = open();
    let release = () => {};
    exporter.gate = new Promise<void>((resolve) => (release = resolve));
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(screen.getByRole('alertdialog', { name: 'Please Wait' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Excel' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Please Wait' })).toBeNull());
    expect(files.blobs.map((b) => b.fileName)).toEqual(['Site Inspection.csv']);
  });

  it('shows the failure message as an error toast when Excel cannot be built', async () => {
    const { exporter, notifier } = open();
    exporter.failWith = new Error('boom');
    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(notifier.shown).toEqual([{ kind: 'error', message: FAILED }]));
  });

  it('closes the dialog with Close or Escape', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
