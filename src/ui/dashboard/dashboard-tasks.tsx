import { Link } from 'react-router-dom';
import { taskPath } from '../../domain/dashboard/dashboard-links';
import type { DashboardTaskGroup, TaskBucket } from '../../domain/dashboard/dashboard.entity';
import { shortDay } from './dashboard-dates';
import { WidgetList } from './dashboard-widget';

const GROUP_TITLES: Record<TaskBucket, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  week: 'Due in the next 7 days',
};

const EMPTY: Record<TaskBucket, string> = {
  overdue: 'Nothing overdue. Well done.',
  today: 'Nothing is due today.',
  week: 'Nothing is due in the next seven days.',
};

/**
 * The member's open tasks by when they are due: each group's count, its first five, each opening the task. Overdue is
 * in the danger colour only when something is overdue (a red 0 calls for attention where none is needed).
 */
export function DashboardTasks({ groups }: { groups: readonly DashboardTaskGroup[] }) {
  return (
    <div className="dashboard-tasks">
      {groups.map((group) => (
        <div
          key={group.Kind}
          className={`dashboard-tasks__group dashboard-tasks__group--${group.Kind}${group.Kind === 'overdue' && group.Count > 0 ? ' dashboard-tasks__group--late' : ''}`}
        >
          <h3>
            {GROUP_TITLES[group.Kind]} <span className="dashboard-tasks__count">{group.Count}</span>
          </h3>
          <WidgetList empty={EMPTY[group.Kind]}>
            {group.Items.map((task) => (
              <li key={task.TaskId}>
                <Link to={taskPath(task.TaskId)}>{task.Title}</Link>
                <span className="dashboard-list__meta">
                  {group.Kind === 'today' ? 'Today' : `Due ${shortDay(task.DueDate)}`}
                  {task.ProjectName ? ` · ${task.ProjectName}` : ''}
                </span>
              </li>
            ))}
          </WidgetList>
          {group.Count > group.Items.length && (
            <p className="dashboard-list__more">and {group.Count - group.Items.length} more</p>
          )}
        </div>
      ))}
    </div>
  );
}
