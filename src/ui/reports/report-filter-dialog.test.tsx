import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { member } from '../../application/testing/fakes';
import { reportFiltersKit } from '../../stores/reports/report-filters.test-kit';
import { ReportFilterDialog } from './report-filter-dialog';

afterEach(cleanup);

/** The dialog as the filter list opens it; FakeTime's today is 2023-11-14, so 2023-12-01 is in the future. */
async function openDialog(reportType: 1 | 2, edit = false, which = 0) {
  const kit = reportFiltersKit();
  await kit.store.opened(700);
  kit.store.data!.path.ReportType = reportType;
  if (edit) kit.store.editClicked(kit.store.data!.filters[which]!);
  else kit.store.newFilterClicked();
  render(<ReportFilterDialog store={kit.dialog} />);
  const title = `${edit ? 'Edit' : 'Add'} ${reportType === 1 ? 'Form' : 'Task'} Report Filter`;
  await waitFor(() => expect(screen.queryByText('Loading the tags, workflows and assignees…')).toBeNull());
  return { ...kit, dialog: screen.getByRole('dialog', { name: title }) };
}

describe('the Add/Edit Report Filter dialog', () => {
  it('shows Required! once a new filter’s name is left empty, and keeps Save disabled', async () => {
    const { dialog } = await openDialog(1);
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(dialog).queryByText('Required!')).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('Name'));
    await userEvent.tab();
    expect(within(dialog).getByText('Required!')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Weekly inspections');
    expect(within(dialog).queryByText('Required!')).toBeNull();
    expect(save.disabled).toBe(false);
    // Forms only: the unmask option.
    expect(within(dialog).getByLabelText('Unmask encrypted fields')).toBeTruthy();
  });

  it('keeps the e-mail input and recurrence disabled until a future date, then schedules for the current user', async () => {
    const { dialog } = await openDialog(1);
    const email = within(dialog).getByLabelText('Recipient e-mail') as HTMLInputElement;
    const recurrence = within(dialog).getByLabelText('Recurrence') as HTMLSelectElement;
    expect(email.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    expect(recurrence.disabled).toBe(true);
    expect([...recurrence.options].map((o) => o.text)).toContain('Not recurring');
    await userEvent.type(within(dialog).getByLabelText('Starting date'), '2023-12-01');
    expect(email.disabled).toBe(false);
    expect(recurrence.disabled).toBe(false);
    expect(recurrence.value).toBe('0');
    // Scheduled, the filter always recurs: "Not recurring" is no choice that would be silently undone.
    expect([...recurrence.options].map((o) => o.text)).not.toContain('Not recurring');
    const recipients = within(dialog).getByRole('list', { name: 'Recipients' });
    expect(within(recipients).getByText(member.email)).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Next deliveries' }).children).toHaveLength(5);
    await userEvent.type(email, 'nobody{Enter}');
    expect(within(dialog).getByText('Invalid email!')).toBeTruthy();
    await userEvent.click(within(recipients).getByRole('button', { name: `Remove ${member.email}` }));
    expect(within(dialog).getByText('You need to add at least one email to the list!')).toBeTruthy();
  });

  it('says "You must input a valid date range." for an inverted range and disables Run and Save', async () => {
    const { dialog } = await openDialog(1, true);
    await userEvent.click(within(dialog).getByLabelText('Project dates: All dates'));
    await userEvent.type(within(dialog).getByLabelText('Project dates: From'), '2026-05-01');
    await userEvent.type(within(dialog).getByLabelText('Project dates: To'), '2026-04-01');
    expect(within(dialog).getByText('You must input a valid date range.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a task filter for an assignee, and has no unmask option', async () => {
    const { dialog } = await openDialog(2);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Mine');
    // Issue 32 #15: not before the user touched the assignees (Save is disabled meanwhile).
    expect(within(dialog).queryByText('Please select at least one assignee!')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByLabelText('No assignee'));
    await userEvent.click(within(dialog).getByLabelText('No assignee'));
    expect(within(dialog).getByText('Please select at least one assignee!')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Unmask encrypted fields')).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('No assignee'));
    expect(within(dialog).queryByText('Please select at least one assignee!')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the workflow boxes, saying why, for tasks without a project (issue 32 #15)', async () => {
    const { dialog } = await openDialog(2);
    const anyStatus = () => within(dialog).getAllByLabelText(/: any status$/)[0] as HTMLInputElement;
    expect(anyStatus().disabled).toBe(false);
    await userEvent.selectOptions(within(dialog).getByLabelText('Projects'), 'Without a project');
    expect(anyStatus().disabled).toBe(true);
    expect(
      within(dialog).getByText('Workflows do not apply: tasks without a project have no project workflow.'),
    ).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Projects'), 'With a project');
    expect(anyStatus().disabled).toBe(false);
  });

  it('says before saving that unmasked values go to workspace users only, naming the others (issue 31)', async () => {
    const { dialog } = await openDialog(1);
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Owners');
    await userEvent.type(within(dialog).getByLabelText('Starting date'), '2023-12-01');
    await userEvent.type(within(dialog).getByLabelText('Recipient e-mail'), 'collector@outside.test{Enter}');
    expect(save.disabled).toBe(false);
    await userEvent.click(within(dialog).getByLabelText('Unmask encrypted fields'));
    const message =
      'Unmasked encrypted values are e-mailed only to workspace users, and collector@outside.test is not one. Remove it or turn off "Unmask encrypted fields".';
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(save.disabled).toBe(true);
    const recipients = within(dialog).getByRole('list', { name: 'Recipients' });
    await userEvent.click(within(recipients).getByRole('button', { name: 'Remove collector@outside.test' }));
    expect(within(dialog).queryByText(message)).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('keeps what was typed and shows the server’s message when a save is refused', async () => {
    const { dialog, gateway } = await openDialog(1);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Taken');
    gateway.saveRefusal = {
      ok: false,
      failure: { kind: 'status', status: 400, payload: { Message: 'Name: that name is taken.' } },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name: that name is taken.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Taken');
  });

  it('says before Save that deliveries will run with the editor’s access, for a scheduled filter someone else saved (issue 32 #2)', async () => {
    // The fake's filters are Ada Admin's (user 1); the dialog's user is the member (user 2). Sorted by name,
    // "Monthly inspections" (scheduled) is the second.
    const { dialog } = await openDialog(1, true, 1);
    const warning =
      'Deliveries will run with your access once you save: recipients will receive only what you may see, ' +
      'no longer what Ada Admin may see.';
    expect(within(dialog).getByRole('note').textContent).toBe(warning);
    // Unscheduled as edited: nothing to say.
    await userEvent.clear(within(dialog).getByLabelText('Starting date'));
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('says nothing of whose access for a filter that is not scheduled, or that the user saved last', async () => {
    const { dialog } = await openDialog(1, true, 0);
    expect(within(dialog).queryByRole('note')).toBeNull();
    cleanup();
    const kit = reportFiltersKit();
    kit.gateway.filterList = kit.gateway.filterList.map((f) => ({ ...f, SavedById: member.userId }));
    await kit.store.opened(700);
    kit.store.editClicked(kit.store.data!.filters[1]!);
    render(<ReportFilterDialog store={kit.dialog} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Form Report Filter' })).toBeTruthy();
  });
});
