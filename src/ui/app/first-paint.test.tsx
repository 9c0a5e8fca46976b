import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageShown, firstPaintSignal } from './first-paint';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the first paint (what the hub waits for, issue 36)', () => {
  it('settles only once the signal is committed and the frame after that commit is painted', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const { painted, Signal } = firstPaintSignal();
    let done = false;
    void painted.then(() => (done = true));
    await tick(5);
    expect(done).toBe(false); // nothing rendered yet
    render(<Signal />);
    await tick(5);
    expect(done).toBe(false); // committed, the frame not painted yet
    expect(frames).toHaveLength(1);
    frames[0]!();
    await tick(5);
    expect(done).toBe(true);
  });

  it('settles in a tab that paints nothing (opened in the background) once its wait is over', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { painted, Signal } = firstPaintSignal(30);
    let done = false;
    void painted.then(() => (done = true));
    render(<Signal />);
    await tick(5);
    expect(done).toBe(false);
    await tick(60);
    expect(done).toBe(true);
  });

  it('the page shown: after the first paint, once its calls are answered, and after the frame that follows', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let paint = () => undefined as void;
    let answered = () => undefined as void;
    let done = false;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    void afterPageShown(painted, () => new Promise<void>((resolve) => (answered = resolve))).then(
      () => (done = true),
    );
    paint();
    await tick(5);
    expect(frames).toHaveLength(0); // the page's data is still on its way
    answered();
    await tick(5);
    expect(done).toBe(false);
    frames[0]!();
    await tick(5);
    expect(done).toBe(true);
  });

  it('does not wait past a failed or timed-out wait for the calls', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
    let done = false;
    void afterPageShown(Promise.resolve(), () => Promise.reject(new Error('WHEN_TIMEOUT'))).then(
      () => (done = true),
    );
    await tick(1_100);
    expect(done).toBe(true);
  });
});
