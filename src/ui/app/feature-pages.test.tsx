import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('featurePage without Suspense (issue 11)', () => {
  it('shows a page whose code is already in at once, in the first render', async () => {
    provideFeatureLoader(() => Promise.resolve());
    const Page = featurePage('cabinet', async () => () => <p>Cabinet</p>);
    Page.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Page match={{} as PageProps['match']} />);
    expect(screen.getByText('Cabinet')).toBeTruthy();
  });

  it('shows the loading screen while the code loads, then the page', async () => {
    let release: () => void = () => undefined;
    provideFeatureLoader(() => new Promise<void>((resolve) => (release = resolve)));
    const Page = featurePage('tasks', async () => () => <p>Tasks</p>);
    render(<Page match={{} as PageProps['match']} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release();
    expect(await screen.findByText('Tasks')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hands a failed download to the nearest error boundary', async () => {
    provideFeatureLoader(() => Promise.reject(new Error('offline')));
    const Page = featurePage('sharing', async () => () => <p>Sharing</p>);
    class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
      override state = { failed: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { failed: error.message };
      }
      override render() {
        return this.state.failed ? <p>Failed: {this.state.failed}</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Page match={{} as PageProps['match']} />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: offline')).toBeTruthy();
    quiet.mockRestore();
  });
});
