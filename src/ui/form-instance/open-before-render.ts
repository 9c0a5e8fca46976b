import type { RouteMatch } from '../../domain/routing/route-matcher';
import { FormInstanceStore } from '../../stores/form-instance/form-instance.store';
import { keepPrepared } from '../app/prepared-stores';
import type { StoreResolver } from '../app/stores-context';

/** The key under which the instance page finds the store opened for it before the first render. */
export const preparedInstanceKey = (instanceId: number) => `form-instance/${instanceId}`;

/**
 * On a page load of /forminstance/{instanceId}, before React's first render (early-start.ts): the page's store is
 * opened on the page load's answer (checked, with the form's libraries and its model), so the first render draws
 * the form. The page takes that store (FormInstancePage); opening it again for the same instance does nothing.
 */
export function openBeforeRender(match: RouteMatch, resolve: StoreResolver): Promise<void> {
  const instanceId = Number(match.params.instanceId);
  const store = resolve(FormInstanceStore);
  keepPrepared(preparedInstanceKey(instanceId), store);
  return store.opened(instanceId);
}
