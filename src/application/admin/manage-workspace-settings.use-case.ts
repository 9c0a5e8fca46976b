import { inject, injectable } from 'inversify';
import { AdminText } from '../../domain/admin/admin-texts';
import {
  logoProblem,
  timeZoneProblem,
  workspaceNameProblem,
  type SettingsDraft,
  type WorkspaceSettings,
} from '../../domain/admin/workspace-settings.rules';
import { AccountGateway } from '../../ports/account-gateway.port';
import { Dialogs } from '../../ports/dialogs.port';
import { Notifier } from '../../ports/notifier.port';
import { UserContext } from '../../ports/user-context.port';
import { WorkspaceSettingsGateway } from '../../ports/workspace-settings-gateway.port';

export type SettingsErrors = Partial<Record<'Name' | 'TimeZone' | 'Logo', string>>;
export type SettingsOutcome =
  { ok: true; settings: WorkspaceSettings } | { ok: false; errors: SettingsErrors };

/**
 * An administrator changes the General settings (issue 17; docs/use-cases/manage-workspace-settings.md): the
 * workspace's name, theme (applied at once: the current user is read again), the default time zone of report
 * schedules, and its logo (shown by shared forms and PDF headers).
 */
@injectable()
export class ManageWorkspaceSettings {
  constructor(
    @inject(WorkspaceSettingsGateway) private readonly gateway: WorkspaceSettingsGateway,
    @inject(AccountGateway) private readonly account: AccountGateway,
    @inject(UserContext) private readonly users: UserContext,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  async load(signal?: AbortSignal): Promise<WorkspaceSettings | null> {
    const result = await this.gateway.settings(signal);
    return result.ok ? result.data : null;
  }

  async save(draft: SettingsDraft): Promise<SettingsOutcome> {
    const errors: SettingsErrors = {};
    const name = workspaceNameProblem(draft.Name);
    const zone = timeZoneProblem(draft.TimeZone);
    if (name) errors.Name = name;
    if (zone) errors.TimeZone = zone;
    if (name || zone) return { ok: false, errors };
    const result = await this.gateway.save({ ...draft, Name: draft.Name.trim() });
    if (!result.ok) return { ok: false, errors: {} };
    await this.refreshUser();
    this.notifier.show('success', AdminText.settingsSaved);
    return { ok: true, settings: result.data };
  }

  async saveLogo(dataUrl: string): Promise<SettingsOutcome> {
    const problem = logoProblem(dataUrl);
    if (problem) return { ok: false, errors: { Logo: problem } };
    const result = await this.gateway.saveLogo(dataUrl);
    if (!result.ok) return { ok: false, errors: {} };
    this.notifier.show('success', AdminText.logoSaved);
    return { ok: true, settings: result.data };
  }

  async removeLogo(): Promise<WorkspaceSettings | null> {
    const confirmed = await this.dialogs.confirm({
      title: 'Remove logo',
      message: 'Shared forms and PDF headers will show the workspace’s name without a logo.',
      confirmLabel: 'Remove',
      cancelLabel: 'Keep',
    });
    if (!confirmed) return null;
    const result = await this.gateway.removeLogo();
    if (!result.ok) return null;
    this.notifier.show('success', AdminText.logoRemoved);
    return result.data;
  }

  /** The workspace's name and theme are part of the current user: read it again so every page shows them now. */
  private async refreshUser(): Promise<void> {
    const result = await this.account.currentUser();
    if (result.ok) this.users.setUser(result.data);
  }
}
