import { useStores } from '../app/stores-context';

/** Whether the signed-in user administers the workspace: who may open its subscription page (the route table's guard). */
export function useWorkspaceAdministrator(): { isAdministrator: boolean; workspaceId: number | undefined } {
  const { user, navigation } = useStores();
  const workspaceId = user.user?.workspaceId;
  return {
    isAdministrator:
      workspaceId !== undefined && navigation.canOpen(`/workspace/${workspaceId}/subscription`),
    workspaceId,
  };
}
