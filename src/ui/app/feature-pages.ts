import { createElement, useEffect, useState, type ComponentType } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import type { PageProps } from '../pages/page-props';

/** A feature area of the composition root (src/composition/container.ts, `FeatureArea`). */
export type FeatureArea =
  | 'form-library'
  | 'form-instance'
  | 'designer'
  | 'sharing'
  | 'cabinet'
  | 'setup'
  | 'tasks'
  | 'reports'
  | 'admin'
  | 'account'
  | 'search'
  | 'dashboard'
  | 'sites-admin'
  | 'sites'
  | 'billing'
  | 'quizzes'
  | 'surveys';

let loadArea: (area: FeatureArea) => Promise<void> = () =>
  Promise.reject(new Error('No feature loader: main.tsx provides it.'));

/** Given once by the entry point: loads an area's modules into the container. */
export function provideFeatureLoader(loader: (area: FeatureArea) => Promise<void>): void {
  loadArea = loader;
}

/** Loads an area's modules (for a part of the chrome that opens an area's dialog, not a page). */
export function loadFeatureArea(area: FeatureArea): Promise<void> {
  return loadArea(area);
}

/**
 * A page whose code loads on demand, and can be asked to start loading before it is shown (`preload`, which settles
 * once the code is in or failed to download; it never rejects).
 */
export type FeaturePage = ComponentType<PageProps> & { preload(): Promise<void> };

/**
 * A page of a feature area, loaded the first time it opens (or when `preload` asks): the area's modules (its
 * stores and use cases) and the page's own code, side by side. The first page of the app pays for neither.
 *
 * While the code loads the page shows the loading screen itself rather than suspending: React holds back the
 * reveal of a Suspense boundary for 300 ms after its fallback showed (FALLBACK_THROTTLE_MS), which on a page load
 * kept a form whose code and data were already in off the screen for up to that long (issue 11). A page whose
 * code is in renders at once. A download that fails goes to the nearest error boundary, as a lazy page's did.
 */
export function featurePage(
  area: FeatureArea | readonly FeatureArea[],
  page: () => Promise<ComponentType<PageProps>>,
): FeaturePage {
  // A page may need more than one area (the project details page: its form instances and its tasks).
  const areas: readonly FeatureArea[] = typeof area === 'string' ? [area] : area;
  let loaded: ComponentType<PageProps> | null = null;
  let loading: Promise<ComponentType<PageProps>> | null = null;
  const load = () =>
    (loading ??= Promise.all([Promise.all(areas.map((one) => loadArea(one))), page()]).then(
      ([, component]) => (loaded = component),
      (error: unknown) => {
        loading = null; // a failed download may be tried again
        throw error;
      },
    ));

  function FeaturePageView(props: PageProps) {
    const [shown, setShown] = useState<{ page: ComponentType<PageProps> } | { failure: unknown } | null>(
      () => (loaded ? { page: loaded } : null),
    );
    useEffect(() => {
      if (shown) return;
      let mounted = true;
      load().then(
        (component) => mounted && setShown({ page: component }),
        (failure: unknown) => mounted && setShown({ failure }),
      );
      return () => {
        mounted = false;
      };
    }, [shown]);
    if (shown && 'failure' in shown) throw shown.failure;
    return shown ? createElement(shown.page, props) : createElement(LoadingScreen);
  }
  return Object.assign(FeaturePageView, {
    preload: () =>
      load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
