import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ManageWorkspaceSettings,
  type SettingsErrors,
} from '../../application/admin/manage-workspace-settings.use-case';
import type { Theme, WorkspaceSettings } from '../../domain/admin/workspace-settings.rules';

/** The General settings (/setup/general) and the workspace's name (/workspace/{id}/edit): one per open page (transient). */
@injectable()
export class WorkspaceSettingsStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  settings: WorkspaceSettings | null = null;
  name = '';
  theme: Theme = 1;
  timeZone = 'UTC';
  errors: SettingsErrors = {};
  saving = false;
  private load: AbortController | null = null;

  constructor(@inject(ManageWorkspaceSettings) private readonly manage: ManageWorkspaceSettings) {
    makeAutoObservable<WorkspaceSettingsStore, 'load' | 'manage'>(
      this,
      { load: false, manage: false },
      { autoBind: true },
    );
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const settings = await this.manage.load(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      if (settings) this.reset(settings);
      this.status = settings ? 'ready' : 'failed';
    });
  }

  private reset(settings: WorkspaceSettings): void {
    this.settings = settings;
    this.name = settings.Name;
    this.theme = settings.Theme;
    this.timeZone = settings.TimeZone;
  }

  get dirty(): boolean {
    const s = this.settings;
    return s !== null && (s.Name !== this.name || s.Theme !== this.theme || s.TimeZone !== this.timeZone);
  }

  nameTyped(name: string): void {
    this.name = name;
    this.errors = { ...this.errors, Name: undefined };
  }

  themeChosen(theme: Theme): void {
    this.theme = theme;
  }

  timeZoneChosen(zone: string): void {
    this.timeZone = zone;
    this.errors = { ...this.errors, TimeZone: undefined };
  }

  async saveClicked(): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    const outcome = await this.manage.save({ Name: this.name, Theme: this.theme, TimeZone: this.timeZone });
    return runInAction(() => {
      this.saving = false;
      if (!outcome.ok) {
        this.errors = outcome.errors;
        return false;
      }
      this.reset(outcome.settings);
      return true;
    });
  }

  /** A picture the administrator chose, read as a data URL by the view. */
  async logoChosen(dataUrl: string): Promise<void> {
    this.errors = { ...this.errors, Logo: undefined };
    const outcome = await this.manage.saveLogo(dataUrl);
    runInAction(() => {
      if (outcome.ok) this.settings = outcome.settings;
      else this.errors = { ...this.errors, ...outcome.errors };
    });
  }

  logoUnreadable(): void {
    this.errors = { ...this.errors, Logo: 'The file could not be read.' };
  }

  async removeLogoClicked(): Promise<void> {
    const settings = await this.manage.removeLogo();
    if (settings) runInAction(() => (this.settings = settings));
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
