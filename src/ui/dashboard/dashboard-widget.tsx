import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * One widget of the dashboard: a region named by its heading, with its count, its content and a "View all" link to
 * the list it summarises (named after that list, so each link says where it leads).
 */
export function DashboardWidget({
  id,
  title,
  count,
  viewAll,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  viewAll: { to: string; label: string };
  wide?: boolean;
  children: ReactNode;
}) {
  const headingId = `dashboard-${id}`;
  return (
    <section
      className={`dashboard-widget${wide ? ' dashboard-widget--wide' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="dashboard-widget__title">
        {title}
        {count !== undefined && <span className="dashboard-widget__count"> {count}</span>}
      </h2>
      <div className="dashboard-widget__body">{children}</div>
      <Link className="dashboard-widget__all" to={viewAll.to}>
        {viewAll.label}
      </Link>
    </section>
  );
}

/** A list of at most five links, or what to do when there are none. */
export function WidgetList({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="dashboard-widget__empty">{empty}</p>;
  return <ul className="dashboard-list">{children}</ul>;
}
