import { observer } from 'mobx-react-lite';
import { TableScroll } from '../components/table-scroll';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SITE_KIND, SITE_KIND_LABELS } from '../../domain/sites/site.entity';
import { siteDetailsPath, siteManagePath } from '../../domain/sites/site.rules';
import { SiteListStore } from '../../stores/sites/site-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { dateTime, siteState, todayHere } from './site-texts';
import './sites.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /setup/site/list (Sites): the workspace's external sites, who may enter each and what each shows. */
export const SiteListPage = observer(function SiteListPage() {
  const store = useStore(SiteListStore);
  useEffect(() => {
    void store.opened();
  }, [store]);
  const today = todayHere();
  return (
    <section className="sites-page">
      <PageHeader
        title="Sites"
        crumbs={[{ label: 'Setup', to: '/setup/general' }]}
        actions={
          <Link className="button" to="/setup/site/new">
            New site
          </Link>
        }
      />
      <p className="sites-muted">
        A site shows chosen projects and cabinet folders to people outside the workspace, and nothing else.
        Each visitor has their own account (individual access), or everyone shares one password (single
        password).
      </p>
      {store.loading && store.sites.length === 0 ? (
        <p className="loading">Loading…</p>
      ) : store.failed ? (
        <p className="notice" role="alert">
          The sites could not be loaded.
        </p>
      ) : store.sites.length === 0 ? (
        <p className="notice">
          There are no sites yet. Create one to share projects with clients or suppliers.
        </p>
      ) : (
        <TableScroll label="Sites">
          <table className="sites-table" aria-label="Sites">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Shows</th>
                <th scope="col">Who may enter</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {store.sites.map((site) => {
                const state = siteState(site, today);
                return (
                  <tr key={site.SiteId}>
                    <td data-label="Name">
                      <Link to={siteDetailsPath(site.SiteId)}>{site.Name}</Link>
                    </td>
                    <td data-label="Kind">{SITE_KIND_LABELS[site.Kind]}</td>
                    <td data-label="Status" className={state.startsWith('Active') ? '' : 'sites-status--off'}>
                      {state}
                    </td>
                    <td data-label="Shows">{count(site.Projects.length, 'project', 'projects')}</td>
                    <td data-label="Who may enter">
                      {site.Kind === SITE_KIND.IndividualAccess ? (
                        <Link to={siteManagePath(site.SiteId)} aria-label={`People of ${site.Name}`}>
                          {count(site.UserCount, 'person', 'people')}
                        </Link>
                      ) : site.PasswordSetOn ? (
                        'Anyone with the password'
                      ) : (
                        'Nobody yet: no password'
                      )}
                    </td>
                    <td data-label="Created">{dateTime(site.CreatedOn)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
});
