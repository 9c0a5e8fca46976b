import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container, type ServiceIdentifier } from 'inversify';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DesignerServer,
  formula,
  formWith,
  newLine,
  numberBox,
} from '../../application/designer/designer-server.test-helper';
import { FakeDirectoryGateway } from '../../application/designer-dialogs/designer-dialogs.fakes';
import { FakeCustomPatternChecker } from '../../application/testing/fake-custom-pattern-checker';
import { member, ok } from '../../application/testing/fakes';
import type { CurrentUser } from '../../domain/session/current-user';
import { designerDialogsModule } from '../../composition/designer-dialogs.module';
import { designerModule } from '../../composition/designer.module';
import { formLibraryModule } from '../../composition/form-library.module';
import type { Form } from '../../domain/forms/form.entity';
import { matchRoute } from '../../domain/routing/route-matcher';
import { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { Dialogs } from '../../ports/dialogs.port';
import { DirectoryGateway } from '../../ports/directory-gateway.port';
import { FieldSetupGateway } from '../../ports/field-setup-gateway.port';
import { FormsGateway } from '../../ports/forms-gateway.port';
import { Notifier } from '../../ports/notifier.port';
import { ProjectGateway } from '../../ports/project-gateway.port';
import { Scheduler } from '../../ports/scheduler.port';
import { DesignerPageStore } from '../../stores/designer/designer-page.store';
import { StoresProvider } from '../app/stores-context';
import type { PageProps } from '../pages/page-props';
import { testStores } from '../testing/render-with-stores';
import { DesignerPage } from './designer-page';
import { FormDetailsPage } from './library/form-details-page';
import { FormListPage } from './library/form-list-page';

/**
 * The designer area's pages (designer-pages.ts) with the real designer and designer-dialogs modules over
 * an in-memory server and the platform fakes.
 */

afterEach(cleanup);

function renderDesignerPage(
  path: string,
  Page: (props: PageProps) => ReactElement | null,
  form: Form,
  setup: (server: DesignerServer) => void = () => undefined,
  user: CurrentUser = ADMIN,
) {
  const { stores, tab } = testStores();
  stores.user.setUser(user);
  const server = new DesignerServer(form);
  setup(server);
  const container = new Container();
  container.bind(FormsGateway).toConstantValue(server);
  container.bind(FieldSetupGateway).toConstantValue(server);
  container.bind(ProjectGateway).toConstantValue({
    list: async () =>
      ok([{ ProjectId: 100, Name: 'Office Renovation', Description: '', CreatedOn: '', InstanceCount: 1 }]),
    create: async () => ok({ ProjectId: 1, Name: '', Description: '', CreatedOn: '', InstanceCount: 0 }),
    details: async () => ok({ ProjectId: 1, Name: '', Description: '', CreatedOn: '', Instances: [] }),
  });
  container.bind(DirectoryGateway).toConstantValue(new FakeDirectoryGateway());
  container.bind(Dialogs).toConstantValue(stores.dialogs);
  container.bind(Notifier).toConstantValue(stores.toasts);
  container.bind(Scheduler).toConstantValue(tab.time);
  container.bind(CustomPatternChecker).toConstantValue(new FakeCustomPatternChecker());
  container.load(formLibraryModule, designerModule, designerDialogsModule);
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  const router = createMemoryRouter([{ path: '*', element: <Page match={match} /> }], {
    initialEntries: [path],
  });
  const resolve = <T,>(store: new (...args: never[]) => T) => container.get<T>(store as ServiceIdentifier<T>);
  const view = render(
    <StoresProvider stores={stores} resolve={resolve}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  return { ...view, server, stores, tab, router, container };
}

const form = () => formWith(numberBox(1), numberBox(2), newLine(3), formula(4, '_1 + _2'));

async function openDesigner() {
  const rendered = renderDesignerPage('/setup/form/manage/7', DesignerPage, form());
  const grid = await screen.findByRole('grid', { name: 'Form layout' });
  return { ...rendered, grid };
}

/** A field on the canvas: its cell's name is what it shows, in order (number, type, label). */
const cellName = (name: string) => new RegExp(`^F\\d+ (.+ )?${name}$`);
const cell = (grid: HTMLElement, name: string) =>
  within(grid).getByRole('gridcell', { name: cellName(name) });

describe('the designer page', () => {
  it('shows the toolbar groups, My Fields and the form on its grid with rulers', async () => {
    const { grid } = await openDesigner();
    const toolbar = screen.getByRole('complementary', { name: 'Designer toolbar' });
    for (const group of ['Form', 'Text', 'Other', 'Manipulate Row or Column', 'My Fields']) {
      expect(within(toolbar).getByRole('region', { name: group })).toBeTruthy();
    }
    expect(within(toolbar).getByRole('button', { name: 'Nested Select' })).toBeTruthy();
    expect(await within(toolbar).findByText('-- No Items --')).toBeTruthy();
    // Its name is the text it shows, in order (WCAG 2.5.3), without its buttons' names.
    act(() => cell(grid, 'Number 1').focus());
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: 'F1 Text Box Number 1' }));
    expect(await within(grid).findByRole('button', { name: 'Edit Number 1' })).toBeTruthy();
    expect(cell(grid, 'Formula 4')).toBeTruthy();
    expect(grid.textContent).toContain('R2');
    expect(grid.textContent).toContain('C2');
  });

  it('names the form in the browser tab title', async () => {
    const { stores } = await openDesigner();
    act(() => stores.titles.pageShown('/setup/form/manage/7', 'Manage Form'));
    expect(stores.titles.documentTitle).toBe('Test form – Manage Form – Gridwork');
  });

  it('moves the focus ring with the arrow keys and asks "Delete Field?" on Delete', async () => {
    const { grid, stores } = await openDesigner();
    const first = cell(grid, 'Number 1');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 'Number 2')));
    expect(cell(grid, 'Number 2').className).toContain('dz-focused');
    expect(cell(grid, 'Number 2').tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(cell(grid, 'Number 2'), { key: 'Delete' });
    await waitFor(() => expect(stores.dialogs.top?.title).toBe('Delete Field?'));
  });

  it('edits a field of the form with Apply and creates a new one with Create (forms spec §4)', async () => {
    const { grid, server } = await openDesigner();
    act(() => cell(grid, 'Number 1').focus());
    fireEvent.keyDown(cell(grid, 'Number 1'), { key: 'Enter' });
    const edit = await screen.findByRole('dialog', { name: 'Edit Form Field' });
    expect(within(edit).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.clear(within(edit).getByLabelText('Label'));
    await userEvent.type(within(edit).getByLabelText('Label'), 'Hours');
    await userEvent.click(within(edit).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.names()).toContain('fieldsetup/update');
    expect(cell(grid, 'Hours')).toBeTruthy();

    act(() => cell(grid, 'Hours').focus());
    await userEvent.click(screen.getByRole('button', { name: 'Text Box' }));
    const create = await screen.findByRole('dialog', { name: 'Create Form Field' });
    expect(within(create).getByRole('button', { name: 'Create' })).toBeTruthy();
  });

  it('adds a new line from the toolbar at the focused field, and undoes it', async () => {
    const { grid, server } = await openDesigner();
    act(() => cell(grid, 'Number 1').focus());
    await userEvent.click(screen.getByRole('button', { name: 'New Line' }));
    await waitFor(() => expect(grid.querySelectorAll('.dz-newline')).toHaveLength(2));
    expect(server.names()).toContain('fieldsetup/create');
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect((undo as HTMLButtonElement).disabled).toBe(false));
    expect(undo.getAttribute('title')).toBe('Undo Add field');
    await userEvent.click(undo);
    await waitFor(() => expect(grid.querySelectorAll('.dz-newline')).toHaveLength(1));
    // The marker's cell says what it is in words (the arrow is a picture), apart from the empty end of its row.
    expect(within(grid).getByRole('gridcell', { name: /^New line F\d+\b/ })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: 'End of row 1' })).toBeTruthy();
  });

  it('undoes and redoes with Ctrl+Z and Ctrl+Y from the page body, and the changed field takes the focus', async () => {
    const { grid, server } = await openDesigner();
    act(() => cell(grid, 'Number 2').focus());
    await userEvent.click(screen.getByRole('button', { name: 'Empty' }));
    await waitFor(() => expect(cell(grid, 'Empty')).toBeTruthy());
    await waitFor(() => expect(server.names()).toContain('fieldsetup/create'));
    // As after a drag: nothing has the focus.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(within(grid).queryByRole('gridcell', { name: cellName('Empty') })).toBeNull());
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 'Empty')));
  });

  it('keeps the keyboard focus on the field Ctrl+Z moves back, not on the cell it left', async () => {
    const { grid, server } = await openDesigner();
    act(() => cell(grid, 'Number 2').focus());
    await userEvent.click(screen.getByRole('button', { name: 'Empty' }));
    await waitFor(() => expect(server.names()).toContain('fieldsetup/create'));
    act(() => cell(grid, 'Number 1').focus());
    fireEvent.keyDown(cell(grid, 'Number 1'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(within(grid).queryByRole('gridcell', { name: cellName('Empty') })).toBeNull());
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 'Empty')));
    expect(cell(grid, 'Empty').className).toContain('dz-focused');
  });

  it('numbers a new field one above the highest number of the form, whatever id the server stores it under', async () => {
    const { grid, server } = await openDesigner();
    act(() => cell(grid, 'Number 2').focus());
    await userEvent.click(screen.getByRole('button', { name: 'Empty' }));
    await waitFor(() => expect(server.held.Fields.some((f) => f.FieldDefinitionId === 500)).toBe(true));
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: 'F5 Empty' })).toBeTruthy());
    expect(cell(grid, 'Empty').textContent).toContain('F5');
    expect(server.held.Fields.find((f) => f.FieldDefinitionId === 500)?.FieldNumber).toBe(5);
  });

  it('the preview toggle shows the form as users fill it, with its formulas', async () => {
    await openDesigner();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('grid', { name: 'Form layout' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Test form (preview)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('grid', { name: 'Form layout' })).toBeTruthy();
  });

  it('hides the rulers when the rulers and page guide box is cleared (Ruler 0, conditional)', async () => {
    const { grid } = await openDesigner();
    expect(grid.querySelector('.dz-ruler-top')).not.toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rulers and page guide' }));
    expect(grid.querySelector('.dz-ruler-top')).toBeNull();
  });

  it.each([
    [2, false, 'Ruler is set to Never in Form Settings.'],
    [1, true, 'Ruler is set to Always in Form Settings.'],
  ] as const)(
    'with Ruler %i the checkbox shows what the canvas does and says why it is held',
    async (Ruler, shown, why) => {
      renderDesignerPage('/setup/form/manage/7', DesignerPage, { ...form(), Options: { Ruler, Guide: 1 } });
      const grid = await screen.findByRole('grid', { name: 'Form layout' });
      const box = screen.getByRole('checkbox', { name: 'Rulers and page guide' }) as HTMLInputElement;
      expect(box.checked).toBe(shown);
      expect(box.disabled).toBe(true);
      expect(box.getAttribute('aria-describedby')).toBe('dz-guides-reason');
      expect(screen.getByText(why)).toBeTruthy();
      expect(grid.querySelector('.dz-ruler-top') !== null).toBe(shown);
    },
  );

  it('renames a My Fields entry when its label is edited', async () => {
    renderDesignerPage('/setup/form/manage/7', DesignerPage, form(), (server) => {
      server.templateList = [
        { TemplateId: 400, Name: 'Phone', Field: { ...numberBox(0), Name: 'Phone', TemplateId: 400 } },
      ];
    });
    const myFields = await screen.findByRole('region', { name: 'My Fields' });
    await userEvent.click(await within(myFields).findByRole('button', { name: 'Edit template Phone' }));
    const label = await screen.findByLabelText('Label');
    await userEvent.clear(label);
    await userEvent.type(label, 'Mobile');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(myFields).findByRole('listitem', { name: 'Mobile' })).toBeTruthy();
    expect(within(myFields).queryByRole('listitem', { name: 'Phone' })).toBeNull();
  });

  it('Ruler set to Never in Form Settings clears the checkbox at once', async () => {
    const { grid } = await openDesigner();
    await userEvent.click(screen.getByRole('button', { name: 'Form Settings' }));
    await userEvent.selectOptions(await screen.findByLabelText('Ruler'), 'Never');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const box = screen.getByRole('checkbox', { name: 'Rulers and page guide' }) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(false));
    expect(grid.querySelector('.dz-ruler-top')).toBeNull();
  });
});

describe('designer.module', () => {
  it('gives each page its own designer, shared by the parts of that page', async () => {
    const { container } = await openDesigner();
    const one = container.get(DesignerPageStore);
    const two = container.get(DesignerPageStore);
    expect(one.designer).not.toBe(two.designer);
    expect(one.editor.designer).toBe(one.designer);
    expect(one.grid.designer).toBe(one.designer);
    expect(one.keyboard.designer).toBe(one.designer);
    expect(one.designer.resizer).not.toBe(two.designer.resizer);
  });
});

/** The signed-in user of these pages: an administrator, unless a test says otherwise (docs/authorization.md). */
const ADMIN: CurrentUser = { ...member, isAdmin: true, accountType: 1, accessVerbs: 31 };

function library(path: string, Page: typeof FormListPage, user: CurrentUser = ADMIN) {
  return renderDesignerPage(
    path,
    Page,
    formWith(numberBox(1)),
    (server) => {
      server.groups = [
        {
          GroupId: 20,
          Name: 'Inspections',
          Forms: [{ FormId: 7, FormName: 'Test form', GroupId: 20, FieldCount: 12, ProjectIds: [100] }],
        },
        { GroupId: 21, Name: 'Finance', Forms: [] },
      ];
    },
    user,
  );
}

describe('the form list', () => {
  it('shows each group with its forms, their fields and projects, and the designer links', async () => {
    library('/form/list', FormListPage);
    const group = await screen.findByRole('region', { name: 'Inspections' });
    const row = within(group).getByRole('row', { name: /Test form/ });
    expect(within(row).getByRole('link', { name: 'Test form' }).getAttribute('href')).toBe('/form/details/7');
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Office Renovation' }).getAttribute('href')).toBe(
      '/project/details/100',
    );
    expect(within(row).getByRole('link', { name: 'Manage Test form' }).getAttribute('href')).toBe(
      '/setup/form/manage/7',
    );
    expect(
      within(screen.getByRole('region', { name: 'Finance' })).getByText('No forms in this group.'),
    ).toBeTruthy();
  });

  it('says "Required!" for a group without a name and keeps the form open', async () => {
    const { server } = library('/form/list', FormListPage);
    await screen.findByRole('region', { name: 'Inspections' });
    await userEvent.click(screen.getByRole('button', { name: 'New group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required!');
    expect(server.names()).not.toContain('formgroup/create');
    await userEvent.type(screen.getByLabelText('Group name'), 'Safety');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(server.names()).toContain('formgroup/create'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create group' })).toBeNull());
  });

  it('refuses to delete a group that holds forms', async () => {
    library('/form/list', FormListPage);
    await screen.findByRole('region', { name: 'Inspections' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Inspections' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This group still holds forms. Move or delete them first.',
    );
  });
});

describe('the form details page', () => {
  it('shows the name, group, projects and number of fields, with Manage and Preview', async () => {
    library('/form/details/7', FormDetailsPage);
    expect(await screen.findByRole('heading', { name: 'Test form', level: 1 })).toBeTruthy();
    const details = document.querySelector('.library-details') as HTMLElement;
    expect(details.textContent).toBe('NameTest formGroupInspectionsProjectsOffice RenovationFields12');
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/setup/form/manage/7');
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/setup/form/preview/7');
  });

  it('says so when the form does not exist', async () => {
    library('/form/details/99', FormDetailsPage);
    expect(await screen.findByText('This form does not exist.')).toBeTruthy();
  });
});

describe('what the forms pages offer (docs/authorization.md)', () => {
  it('offers a Read/Write member Manage and Edit but not Delete, and the group stays put', async () => {
    library('/form/details/7', FormDetailsPage, { ...member, accessVerbs: 7 });
    expect(await screen.findByRole('link', { name: 'Manage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete form' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Group') as HTMLSelectElement).disabled).toBe(true);
  });

  it("disables a group's Delete, with the reason, when it holds a form the user may not delete", async () => {
    renderDesignerPage(
      '/form/list',
      FormListPage,
      formWith(numberBox(1)),
      (server) => {
        server.groups = [
          {
            GroupId: 20,
            Name: 'Inspections',
            Forms: [
              { FormId: 7, FormName: 'Test form', GroupId: 20, FieldCount: 1, ProjectIds: [], Access: 31 },
              { FormId: 8, FormName: 'Shared form', GroupId: 20, FieldCount: 1, ProjectIds: [], Access: 1 },
            ],
          },
          { GroupId: 21, Name: 'Finance', Forms: [] },
        ];
      },
      { ...member, accessVerbs: 31 },
    );
    await screen.findByRole('region', { name: 'Inspections' });
    const remove = screen.getByRole('button', { name: 'Delete Inspections' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This group holds forms you may not delete, so you cannot delete it.',
    );
    expect((screen.getByRole('button', { name: 'Delete Finance' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('offers a site user neither Manage nor the group and form actions', async () => {
    library('/form/list', FormListPage, { ...member, isSite: true, accountType: 3, accessVerbs: 31 });
    const group = await screen.findByRole('region', { name: 'Inspections' });
    expect(within(group).getByRole('link', { name: 'Test form' })).toBeTruthy();
    expect(within(group).queryByRole('link', { name: 'Manage Test form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New form' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Inspections' })).toBeNull();
  });

  it('offers a member without Delete no Delete in the designer: neither on fields nor for rows and columns', async () => {
    const { stores } = renderDesignerPage('/setup/form/manage/7', DesignerPage, form(), undefined, {
      ...member,
      accessVerbs: 7,
    });
    const grid = await screen.findByRole('grid', { name: 'Form layout' });
    act(() => cell(grid, 'Number 1').focus());
    fireEvent.keyDown(cell(grid, 'Number 1'), { key: 'Delete' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(stores.dialogs.top).toBeFalsy();
    expect(within(grid).queryByRole('button', { name: 'Delete Number 1' })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Copy Number 1' })).toBeTruthy();
    const toolbar = screen.getByRole('complementary', { name: 'Designer toolbar' });
    expect(within(toolbar).getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    expect(within(toolbar).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

/** In place of the browser's IntersectionObserver (jsdom has none): the test says when the block comes near. */
class NearObserver {
  static live = new Set<NearObserver>();
  private target: Element | null = null;
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
  ) {}
  observe(target: Element) {
    this.target = target;
    NearObserver.live.add(this);
  }
  disconnect() {
    NearObserver.live.delete(this);
  }
  static scrolledNear() {
    for (const observer of [...NearObserver.live])
      observer.callback([{ isIntersecting: true, target: observer.target! }]);
  }
}

describe('the designer on a long form (issue 11: rows drawn as they come near)', () => {
  // 60 rows of one number box each, 50 px high: jsdom's window (768 px) shows about 15.
  const longForm = () =>
    formWith(...Array.from({ length: 60 }, (_, i) => [numberBox(2 * i + 1), newLine(2 * i + 2)]).flat());

  beforeEach(() => vi.stubGlobal('IntersectionObserver', NearObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    NearObserver.live.clear();
  });

  async function openLong() {
    const rendered = renderDesignerPage('/setup/form/manage/7', DesignerPage, longForm());
    const grid = await screen.findByRole('grid', { name: 'Form layout' });
    return { ...rendered, grid };
  }

  it('draws the rows in view and a quarter screen beyond, with the rest kept as their height, and more as the canvas scrolls near', async () => {
    const { grid } = await openLong();
    expect(grid.getAttribute('aria-rowcount')).toBe('61');
    expect(cell(grid, 'Number 1')).toBeTruthy();
    expect(cell(grid, 'Number 39')).toBeTruthy(); // row 20: 20 × 50 px cover 1.25 × 768
    expect(within(grid).queryByRole('gridcell', { name: /^Number 41,/ })).toBeNull();
    const rest = grid.querySelector<HTMLElement>('.dz-rows-pending')!;
    expect(rest.style.height).toBe(`${40 * 50}px`);
    // Scrolled down by 1,000 px: the rows down to 1,000 + 1.25 × 768 px are drawn, at once.
    const scrollTo = (top: number) =>
      Object.defineProperty(grid, 'scrollTop', { value: top, configurable: true });
    scrollTo(1000);
    act(() => NearObserver.scrolledNear());
    expect(cell(grid, 'Number 79')).toBeTruthy(); // row 40
    expect(within(grid).queryByRole('gridcell', { name: /^Number 81,/ })).toBeNull();
    expect(rest.style.height).toBe(`${20 * 50}px`);
    scrollTo(2000);
    act(() => NearObserver.scrolledNear());
    expect(cell(grid, 'Number 119')).toBeTruthy();
    expect(grid.querySelector('.dz-rows-pending')).toBeNull();
  });

  it('draws the row the arrow keys move to, and gives its field the focus', async () => {
    const { grid } = await openLong();
    act(() => cell(grid, 'Number 39').focus());
    fireEvent.keyDown(cell(grid, 'Number 39'), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 'Number 41')));
  });

  it('draws every row before Recalculate Print Guides measures them', async () => {
    const { grid } = await openLong();
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate Print Guides' }));
    expect(grid.querySelectorAll('.dz-row')).toHaveLength(60);
    expect(grid.querySelector('.dz-rows-pending')).toBeNull();
  });
});
