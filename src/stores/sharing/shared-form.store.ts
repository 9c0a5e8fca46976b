import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, observableRef, runInAction, type ObservableSet } from 'mobx';
import type { EditorPatch, FormInstanceEditor } from '../../application/form-instance/form-instance-editor';
import type { FormInstanceModel } from '../../application/form-instance/form-instance-model';
import { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import { FillSharedForm } from '../../application/sharing/fill-shared-form.use-case';
import { OpenSharedForm } from '../../application/sharing/open-shared-form.use-case';
import { SharedFormLifetime } from '../../application/sharing/shared-form-lifetime.use-case';
import { VerifyRecipient } from '../../application/sharing/verify-recipient.use-case';
import type { FormInstance } from '../../domain/forms/form-instance.entity';
import type { WorkspaceDetails } from '../../domain/sharing/share.entity';
import { Clock } from '../../ports/clock.port';
import { fieldIdsByRow } from '../../domain/forms/instance/form-grid';
import { FieldEntries } from '../form-instance/field-entries';
import { backToEmail, requestCode, submitCode, typeCode, typeEmail } from './recipient-code-steps';

/** The pages of the shared form (spec §2): e-mail, mismatch, code, too many requests, the form. */
export type SharedFormStep = 'loading' | 'email' | 'mismatch' | 'code' | 'too-many' | 'form' | 'unavailable';

/**
 * The shared form page (/direct-form/{hash}): one per open page (transient). Holds the step, what the person typed,
 * the code's timing, and, once verified, the token and the form's state in observable maps for THE field renderer.
 */
@injectable()
export class SharedFormStore {
  step: SharedFormStep = 'loading';
  details: WorkspaceDetails | null = null;
  email = '';
  emailError: string | null = null;
  code = '';
  codeInvalid = false;
  codeExpiresAt: number | null = null;
  nextCodeAt: number | null = null;
  codeAlreadySent = false;
  busy = false;
  /** Set when the access ended (token expired or revoked): the person verifies again, their entries are kept. */
  notice: string | null = null;
  resetWarned = false;
  instance: FormInstance | null = null;
  /** Shapes, access and dependencies of the open form (the field renderer reuses its shapes). */
  model: FormInstanceModel | null = null;
  /** Each field's entry, one observable per field (what THE field renderer reads, as on the instance page). */
  readonly fields = new FieldEntries();
  readonly revealed: ObservableSet<number> = observable.set();
  readonly revealing: ObservableSet<number> = observable.set();
  dirty = false;
  saving = false;
  private hash = '';
  private token: string | null = null;
  private editor: FormInstanceEditor | null = null;
  /** Unsaved entries carried over a new verification (the access ended while the person was filling). */
  private carried: Map<number, string> | null = null;
  private load: AbortController | null = null;
  private stopLifetime: (() => void) | null = null;
  private untrack: (() => void) | null = null;

  constructor(
    @inject(OpenSharedForm) private readonly open: OpenSharedForm,
    @inject(VerifyRecipient) private readonly verify: VerifyRecipient,
    @inject(FillSharedForm) private readonly fill: FillSharedForm,
    @inject(SharedFormLifetime) private readonly lifetime: SharedFormLifetime,
    @inject(UnsavedChanges) private readonly unsaved: UnsavedChanges,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<
      SharedFormStore,
      | 'hash'
      | 'token'
      | 'editor'
      | 'carried'
      | 'load'
      | 'stopLifetime'
      | 'untrack'
      | 'open'
      | 'verify'
      | 'fill'
      | 'lifetime'
      | 'unsaved'
      | 'clock'
    >(
      this,
      {
        instance: observableRef,
        model: observableRef,
        details: observableRef,
        fields: false,
        revealed: false,
        revealing: false,
        hash: false,
        token: false,
        editor: false,
        carried: false,
        load: false,
        stopLifetime: false,
        untrack: false,
        open: false,
        verify: false,
        fill: false,
        lifetime: false,
        unsaved: false,
        clock: false,
      },
      { autoBind: true },
    );
  }

  /** The time on the page's clock (the timing lines of the code page read it). */
  now(): number {
    return this.clock.now();
  }

  get readOnly(): boolean {
    return this.editor?.model.readOnly ?? true;
  }

  /** The page opened on a share's link. */
  async opened(hash: string): Promise<void> {
    this.dispose();
    this.hash = hash;
    this.step = 'loading';
    const load = new AbortController();
    this.load = load;
    this.stopLifetime = this.lifetime.start(
      this.clock.now(),
      () => this.dirty,
      () => this.untrack?.(),
      () => runInAction(() => (this.resetWarned = true)),
    );
    this.untrack = this.unsaved.track(`shared-form-${hash}`, () => this.dirty);
    const details = await this.open.run(hash, load.signal);
    if (load.signal.aborted) return;
    runInAction(() => {
      this.details = details;
      this.step = details ? 'email' : 'unavailable';
    });
  }

  emailTyped(email: string): void {
    typeEmail(this, email);
  }

  codeTyped(code: string): void {
    typeCode(this, code);
  }

  /** Next on the e-mail page, and "Request new code." on the code page. */
  async codeRequested(): Promise<void> {
    await requestCode(
      this,
      () => this.verify.requestCode(this.email, this.hash),
      (outcome) => {
        if (outcome.kind === 'mismatch') this.step = 'mismatch';
      },
    );
  }

  /** Try Again (mismatch page, too-many page): back to the first page. */
  tryAgainClicked(): void {
    backToEmail(this);
  }

  async codeSubmitted(): Promise<void> {
    await submitCode(
      this,
      () => this.verify.enterCode(this.email, this.code, this.hash),
      (outcome) => {
        if (outcome.kind === 'mismatch') this.step = 'mismatch';
        else if (outcome.kind === 'verified') this.startForm(outcome.token, outcome.instance);
      },
    );
  }

  fieldChanged(fieldId: number, value: string): void {
    this.editor?.change(fieldId, value);
  }

  async saveClicked(): Promise<void> {
    if (!this.editor || !this.token || this.saving) return;
    this.saving = true;
    const outcome = await this.fill.save(this.editor, this.access());
    runInAction(() => {
      this.saving = false;
      if (outcome === 'access-ended') this.accessEnded();
    });
  }

  /** Cancel leaves the form: after a confirmation when entries are unsaved, the page is back at its start. */
  async cancelClicked(): Promise<void> {
    if (!(await this.unsaved.confirmLeave())) return;
    runInAction(() => {
      this.closeForm();
      this.carried = null;
      this.step = 'email';
    });
  }

  async revealClicked(fieldId: number): Promise<void> {
    if (!this.editor || !this.token || this.revealing.has(fieldId)) return;
    this.revealing.add(fieldId);
    const shown = await this.fill.reveal(this.editor, fieldId, this.access());
    runInAction(() => {
      this.revealing.delete(fieldId);
      if (shown) this.revealed.add(fieldId);
    });
  }

  patched(patch: EditorPatch): void {
    runInAction(() => {
      this.fields.apply(patch);
      if (patch.dirty !== undefined) this.dirty = patch.dirty;
    });
  }

  private access() {
    return { hash: this.hash, email: this.email.trim(), token: this.token ?? '' };
  }

  private startForm(token: string, instance: FormInstance): void {
    this.closeForm();
    this.token = token;
    this.instance = instance;
    this.fields.reset(fieldIdsByRow(instance.Fields));
    const editor = this.fill.start(instance, this.patched);
    this.editor = editor;
    this.model = editor.model;
    this.patched(editor.start());
    if (this.carried) editor.restore(this.carried);
    this.carried = null;
    this.notice = null;
    this.step = 'form';
  }

  /** The token no longer opens the form: verify again; what was typed comes back afterwards. */
  private accessEnded(): void {
    this.carried = this.editor ? this.editor.unsavedEntries() : null;
    this.closeForm();
    this.notice = 'Please verify your e-mail address again: your entries will come back once you have.';
    this.step = 'email';
  }

  private closeForm(): void {
    this.editor?.dispose();
    this.editor = null;
    this.token = null;
    this.instance = null;
    this.model = null;
    this.dirty = false;
    this.fields.reset([]);
    this.revealed.clear();
    this.revealing.clear();
  }

  dispose(): void {
    this.load?.abort();
    this.load = null;
    this.stopLifetime?.();
    this.stopLifetime = null;
    this.untrack?.();
    this.untrack = null;
    this.closeForm();
  }
}
