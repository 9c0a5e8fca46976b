import type { DashboardWeek } from '../../domain/dashboard/dashboard.entity';
import { BarChart } from '../components/charts/bar-chart';
import { shortDay } from './dashboard-dates';

/** Tasks the member completed per week: the shared bar chart, with its table and "Show as table". */
export function CompletedChart({ weeks }: { weeks: readonly DashboardWeek[] }) {
  return (
    <BarChart
      labels={weeks.map((w) => shortDay(w.WeekStart))}
      values={weeks.map((w) => w.Count)}
      caption="Tasks you completed per week (weeks start on Monday)"
      headings={['Week of', 'Completed']}
      valueLabel="Tasks completed"
      tableTestId="completed-table"
    />
  );
}
