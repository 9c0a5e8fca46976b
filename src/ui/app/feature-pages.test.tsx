import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageProps } from '../pages/page-props';
import { featurePage, provideFeatureLoader } from './feature-pages';

afterEach(cleanup);

describe('featurePage', () => {
  it('loads the area and the page side by side, once, whether preloaded or shown first', async () => {
    const calls: string[] = [];
    let releaseArea: () => void = () => undefined;
    provideFeatureLoader((area) => {
      calls.push(`area ${area}`);
      return new Promise<void>((resolve) => (releaseArea = resolve));
    });
    const Page = featurePage('form-instance', async () => {
      calls.push('page code');
      return function Shown(_props: PageProps) {
        return <p>Form instance shown</p>;
      };
    });
    Page.preload();
    Page.preload();
    // Both downloads started before either finished.
    await Promise.resolve();
    expect(calls).toEqual(['area form-instance', 'page code']);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page match={{} as PageProps['match']} />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    releaseArea();
    expect(await screen.findByText('Form instance shown')).toBeTruthy();
    expect(calls).toEqual(['area form-instance', 'page code']);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    provideFeatureLoader(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const Page = featurePage('designer', async () => () => <p>Designer</p>);
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page match={{} as PageProps['match']} />
      </Suspense>,
    );
    expect(await screen.findByText('Designer')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
