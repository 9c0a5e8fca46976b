import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { instanceHarness } from '../../application/form-instance/form-instance.test-kit';
import { FieldType } from '../../domain/forms/form.entity';
import { field, formula, instance, num, text } from '../../domain/forms/instance/instance.test-helper';
import { FormInstanceStore } from '../../stores/form-instance/form-instance.store';
import { StoresProvider } from '../app/stores-context';
import { testStores } from '../testing/render-with-stores';
import { FORM_INSTANCE_PAGES } from './form-instance-pages';
import { provideFeatureLoader } from '../app/feature-pages';

// The test's container already holds the forms modules: opening a page has nothing more to load.
provideFeatureLoader(async () => undefined);

afterEach(cleanup);

const fields = [
  num(1, { Name: 'Labour', Data: '10' }),
  num(2, { Name: 'Travel', Data: '5' }),
  formula(3, '_1 + _2', { Name: 'Total' }),
  field(4, FieldType.NewLine),
  text(5, { Name: 'E-mail', ValidationPatternType: 8 }),
];

/** The page at /forminstance/{id} with a real store over the fakes; the export buttons get an idle stand-in. */
function openPage(id = 300, extra: Parameters<typeof instance>[1] = {}) {
  const h = instanceHarness();
  h.gateway.instances.set(300, instance(fields, extra));
  const store = new FormInstanceStore(h.open, h.edit, h.save, h.cancel, h.reveal, h.drafts, h.unsaved);
  const idleExports = {
    busy: null,
    pdfDialogOpen: false,
    pdfClicked: () => undefined,
    csvClicked: async () => undefined,
    excelClicked: async () => undefined,
  };
  const resolve = (<T,>(type: unknown) =>
    (type === FormInstanceStore ? store : idleExports) as unknown as T) as <T>(
    type: new (...args: never[]) => T,
  ) => T;
  const Page = FORM_INSTANCE_PAGES['form-instance.details'];
  const view: ReactElement = (
    <Page match={{ routeId: 'form-instance.details', params: { instanceId: String(id) } } as never} />
  );
  const router = createMemoryRouter([{ path: '*', element: view }], {
    initialEntries: [`/forminstance/${id}`],
  });
  render(
    <StoresProvider stores={testStores().stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { h, store };
}

describe('the form instance page', () => {
  it('shows the title, the breadcrumb Projects › project › instance, and the fields', async () => {
    openPage();
    // The first test also waits for the lazily loaded page's code: more than findBy's 1 s on a loaded 2-core machine.
    expect(
      await screen.findByRole('heading', { name: 'Site Inspection', level: 1 }, { timeout: 5_000 }),
    ).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('ProjectsOffice RenovationSite Inspection');
    expect(screen.getByRole('link', { name: 'Office Renovation' }).getAttribute('href')).toBe(
      '/project/details/100',
    );
    expect(screen.getByLabelText('Total').textContent).toBe('15.00');
  });

  it('recalculates a formula 500 ms after typing, and tracks the unsaved change', async () => {
    const { h } = openPage();
    const labour = await screen.findByLabelText('Labour');
    await userEvent.clear(labour);
    await userEvent.type(labour, '20');
    expect(screen.getByLabelText('Total').textContent).toBe('15.00');
    expect(h.unsaved.isDirty()).toBe(true);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    act(() => h.time.advance(500));
    expect(screen.getByLabelText('Total').textContent).toBe('25.00');
  });

  it('shows a validation message as the user types, and Save is blocked by the alert', async () => {
    const { h } = openPage();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'jane@');
    expect(screen.getByText('Invalid email!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(h.dialogs.alerts).toEqual([
      {
        title: 'Form Validation Failed',
        message: 'Please correct the validation errors shown and try again.',
      },
    ]);
    expect(h.gateway.saves).toEqual([]);
  });

  it('saves only when there are changes', async () => {
    const { h } = openPage();
    const save = (await screen.findByRole('button', { name: 'Save' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.click(save);
    await waitFor(() =>
      expect(h.notifier.shown).toEqual([{ kind: 'success', message: 'Form updated successfully.' }]),
    );
    expect(h.gateway.saves[0].values).toEqual([
      { FieldDefinitionId: 5, Data: 'jane@example.com', OptionId: null },
    ]);
    expect(save.disabled).toBe(true);
  });

  it('a read-only instance cannot be edited', async () => {
    openPage(300, { AccessMask: 1 });
    expect(await screen.findByText('Read-only')).toBeTruthy();
    expect((screen.getByLabelText('Labour') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed load goes to /403', async () => {
    const { h } = openPage(999);
    await waitFor(() => expect(h.navigator.history).toEqual(['/403']));
  });

  it('Cancel goes back to the project details', async () => {
    const { h } = openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(h.navigator.history).toEqual(['/project/details/100']);
  });
});
