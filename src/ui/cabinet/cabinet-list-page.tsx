import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatFileSize } from '../../domain/cabinet/cabinet-limits';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import { CabinetListStore } from '../../stores/cabinet/cabinet-list.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import { formatWhen } from './cabinet-format';
import { FileIconBadge } from './file-icon';
import './cabinet.css';

/**
 * /cabinet/list: the cabinets (root folders) of the member's scopes, and their most recent files. An administrator
 * may delete a cabinet here (nobody else: a cabinet is everyone's).
 */
export const CabinetListPage = observer(function CabinetListPage() {
  const store = useStore(CabinetListStore);
  useEffect(() => {
    void store.opened();
  }, [store]);
  const empty = store.cabinets.length === 0;
  return (
    <section>
      <PageHeader
        title="Cabinets"
        crumbs={[]}
        actions={
          store.mayCreate && (
            <Link className="button" to="/cabinet/new">
              New cabinet
            </Link>
          )
        }
      />
      {store.loading && empty ? (
        <p className="loading">Loading…</p>
      ) : store.failed && empty ? (
        <p className="notice">The cabinets could not be loaded.</p>
      ) : empty ? (
        <p className="notice">
          There are no cabinets yet.{store.mayCreate && ' Create one to keep your documents together.'}
        </p>
      ) : (
        <ul className="list" aria-label="Cabinets">
          {store.cabinets.map((cabinet) => (
            <li key={cabinet.ItemId} className="list__item cabinet-row">
              <span className="cabinet-row__name">
                <FileIconBadge item={cabinet} />
                <Link to={folderPath(cabinet)}>{cabinet.Name}</Link>
              </span>
              <span className="cabinet-row__meta">
                <span className="tag">{formatFileSize(cabinet.Size)}</span>
                <time dateTime={cabinet.ModifiedOn}>{formatWhen(cabinet.ModifiedOn)}</time>
                {store.mayDelete(cabinet) && (
                  <button
                    type="button"
                    className="row-action"
                    aria-label={`Delete ${cabinet.Name}`}
                    onClick={() => void store.deleteClicked(cabinet)}
                  >
                    Delete
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {store.recent.length > 0 && (
        <>
          <h2 className="cabinet-subheading">Recent files</h2>
          <ul className="list" aria-label="Recent files">
            {store.recent.map((file) => (
              <li key={file.ItemId} className="list__item cabinet-row">
                <span className="cabinet-row__name">
                  <FileIconBadge item={file} />
                  <Link
                    to={folderPath({
                      ItemId: file.ParentFolderId ?? file.RootContextFolderId,
                      RootContextFolderId: file.RootContextFolderId,
                      ParentFolderId: null,
                    })}
                  >
                    {file.Name}
                  </Link>
                </span>
                <span className="cabinet-row__meta">
                  <span className="tag">{formatFileSize(file.Size)}</span>
                  <time dateTime={file.ModifiedOn}>{formatWhen(file.ModifiedOn)}</time>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
