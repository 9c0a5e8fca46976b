import { principalOf } from '../../domain/access/designer-actions';
import { taskActions, type TaskActions } from '../../domain/access/task-access.policy';
import { useStores } from '../app/stores-context';

/** What the task and setup screens offer the signed-in user (docs/authorization.md); the server checks again. */
export function useTaskActions(): TaskActions {
  return taskActions(principalOf(useStores().user.user));
}
