import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AskTeamChange } from '../../application/admin/ask-team-change.use-case';
import {
  needsApproval,
  requestKindOf,
  type TeamRequestOptions,
} from '../../domain/admin/team-approval.rules';

/** The "Add to a team" dialog of a workspace user (transient): a team, an address, or an administrator invitation. */
@injectable()
export class TeamRequestStore {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  options: TeamRequestOptions | null = null;
  email = '';
  scopeId = 0;
  asAdministrator = false;
  emailError: string | null = null;
  busy = false;
  private load: AbortController | null = null;

  constructor(@inject(AskTeamChange) private readonly ask: AskTeamChange) {
    makeAutoObservable<TeamRequestStore, 'load' | 'ask'>(
      this,
      { load: false, ask: false },
      { autoBind: true },
    );
  }

  /**
   * Whether what is typed would wait for an administrator. A new address is invited; one of a workspace user joins:
   * the page cannot tell which, so it says so for both when either waits.
   */
  get approvalNote(): string | null {
    const options = this.options;
    if (!options) return null;
    const waits = (member: boolean) =>
      needsApproval(
        options.Settings,
        requestKindOf({ AsAdministrator: this.asAdministrator }, member),
        options.IsAdministrator,
      );
    if (this.asAdministrator)
      return waits(false) ? 'An administrator must approve this invitation before it is sent.' : null;
    if (waits(true) && waits(false)) return 'An administrator must approve this before it happens.';
    if (waits(true)) return 'Adding a user of the workspace waits for an administrator’s approval.';
    if (waits(false)) return 'Inviting a new address waits for an administrator’s approval.';
    return null;
  }

  async opened(): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const options = await this.ask.options(load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.options = options;
      this.scopeId = options?.Teams[0]?.ScopeId ?? 0;
      this.asAdministrator = options !== null && options.Teams.length === 0;
      this.status = options ? 'ready' : 'failed';
    });
  }

  emailTyped(email: string): void {
    this.email = email;
    this.emailError = null;
  }

  teamChosen(scopeId: number): void {
    this.scopeId = scopeId;
  }

  administratorToggled(on: boolean): void {
    this.asAdministrator = on;
  }

  /** True once the request went through (applied or waiting): the dialog closes. */
  async submitted(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const outcome = await this.ask.ask({
      Email: this.email,
      ScopeId: this.asAdministrator ? 0 : this.scopeId,
      AsAdministrator: this.asAdministrator,
    });
    runInAction(() => {
      this.busy = false;
      if (!outcome.ok) this.emailError = outcome.emailError ?? null;
    });
    return outcome.ok;
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
