import { inject, injectable } from 'inversify';
import type { BillingDetails } from '../../domain/billing/billing-details.entity';
import type { MerchantSettings } from '../../domain/billing/merchant.entity';
import type { Order } from '../../domain/billing/order.entity';
import type { PlanId } from '../../domain/billing/plan.entity';
import type { CheckoutRequest, Subscription } from '../../domain/billing/subscription.entity';
import type { BillingGateway, MerchantChange } from '../../ports/billing-gateway.port';
import { HttpClient, type HttpResult, type ResponseParser } from '../../ports/http-client.port';
import {
  BillingDetailsDto,
  MerchantSettingsDto,
  OrderDto,
  PlanDto,
  PlanLimitsDto,
  PlanUsageDto,
  SubscriptionDto,
} from './billing.dto';
import { listOf, parseShape, required } from './forms-shape';
import { parseDto, parseList } from './parse-response';

const parsePlan = parseShape(PlanDto, { Limits: required(parseDto(PlanLimitsDto)) });
export const parseSubscription: ResponseParser<Subscription> = parseShape(SubscriptionDto, {
  Plans: listOf(parsePlan),
  Usage: required(parseDto(PlanUsageDto)),
});
const parseOrder = parseDto(OrderDto);

/** Plans, billing and orders over HTTP (docs/api.md, "Billing"; docs/billing.md). */
@injectable()
export class HttpBillingGateway implements BillingGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  subscription(): Promise<HttpResult<Subscription>> {
    return this.http.get('billing/subscription', parseSubscription);
  }

  checkout(request: CheckoutRequest): Promise<HttpResult<Order>> {
    // The checkout dialog shows every refusal itself, next to the card typed (a declined card is a 402 too).
    return this.http.command('billing/checkout', request, parseOrder, { skipErrorHandling: true });
  }

  changePlan(planId: PlanId): Promise<HttpResult<Subscription>> {
    return this.http.command('billing/plan/change', { PlanId: planId }, parseSubscription);
  }

  details(): Promise<HttpResult<BillingDetails>> {
    return this.http.get('billing/details', parseDto(BillingDetailsDto));
  }

  saveDetails(details: BillingDetails): Promise<HttpResult<BillingDetails>> {
    return this.http.command('billing/details/update', details, parseDto(BillingDetailsDto));
  }

  merchant(): Promise<HttpResult<MerchantSettings>> {
    return this.http.get('billing/merchant', parseDto(MerchantSettingsDto));
  }

  saveMerchant(change: MerchantChange): Promise<HttpResult<MerchantSettings>> {
    return this.http.command('billing/merchant/update', change, parseDto(MerchantSettingsDto));
  }

  orders(): Promise<HttpResult<Order[]>> {
    return this.http.get('order/list', parseList(parseOrder));
  }
}
