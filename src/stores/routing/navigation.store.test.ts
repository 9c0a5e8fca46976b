import { describe, expect, it } from 'vitest';
import { GuardRoute } from '../../application/routing/guard-route.use-case';
import { PrefetchRouteData } from '../../application/routing/prefetch-route-data.use-case';
import { FakeRequestPrefetch, member } from '../../application/testing/fakes';
import type { UnsavedChanges } from '../../application/platform/track-unsaved-changes.use-case';
import { NavigationStore } from './navigation.store';
import { UserStore } from '../session/user.store';

describe('NavigationStore.decide', () => {
  it("starts the shown page's first call right after deciding, not while the route host renders", async () => {
    const user = new UserStore();
    user.setUser(member);
    const requests = new FakeRequestPrefetch();
    const navigation = new NavigationStore(
      new GuardRoute(user),
      {} as UnsavedChanges,
      new PrefetchRouteData(requests),
    );
    expect(navigation.decide('/forminstance/302').kind).toBe('render');
    expect(requests.started).toEqual([]);
    await Promise.resolve();
    expect(requests.started).toEqual([{ path: 'forminstance', query: { id: 302 } }]);
  });
});
