import { lazy, type ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';

/** A feature area of the composition root (src/composition/container.ts, `FeatureArea`). */
export type FeatureArea = 'form-library' | 'form-instance' | 'designer' | 'sharing' | 'cabinet' | 'setup' | 'tasks';

let loadArea: (area: FeatureArea) => Promise<void> = () =>
  Promise.reject(new Error('No feature loader: main.tsx provides it.'));

/** Given once by the entry point: loads an area's modules into the container. */
export function provideFeatureLoader(loader: (area: FeatureArea) => Promise<void>): void {
  loadArea = loader;
}

/** A page whose code loads on demand, and can be asked to start loading before it is shown. */
export type FeaturePage = ComponentType<PageProps> & { preload(): void };

/**
 * A page of a feature area, loaded the first time it opens (or when `preload` asks): the area's modules (its
 * stores and use cases) and the page's own code, side by side. The first page of the app pays for neither.
 */
export function featurePage(area: FeatureArea | readonly FeatureArea[], page: () => Promise<ComponentType<PageProps>>): FeaturePage {
  // A page may need more than one area (the project details page: its form instances and its tasks).
  const areas: readonly FeatureArea[] = typeof area === 'string' ? [area] : area;
  let loading: Promise<{ default: ComponentType<PageProps> }> | null = null;
  const load = () =>
    (loading ??= Promise.all([Promise.all(areas.map((one) => loadArea(one))), page()]).then(
      ([, component]) => ({ default: component }),
      (error: unknown) => {
        loading = null; // a failed download may be tried again
        throw error;
      },
    ));
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}
