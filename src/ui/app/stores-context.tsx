import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { AppStores } from '../../stores/app-stores';

/** Builds a store of a feature area from the container (bound in that area's ContainerModule). */
export type StoreResolver = <T>(store: new (...args: never[]) => T) => T;

interface StoresValue {
  stores: AppStores;
  resolve: StoreResolver;
}

const StoresContext = createContext<StoresValue | null>(null);

export function StoresProvider({
  stores,
  resolve,
  children,
}: {
  stores: AppStores;
  resolve?: StoreResolver;
  children: ReactNode;
}) {
  const value = { stores, resolve: resolve ?? missingResolver };
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

function useStoresValue(): StoresValue {
  const value = useContext(StoresContext);
  if (!value) throw new Error('useStores() outside <StoresProvider>');
  return value;
}

/** The platform stores every view may use. */
export function useStores(): AppStores {
  return useStoresValue().stores;
}

/**
 * A feature store, resolved once per mounted view: a store bound in transient scope is this page's own and
 * is disposed when the page closes (if it has `dispose()`); a singleton is shared.
 */
export function useStore<T>(store: new (...args: never[]) => T): T {
  const { resolve } = useStoresValue();
  const [instance] = useState(() => resolve(store));
  const pendingDispose = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    // React's StrictMode unmounts and mounts again at once: a disposal still pending is called off.
    if (pendingDispose.current !== null) clearTimeout(pendingDispose.current);
    pendingDispose.current = null;
    return () => {
      pendingDispose.current = setTimeout(() => (instance as { dispose?: () => void }).dispose?.(), 0);
    };
  }, [instance]);
  return instance;
}

const missingResolver: StoreResolver = () => {
  throw new Error('No store resolver: pass resolve to <StoresProvider>.');
};
