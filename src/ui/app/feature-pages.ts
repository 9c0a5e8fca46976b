import { lazy, type ComponentType } from 'react';
import type { PageProps } from '../pages/page-props';

/** A feature area of the composition root (src/composition/container.ts, `FeatureArea`). */
export type FeatureArea = 'forms';

let loadArea: (area: FeatureArea) => Promise<void> = () =>
  Promise.reject(new Error('No feature loader: main.tsx provides it.'));

/** Given once by the entry point: loads an area's modules into the container. */
export function provideFeatureLoader(loader: (area: FeatureArea) => Promise<void>): void {
  loadArea = loader;
}

/**
 * A page of a feature area, loaded the first time it opens: the area's modules (its stores and use
 * cases) and the page's own code, side by side. The first page of the app pays for neither.
 */
export function featurePage(area: FeatureArea, page: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  return lazy(async () => {
    const [, component] = await Promise.all([loadArea(area), page()]);
    return { default: component };
  });
}
