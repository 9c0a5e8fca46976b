import { ContainerModule } from 'inversify';
import { HttpBillingGateway } from '../adapters/http/billing-gateway.http';
import { CheckOut } from '../application/billing/check-out.use-case';
import { ListOrders } from '../application/billing/list-orders.use-case';
import { ManageBillingDetails } from '../application/billing/manage-billing-details.use-case';
import { ManageMerchantSettings } from '../application/billing/manage-merchant-settings.use-case';
import { ManageSubscription } from '../application/billing/manage-subscription.use-case';
import { BillingGateway } from '../ports/billing-gateway.port';
import { BillingDetailsStore } from '../stores/billing/billing-details.store';
import { MerchantSettingsStore } from '../stores/billing/merchant-settings.store';
import { OrdersStore } from '../stores/billing/orders.store';
import { SubscriptionStore } from '../stores/billing/subscription.store';

/** Plans, checkout, billing details, merchant settings and orders (issue 35; docs/billing.md). Stores: one per page. */
export const billingModule = new ContainerModule(({ bind }) => {
  bind(HttpBillingGateway).toSelf().inSingletonScope();
  bind(BillingGateway).toService(HttpBillingGateway);
  bind(ManageSubscription).toSelf().inSingletonScope();
  bind(CheckOut).toSelf().inSingletonScope();
  bind(ManageBillingDetails).toSelf().inSingletonScope();
  bind(ManageMerchantSettings).toSelf().inSingletonScope();
  bind(ListOrders).toSelf().inSingletonScope();
  bind(SubscriptionStore).toSelf().inTransientScope();
  bind(BillingDetailsStore).toSelf().inTransientScope();
  bind(MerchantSettingsStore).toSelf().inTransientScope();
  bind(OrdersStore).toSelf().inTransientScope();
});
