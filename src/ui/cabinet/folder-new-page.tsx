import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { folderPath } from '../../domain/cabinet/cabinet-paths';
import { FolderCreateStore } from '../../stores/cabinet/folder-create.store';
import { useStore } from '../app/stores-context';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pages/page-props';
import { CabinetNotFound, routeNumbers } from './cabinet-page-parts';
import { NameForm } from './name-form';
import './cabinet.css';

/** /cabinet/{root}/folder/new/{context}-{parent}: a new folder in the parent, then back to the parent. */
export const FolderNewPage = observer(function FolderNewPage({ match }: PageProps) {
  const store = useStore(FolderCreateStore);
  const [root, parent] = routeNumbers(match.params.rootContextFolderId, match.params.parentFolderId);
  useEffect(() => {
    if (root !== null && parent !== null) void store.opened(root, parent);
  }, [store, root, parent]);
  if (root === null || parent === null || store.failed) return <CabinetNotFound />;
  if (!store.parent) return <p className="loading">Loading…</p>;
  const crumbs = [
    { label: 'Cabinets', to: '/cabinet/list' },
    ...store.parent.Path.map((f) => ({ label: f.Name, to: folderPath(f) })),
  ];
  return (
    <section>
      <PageHeader title="New Folder" crumbs={crumbs} />
      <NameForm form={store.form} label="New folder" submitLabel="Create folder" id="folder-name" />
    </section>
  );
});
