import { inject, injectable } from 'inversify';
import { groupNameError } from '../../domain/reports/report-group.rules';
import type { ReportGroup } from '../../domain/reports/report.entity';
import { Dialogs } from '../../ports/dialogs.port';
import type { HttpResult } from '../../ports/http-client.port';
import { Notifier } from '../../ports/notifier.port';
import { ReportGateway } from '../../ports/report-gateway.port';
import { refusalMessage } from '../platform/refusal-message';

/** The delete confirmation (ours): said only for an empty group, the only kind that may be deleted. */
export const deleteGroupConfirmation = (name: string) => ({
  title: 'Delete Report Group?',
  message: `The report group "${name}" holds no reports. It will be deleted. This cannot be undone.`,
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
});
export const GROUP_CREATED = 'Report group created.';
export const GROUP_RENAMED = 'Report group renamed.';
export const GROUP_DELETED = 'Report group deleted.';

/**
 * What a group dialog's save came to: the group the server answered, or the message to show by the name (the rules'
 * before anything is sent, a 400's Message after; null when the error catalogue already told the user).
 */
export type GroupOutcome = { ok: true; group: ReportGroup } | { ok: false; message: string | null };

/**
 * A member creates, renames or deletes report groups on `/report/list` and `/report/group/details/{id}` (issue 32
 * #15): names by `groupNameError` (required, at most 100, unique in the workspace), a delete after a confirmation.
 */
@injectable()
export class ManageReportGroups {
  constructor(
    @inject(ReportGateway) private readonly reports: ReportGateway,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** `groups`: the workspace's groups as the list has them (a name may not be another's). */
  create(name: string, groups: readonly ReportGroup[]): Promise<GroupOutcome> {
    return this.saved(
      groupNameError(name, groups),
      () => this.reports.createGroup(name.trim()),
      GROUP_CREATED,
    );
  }

  rename(group: ReportGroup, name: string, groups: readonly ReportGroup[]): Promise<GroupOutcome> {
    return this.saved(
      groupNameError(name, groups, group.ReportGroupId),
      () => this.reports.renameGroup(group.ReportGroupId, name.trim()),
      GROUP_RENAMED,
    );
  }

  /** True when the group is gone; false when the user said no or the call failed (the catalogue said why). */
  async remove(group: ReportGroup): Promise<boolean> {
    if (!(await this.dialogs.confirm(deleteGroupConfirmation(group.Name)))) return false;
    const result = await this.reports.deleteGroup(group.ReportGroupId);
    if (result.ok) this.notifier.show('success', GROUP_DELETED);
    return result.ok;
  }

  private async saved(
    problem: string | null,
    call: () => Promise<HttpResult<ReportGroup>>,
    done: string,
  ): Promise<GroupOutcome> {
    if (problem) return { ok: false, message: problem };
    const result = await call();
    if (!result.ok) return { ok: false, message: refusalMessage(result) };
    this.notifier.show('success', done);
    return { ok: true, group: result.data };
  }
}
