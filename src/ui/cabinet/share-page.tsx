import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import { isFolder } from '../../domain/cabinet/folder-item.entity';
import { ShareStore } from '../../stores/cabinet/share.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { formatWhen } from './cabinet-format';
import { CabinetNotFound, routeNumbers } from './cabinet-page-parts';
import './cabinet.css';

/** /cabinet/{root}/share/{ItemType}/manage/{context}-{id}: the item's direct links, made, copied and revoked here. */
export const SharePage = observer(function SharePage({ match }: PageProps) {
  const store = useStore(ShareStore);
  const [root, context, itemId] = routeNumbers(
    match.params.rootContextFolderId,
    match.params.contextFolderId,
    match.params.itemId,
  );
  const [copied, setCopied] = useState<number | null>(null);
  useEffect(() => {
    if (root !== null && context !== null && itemId !== null) void store.opened(root, context, itemId);
  }, [store, root, context, itemId]);
  if (root === null || context === null || itemId === null || store.failed) return <CabinetNotFound />;
  const subject = store.subject;
  if (!subject) return <p className="loading">Loading…</p>;
  const what = isFolder(subject.item) ? 'folder' : 'file';
  const copy = async (url: string, recordId: number) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(recordId);
    } catch {
      setCopied(null);
    }
  };
  return (
    <section className="cabinet-share">
      <PageHeader
        title={`Share "${subject.item.Name}"`}
        crumbs={[
          { label: 'Cabinets', to: '/cabinet/list' },
          { label: subject.from.Name, to: folderPath(subject.from) },
        ]}
      />
      <p>
        Anyone with a link can open this {what}
        {isFolder(subject.item) ? ' and everything in it' : ''}, without signing in, and nothing else. Revoke
        a link to stop it at once.
      </p>
      <button
        type="button"
        className="button"
        onClick={() => void store.createClicked()}
        disabled={store.busy}
      >
        Create link
      </button>
      {subject.links.length === 0 ? (
        <p className="notice cabinet-share__none">This {what} has no links.</p>
      ) : (
        <ul className="list cabinet-share__links" aria-label="Links">
          {subject.links.map((link) => {
            const url = `${window.location.origin}${store.linkPath(link)}`;
            return (
              <li key={link.RecordId} className="list__item">
                <span className="cabinet-share__link">
                  <input readOnly value={url} aria-label="Link" onFocus={(event) => event.target.select()} />
                  <span className="cabinet-share__meta">
                    Made by {link.CreatedBy} on{' '}
                    <time dateTime={link.CreatedOn}>{formatWhen(link.CreatedOn)}</time>
                  </span>
                </span>
                <span className="cabinet-share__buttons">
                  <button
                    type="button"
                    className="button button--plain"
                    onClick={() => void copy(url, link.RecordId)}
                  >
                    {copied === link.RecordId ? 'Copied' : 'Copy link'}
                  </button>
                  <button
                    type="button"
                    className="button button--plain"
                    onClick={() => void store.revokeClicked(link)}
                  >
                    Revoke
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
