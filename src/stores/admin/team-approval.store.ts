import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageTeamApproval } from '../../application/admin/manage-team-approval.use-case';
import {
  NO_APPROVAL,
  type TeamApprovalSettings,
  type TeamRequest,
} from '../../domain/admin/team-approval.rules';

export interface DeclineDialog {
  request: TeamRequest;
  reason: string;
  reasonError: string | null;
  busy: boolean;
}

/** The Team approval screen (/setup/admin): the three switches and the queue of waiting requests (transient). */
@injectable()
export class TeamApprovalStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  settings: TeamApprovalSettings = { ...NO_APPROVAL };
  saved: TeamApprovalSettings = { ...NO_APPROVAL };
  savingSettings = false;
  requests: TeamRequest[] = [];
  /** Requests being answered: their buttons wait. */
  answering: number[] = [];
  declining: DeclineDialog | null = null;
  private load: AbortController | null = null;

  constructor(@inject(ManageTeamApproval) private readonly manage: ManageTeamApproval) {
    makeAutoObservable<TeamApprovalStore, 'load' | 'manage'>(
      this,
      { load: false, manage: false },
      { autoBind: true },
    );
  }

  get settingsChanged(): boolean {
    return (Object.keys(this.settings) as (keyof TeamApprovalSettings)[]).some(
      (key) => this.settings[key] !== this.saved[key],
    );
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const overview = await this.manage.load(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      if (!overview) {
        this.status = 'failed';
        return;
      }
      this.settings = { ...overview.Settings };
      this.saved = { ...overview.Settings };
      this.requests = overview.Requests;
      this.status = 'ready';
    });
  }

  switchToggled(key: keyof TeamApprovalSettings, on: boolean): void {
    this.settings = { ...this.settings, [key]: on };
  }

  async settingsSubmitted(): Promise<void> {
    if (this.savingSettings) return;
    this.savingSettings = true;
    const saved = await this.manage.saveSettings({ ...this.settings });
    runInAction(() => {
      this.savingSettings = false;
      if (saved) this.saved = { ...saved };
    });
  }

  async approveClicked(request: TeamRequest): Promise<void> {
    if (this.answering.includes(request.RequestId)) return;
    this.answering.push(request.RequestId);
    const ok = await this.manage.approve(request);
    runInAction(() => {
      this.answering = this.answering.filter((id) => id !== request.RequestId);
      if (ok) this.requests = this.requests.filter((r) => r.RequestId !== request.RequestId);
    });
  }

  declineClicked(request: TeamRequest): void {
    this.declining = { request, reason: '', reasonError: null, busy: false };
  }

  reasonTyped(reason: string): void {
    if (!this.declining) return;
    this.declining.reason = reason;
    this.declining.reasonError = null;
  }

  declineClosed(): void {
    if (!this.declining?.busy) this.declining = null;
  }

  async declineSubmitted(): Promise<void> {
    const dialog = this.declining;
    if (!dialog || dialog.busy) return;
    dialog.busy = true;
    const outcome = await this.manage.decline(dialog.request, dialog.reason);
    runInAction(() => {
      dialog.busy = false;
      if (!outcome.ok) {
        dialog.reasonError = outcome.reasonError ?? null;
        return;
      }
      this.requests = this.requests.filter((r) => r.RequestId !== dialog.request.RequestId);
      this.declining = null;
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
