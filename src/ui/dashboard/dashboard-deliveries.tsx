import { Link } from 'react-router-dom';
import { filterPath } from '../../domain/dashboard/dashboard-links';
import type { DashboardDelivery } from '../../domain/dashboard/dashboard.entity';
import { shortInstant } from './dashboard-dates';
import { WidgetList } from './dashboard-widget';

const STATUS_TEXT: Record<NonNullable<DashboardDelivery['LastStatus']>, string> = {
  failed: 'Failed',
  sent: 'Sent',
  'no content': 'Sent, no rows',
  queued: 'Being sent',
};

/** The scheduled report filters the member receives: a failed last delivery first, with the next one. */
export function DashboardDeliveries({
  deliveries,
  zone,
}: {
  deliveries: readonly DashboardDelivery[];
  zone: string;
}) {
  return (
    <WidgetList empty="No scheduled report is delivered to you. Schedule a report filter to receive it by e-mail.">
      {deliveries.map((d) => (
        <li key={d.FilterId} className={d.LastStatus === 'failed' ? 'dashboard-delivery--failed' : undefined}>
          <Link to={filterPath(d.FilterId)}>
            {d.ReportName}: {d.FilterName}
          </Link>
          <span className="dashboard-list__meta">
            {d.LastStatus && d.LastDate ? (
              <>
                <span className={`dashboard-status dashboard-status--${d.LastStatus.replace(' ', '-')}`}>
                  {STATUS_TEXT[d.LastStatus]}
                </span>{' '}
                {shortInstant(d.LastDate, zone)}
              </>
            ) : (
              'Not delivered yet'
            )}
            {' · '}
            {d.NextDate ? `Next ${shortInstant(d.NextDate, zone)}` : 'No next delivery'}
          </span>
        </li>
      ))}
    </WidgetList>
  );
}
