import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../app/stores-context';
import type { PageProps } from '../pages/page-props';

/**
 * Workspace-management pages carry the workspace's id (/workspace/{id}/...): another id than the user's own workspace
 * shows what there is to see, nothing (the server only ever answers for the caller's workspace).
 */
export const OwnWorkspace = observer(function OwnWorkspace({
  match,
  children,
}: PageProps & { children: ReactNode }) {
  const { user } = useStores();
  const id = match.params.id;
  if (id !== undefined && String(user.user?.workspaceId) !== id) {
    return (
      <section>
        <h1>Workspace not found</h1>
        <p>This page belongs to a workspace you do not administer.</p>
      </section>
    );
  }
  return <>{children}</>;
});
