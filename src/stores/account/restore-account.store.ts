import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RestoreAccount, type OpenedRestoreLink } from '../../application/account/restore-account.use-case';

/** `/restore/account/...` and `/restore/choice/...`: the link's workspaces, the choice, the restore. Transient. */
@injectable()
export class RestoreAccountStore {
  link: OpenedRestoreLink | null = null;
  chosen: number | null = null;
  busy = false;
  error: string | null = null;
  /** Said once restored: sign in next. */
  restored: string | null = null;
  private load: AbortController | null = null;

  constructor(@inject(RestoreAccount) private readonly restoring: RestoreAccount) {
    makeAutoObservable<RestoreAccountStore, 'load' | 'restoring'>(
      this,
      { load: false, restoring: false },
      { autoBind: true },
    );
  }

  async linkOpened(hash: string, recordId: number): Promise<void> {
    this.load?.abort();
    const load = new AbortController();
    this.load = load;
    const link = await this.restoring.check(hash, recordId, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.link = link;
      const only = link?.Status === 'Valid' && link.Workspaces.length === 1 ? link.Workspaces[0] : undefined;
      this.chosen = only ? only.WorkspaceId : null;
    });
  }

  choose(workspaceId: number): void {
    this.chosen = workspaceId;
    this.error = null;
  }

  async restoreClicked(hash: string, recordId: number): Promise<void> {
    if (this.busy || this.chosen === null) return;
    this.busy = true;
    this.error = null;
    const outcome = await this.restoring.restore(hash, recordId, this.chosen);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.restored = outcome.text;
      else this.error = outcome.message;
    });
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
  }
}
