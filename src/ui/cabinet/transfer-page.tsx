import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { folderPath, transferPath } from '../../domain/cabinet/cabinet-paths';
import type { TransferKind } from '../../domain/cabinet/move-rules';
import { mayInCabinets } from '../../domain/cabinet/cabinet-access.policy';
import { principalOf } from '../../domain/access/designer-actions';
import { TransferStore } from '../../stores/cabinet/transfer.store';
import { useStore, useStores } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { CabinetNotFound, routeNumbers } from './cabinet-page-parts';
import { FolderTree } from './folder-tree';
import './cabinet.css';

/**
 * /cabinet/{root}/item/{type}/move|copy/{context}-{id}, and its /group/{GroupId} variant (ours: the cabinet to pick
 * in, so an item can go to another cabinet). Folders the item may not go to are shown disabled.
 */
export const TransferPage = observer(function TransferPage({ match }: PageProps) {
  const store = useStore(TransferStore);
  const navigate = useNavigate();
  const kind: TransferKind = match.route.id.startsWith('cabinet.item.copy') ? 'copy' : 'move';
  const [root, context, itemId, group] = routeNumbers(
    match.params.rootContextFolderId,
    match.params.contextFolderId,
    match.params.itemId,
    match.params.groupId,
  );
  const target = match.params.groupId === undefined ? root : group;
  // The user's roles decide before anything is chosen: a move or copy the server would refuse is not offered.
  const { user } = useStores();
  const refusal = mayInCabinets(principalOf(user.user), kind);
  useEffect(() => {
    if (refusal.allowed && root !== null && context !== null && itemId !== null && target !== null)
      void store.opened(kind, root, context, itemId, target);
  }, [store, kind, root, context, itemId, target, refusal.allowed]);
  if (!refusal.allowed)
    return (
      <section className="cabinet-transfer">
        <PageHeader
          title={kind === 'move' ? 'Move' : 'Copy'}
          crumbs={[{ label: 'Cabinets', to: '/cabinet/list' }]}
        />
        <p className="notice">{refusal.reason}</p>
      </section>
    );
  if (root === null || context === null || itemId === null || target === null || store.failed)
    return <CabinetNotFound />;
  const choices = store.choices;
  if (!choices) return <p className="loading">Loading…</p>;
  const verb = kind === 'move' ? 'Move' : 'Copy';
  return (
    <section className="cabinet-transfer">
      <PageHeader
        title={`${verb} "${choices.item.Name}"`}
        crumbs={[
          { label: 'Cabinets', to: '/cabinet/list' },
          { label: choices.from.Name, to: folderPath(choices.from) },
        ]}
      />
      <div className="field cabinet-transfer__cabinet">
        <label htmlFor="transfer-cabinet">Cabinet</label>
        <select
          id="transfer-cabinet"
          value={choices.targetCabinetId}
          onChange={(event) => navigate(transferPath(kind, choices.item, Number(event.target.value)))}
        >
          {choices.cabinets.map((cabinet) => (
            <option key={cabinet.ItemId} value={cabinet.ItemId}>
              {cabinet.Name}
            </option>
          ))}
        </select>
      </div>
      <p id="transfer-help">Choose the folder to {kind} it to.</p>
      <FolderTree
        folders={choices.tree}
        rootId={choices.targetCabinetId}
        current={store.target}
        onChoose={(folder) => store.targetChosen(folder.ItemId)}
        disabled={new Set(choices.tree.filter((f) => !store.allowed.has(f.ItemId)).map((f) => f.ItemId))}
        label="Destination folders"
      />
      {store.message && (
        <p className="form__error" role="alert">
          {store.message}
        </p>
      )}
      <div className="cabinet-transfer__buttons">
        <Link className="button button--plain" to={folderPath(choices.from)}>
          Cancel
        </Link>
        <button
          type="button"
          className="button"
          disabled={store.target === null || store.busy}
          onClick={() => void store.submitted()}
        >
          {store.busy ? `${verb === 'Move' ? 'Moving' : 'Copying'}…` : `${verb} here`}
        </button>
      </div>
    </section>
  );
});
