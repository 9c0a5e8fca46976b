import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/** The page title with its breadcrumb. */
export function PageHeader({
  title,
  crumbs,
  actions,
}: {
  title: string;
  crumbs: Crumb[];
  actions?: ReactNode;
}) {
  return (
    <div className="page-header">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          {crumbs.map((crumb) => (
            <li key={`${crumb.label}-${crumb.to ?? ''}`}>
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="page-header__row">
        <h1>{title}</h1>
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </div>
  );
}
