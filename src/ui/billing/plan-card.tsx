import { QUOTA_KINDS, type Plan, type PlanUsage, type QuotaKind } from '../../domain/billing/plan.entity';
import { formatMoney, priceOf } from '../../domain/billing/price.rules';
import { limitText } from '../../domain/billing/quota.rules';
import { usedPercent } from '../../domain/billing/subscription.entity';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';

const LABELS: Record<QuotaKind, string> = {
  users: 'Users',
  storage: 'Storage',
  forms: 'Forms',
  sites: 'Sites',
};

const usedText = (kind: QuotaKind, used: number) =>
  kind === 'storage' ? formatFileSize(used) : String(used);

/** One plan: its price, its limits, and (for the current plan) how much of each the workspace uses. */
export function PlanCard({
  plan,
  current,
  usage,
  action,
}: {
  plan: Plan;
  current: boolean;
  usage: PlanUsage;
  action: React.ReactNode;
}) {
  const price = priceOf(plan);
  const headingId = `plan-${plan.Id}`;
  return (
    <article className={`plan-card${current ? ' plan-card--current' : ''}`} aria-labelledby={headingId}>
      <header className="plan-card__header">
        <h2 id={headingId}>{plan.Name}</h2>
        {current && <span className="plan-card__badge">Current plan</span>}
      </header>
      <p className="plan-card__summary">{plan.Summary}</p>
      <p className="plan-card__price">
        {plan.MonthlyPrice === 0 ? (
          <strong>Free</strong>
        ) : (
          <>
            <strong>{formatMoney(price.Net)}</strong> a month{' '}
            <span className="plan-card__tax">+ {price.TaxRatePercent}% VAT</span>
          </>
        )}
      </p>
      <ul className="plan-card__limits">
        {QUOTA_KINDS.map((kind) => {
          const limit = plan.Limits[kind];
          const over = limit !== null && usage[kind] > limit;
          return (
            <li key={kind}>
              <span className="plan-card__limit-label">{LABELS[kind]}</span>
              <span className={over ? 'plan-card__over' : undefined}>
                {usedText(kind, usage[kind])} of {limit === null ? 'unlimited' : limitText(kind, limit)}
              </span>
              {current && limit !== null && (
                <meter
                  className="plan-card__meter"
                  min={0}
                  max={100}
                  low={80}
                  high={99}
                  optimum={0}
                  value={usedPercent(usage[kind], limit)}
                  aria-label={`${LABELS[kind]} used`}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="plan-card__action">{action}</div>
    </article>
  );
}
