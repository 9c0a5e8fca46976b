import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useStores } from '../app/stores-context';

function isForced(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { forced?: unknown }).forced === true;
}

/** Asks before the user leaves a page with unsaved changes (forced navigations pass). */
export function useLeavePrompt(): void {
  const { navigation } = useStores();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      !isForced(nextLocation.state) &&
      navigation.isDirty(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void navigation.confirmLeave().then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, navigation]);
}
