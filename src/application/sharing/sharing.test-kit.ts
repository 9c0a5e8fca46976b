import type { FieldValueData, FormInstance } from '../../domain/forms/form-instance.entity';
import type {
  FormShare,
  GetInstanceAnswer,
  SendCodeAnswer,
  ShareOptions,
  WorkspaceDetails,
} from '../../domain/sharing/share.entity';
import type { HttpResult } from '../../ports/http-client.port';
import type { FormSharesGateway } from '../../ports/form-shares-gateway.port';
import type { ShareAccess, SharedFormGateway } from '../../ports/shared-form-gateway.port';
import { UnsavedChanges } from '../platform/track-unsaved-changes.use-case';
import { FakeDialogs, FakeNavigator, FakeNotifier, FakePageUnload, ok } from '../testing/fakes';
import { FakeTime } from '../testing/fake-time';
import { FillSharedForm } from './fill-shared-form.use-case';
import { OpenSharedForm } from './open-shared-form.use-case';
import { SharedFormLifetime } from './shared-form-lifetime.use-case';
import { VerifyRecipient } from './verify-recipient.use-case';

const NO_FLAGS = { EmailMissmatch: false, TooManyRequests: false, InvalidCode: false };

/** A scripted shared form backend: each answer can be replaced by the test; every call is recorded. */
export class FakeSharedFormGateway implements SharedFormGateway {
  validity: HttpResult<{ IsValid: boolean }> = ok({ IsValid: true });
  details: HttpResult<WorkspaceDetails> = ok({
    HasActiveLogo: false,
    WorkspaceName: 'Acme',
    FormName: 'Intake',
    Logo: null,
  });
  sendAnswer: HttpResult<SendCodeAnswer> = ok({ ...NO_FLAGS, CodeValidSeconds: 600, NewCodeInSeconds: 60 });
  instanceAnswer: HttpResult<GetInstanceAnswer> = ok({ ...NO_FLAGS, InvalidCode: true });
  saveAnswers: Array<HttpResult<{ FormInstance: FormInstance }>> = [];
  revealAnswer: HttpResult<{ Value: string }> = ok({ Value: 'secret' });
  readonly calls: string[] = [];
  readonly saves: Array<{ access: ShareAccess; values: FieldValueData[]; saveId: string }> = [];

  async isValid(hash: string) {
    this.calls.push(`isValid ${hash}`);
    return this.validity;
  }
  async workspaceDetails(hash: string) {
    this.calls.push(`details ${hash}`);
    return this.details;
  }
  async sendCode(email: string, hash: string) {
    this.calls.push(`sendCode ${email} ${hash}`);
    return this.sendAnswer;
  }
  async getInstance(email: string, code: string, hash: string) {
    this.calls.push(`getInstance ${email} ${code} ${hash}`);
    return this.instanceAnswer;
  }
  async save(access: ShareAccess, values: FieldValueData[], saveId: string) {
    this.saves.push({ access, values, saveId });
    return (
      this.saveAnswers.shift() ??
      ({ ok: false, failure: { kind: 'network', detail: 'no answer scripted' } } as const)
    );
  }
  async revealEncrypted(access: ShareAccess, fieldDefinitionId: number) {
    this.calls.push(`reveal ${access.token} ${fieldDefinitionId}`);
    return this.revealAnswer;
  }
}

export class FakeFormSharesGateway implements FormSharesGateway {
  options_: HttpResult<ShareOptions> = ok({ FormId: 200, FormName: 'Intake', Instances: [], Shares: [] });
  shared: Array<{ formId: number; instanceId: number; email: string }> = [];
  revoked: number[] = [];
  async options() {
    return this.options_;
  }
  async share(formId: number, instanceId: number, email: string) {
    this.shared.push({ formId, instanceId, email });
    const share: FormShare = {
      ShareId: 9,
      FormId: formId,
      InstanceId: instanceId,
      InstanceName: 'Intake',
      ProjectName: 'P',
      Email: email,
      Hash: 'h'.repeat(32),
      CreatorName: 'Ada',
      CreatedOn: '2024-01-01T00:00:00Z',
      FilledOn: null,
      Locked: false,
    };
    return ok(share);
  }
  async revoke(shareId: number) {
    this.revoked.push(shareId);
    return ok({});
  }
}

let ids = 0;

/** The sharing use cases over fakes, as the shared form page wires them. */
export function sharingHarness() {
  const gateway = new FakeSharedFormGateway();
  const time = new FakeTime();
  const navigator = new FakeNavigator();
  const notifier = new FakeNotifier();
  const dialogs = new FakeDialogs();
  const unsaved = new UnsavedChanges(dialogs, new FakePageUnload());
  const uniqueIds = { next: () => `save-${++ids}` };
  return {
    gateway,
    time,
    navigator,
    notifier,
    dialogs,
    unsaved,
    open: new OpenSharedForm(gateway, navigator, notifier),
    verify: new VerifyRecipient(gateway, time, navigator, notifier),
    fill: new FillSharedForm(gateway, time, dialogs, notifier, navigator, uniqueIds),
    lifetime: new SharedFormLifetime(time, time, notifier, navigator),
  };
}
