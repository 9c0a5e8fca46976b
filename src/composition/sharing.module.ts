import { ContainerModule } from 'inversify';
import { CryptoUniqueIds } from '../adapters/browser/crypto-unique-ids';
import { HttpFormSharesGateway } from '../adapters/http/form-shares-gateway.http';
import { HttpSharedFormGateway } from '../adapters/http/shared-form-gateway.http';
import { FillSharedForm } from '../application/sharing/fill-shared-form.use-case';
import { ListFormShares } from '../application/sharing/list-form-shares.use-case';
import { RevokeFormShare } from '../application/sharing/revoke-form-share.use-case';
import { ShareFormInstance } from '../application/sharing/share-form-instance.use-case';
import { OpenSharedForm } from '../application/sharing/open-shared-form.use-case';
import { SharedFormLifetime } from '../application/sharing/shared-form-lifetime.use-case';
import { VerifyRecipient } from '../application/sharing/verify-recipient.use-case';
import { FormSharesGateway } from '../ports/form-shares-gateway.port';
import { SharedFormGateway } from '../ports/shared-form-gateway.port';
import { UniqueIds } from '../ports/unique-ids.port';
import { FormSharesStore } from '../stores/sharing/form-shares.store';
import { SharedFormStore } from '../stores/sharing/shared-form.store';
import { HttpDirectInstanceGateway } from '../adapters/http/direct-instance-gateway.http';
import { ViewDirectInstance } from '../application/sharing/view-direct-instance.use-case';
import { DirectInstanceGateway } from '../ports/direct-instance-gateway.port';
import { DirectInstanceStore } from '../stores/sharing/direct-instance.store';

/**
 * The sharing area (issue 13): the member's sharing page and the outside person's shared form page. Needs the
 * platform ports, the custom pattern check and the clipboard (custom-patterns.module.ts, clipboard.module.ts, loaded
 * with it). Page stores and FillSharedForm (it remembers an unanswered save) are transient: one per open page.
 */
export const sharingModule = new ContainerModule(({ bind }) => {
  bind(HttpSharedFormGateway).toSelf().inSingletonScope();
  bind(SharedFormGateway).toService(HttpSharedFormGateway);
  bind(HttpFormSharesGateway).toSelf().inSingletonScope();
  bind(FormSharesGateway).toService(HttpFormSharesGateway);
  bind(CryptoUniqueIds).toSelf().inSingletonScope();
  bind(UniqueIds).toService(CryptoUniqueIds);

  bind(OpenSharedForm).toSelf().inSingletonScope();
  bind(VerifyRecipient).toSelf().inSingletonScope();
  bind(SharedFormLifetime).toSelf().inSingletonScope();
  bind(ListFormShares).toSelf().inSingletonScope();
  bind(ShareFormInstance).toSelf().inSingletonScope();
  bind(RevokeFormShare).toSelf().inSingletonScope();
  bind(FillSharedForm).toSelf().inTransientScope();

  bind(SharedFormStore).toSelf().inTransientScope();
  bind(HttpDirectInstanceGateway).toSelf().inSingletonScope();
  bind(DirectInstanceGateway).toService(HttpDirectInstanceGateway);
  bind(ViewDirectInstance).toSelf().inSingletonScope();
  bind(DirectInstanceStore).toSelf().inTransientScope();
  bind(FormSharesStore).toSelf().inTransientScope();
});
