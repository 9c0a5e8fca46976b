import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TransferItem, type TransferChoices } from '../../application/cabinet/transfer-item.use-case';
import { allowedTargets, type TransferKind } from '../../domain/cabinet/move-rules';

/** /cabinet/{root}/item/{type}/move|copy/{context}-{id}[/group/{GroupId}]: the folder picker (one store per page). */
@injectable()
export class TransferStore {
  kind: TransferKind = 'move';
  choices: TransferChoices | null = null;
  loading = false;
  failed = false;
  target: number | null = null;
  message: string | null = null;
  busy = false;
  private readonly abort = new AbortController();

  constructor(@inject(TransferItem) private readonly transferItem: TransferItem) {
    makeAutoObservable<TransferStore, 'transferItem' | 'abort'>(
      this,
      { transferItem: false, abort: false },
      { autoBind: true },
    );
  }

  /** The folders the item may go to; the others are shown, disabled. */
  get allowed(): Set<number> {
    return this.choices ? allowedTargets(this.kind, this.choices.item, this.choices.tree) : new Set();
  }

  async opened(
    kind: TransferKind,
    root: number,
    context: number,
    itemId: number,
    targetCabinetId: number,
  ): Promise<void> {
    this.kind = kind;
    this.loading = true;
    const choices = await this.transferItem.choices(
      root,
      context,
      itemId,
      targetCabinetId,
      this.abort.signal,
    );
    if (this.abort.signal.aborted) return;
    runInAction(() => {
      this.loading = false;
      this.failed = choices === null;
      this.choices = choices;
      this.target = null;
    });
  }

  targetChosen(folderId: number): void {
    if (this.allowed.has(folderId)) {
      this.target = folderId;
      this.message = null;
    }
  }

  async submitted(): Promise<void> {
    if (!this.choices || this.target === null || this.busy) return;
    this.busy = true;
    const message = await this.transferItem.run(this.kind, this.choices, this.target);
    runInAction(() => {
      this.busy = false;
      this.message = message;
    });
  }

  dispose(): void {
    this.abort.abort();
  }
}
