import { IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import type { BillingDetails } from '../../domain/billing/billing-details.entity';
import type { MerchantSettings } from '../../domain/billing/merchant.entity';
import type { Order, OrderStatus } from '../../domain/billing/order.entity';
import {
  PLAN_IDS,
  type Plan,
  type PlanId,
  type PlanLimits,
  type PlanUsage,
} from '../../domain/billing/plan.entity';
import type { Subscription } from '../../domain/billing/subscription.entity';

/** Nested: Limits. */
export class PlanDto implements Plan {
  @IsIn(PLAN_IDS) Id!: PlanId;
  @IsString() Name!: string;
  @IsString() Summary!: string;
  @IsInt() @Min(0) MonthlyPrice!: number;
  Limits!: PlanLimits;
}

export class PlanLimitsDto {
  @IsOptional() @IsInt() @Min(0) users!: number | null;
  @IsOptional() @IsInt() @Min(0) storage!: number | null;
  @IsOptional() @IsInt() @Min(0) forms!: number | null;
  @IsOptional() @IsInt() @Min(0) sites!: number | null;
}

export class PlanUsageDto implements PlanUsage {
  @IsInt() @Min(0) users!: number;
  @IsInt() @Min(0) storage!: number;
  @IsInt() @Min(0) forms!: number;
  @IsInt() @Min(0) sites!: number;
}

/** Nested: Plans, Usage. */
export class SubscriptionDto implements Subscription {
  @IsIn(PLAN_IDS) PlanId!: PlanId;
  Plans!: Plan[];
  Usage!: PlanUsage;
  @IsOptional() @IsString() PaidUntil!: string | null;
}

export class OrderDto implements Order {
  @IsInt() @Min(1) OrderId!: number;
  @IsString() InvoiceNumber!: string;
  @IsString() PlacedOn!: string;
  @IsIn(PLAN_IDS) PlanId!: PlanId;
  @IsString() PlanName!: string;
  @IsInt() @Min(0) Net!: number;
  @IsInt() @Min(0) Tax!: number;
  @IsInt() @Min(0) Total!: number;
  @IsString() Currency!: string;
  @IsInt() @Min(0) TaxRatePercent!: number;
  @IsIn(['Paid']) Status!: OrderStatus;
  @IsString() CardBrand!: string;
  @IsString() CardLast4!: string;
  @IsString() PeriodStart!: string;
  @IsString() PeriodEnd!: string;
}

export class BillingDetailsDto implements BillingDetails {
  @IsString() ContactName!: string;
  @IsString() Email!: string;
  @IsString() Company!: string;
  @IsString() AddressLine1!: string;
  @IsString() AddressLine2!: string;
  @IsString() City!: string;
  @IsString() PostalCode!: string;
  @IsString() Country!: string;
  @IsString() TaxId!: string;
}

export class MerchantSettingsDto implements MerchantSettings {
  @IsIn(['Mock provider']) Provider!: 'Mock provider';
  @IsString() PublishableKey!: string;
  @IsString() SecretKeyMasked!: string;
  @IsOptional() @IsString() UpdatedOn!: string | null;
}
