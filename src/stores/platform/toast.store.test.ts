import { describe, expect, it } from 'vitest';
import type { Scheduler } from '../../ports/scheduler.port';
import { ToastStore } from './toast.store';

/** Timers run by hand: `advance(ms)` runs what falls due. */
function manualScheduler() {
  let now = 0;
  let timers: { at: number; task: () => void; cancelled: boolean }[] = [];
  const scheduler: Scheduler = {
    after(ms, task) {
      const timer = { at: now + ms, task, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now && !t.cancelled);
    timers = timers.filter((t) => !due.includes(t));
    due.forEach((t) => t.task());
  };
  return { scheduler, advance };
}

describe('toasts', () => {
  it('go after their time: 5 s for information, 8 s for errors', () => {
    const { scheduler, advance } = manualScheduler();
    const toasts = new ToastStore(scheduler);
    toasts.show('info', 'Saved.');
    toasts.show('error', 'No report filter 99999.');
    advance(5000);
    expect(toasts.toasts.map((t) => t.message)).toEqual(['No report filter 99999.']);
    advance(3000);
    expect(toasts.toasts).toEqual([]);
  });

  it('show the same message once while it is on screen, for its full time again', () => {
    const { scheduler, advance } = manualScheduler();
    const toasts = new ToastStore(scheduler);
    toasts.show('error', 'No report filter 99999.');
    advance(6000);
    toasts.show('error', 'No report filter 99999.');
    toasts.show('warning', 'No report filter 99999.');
    expect(toasts.toasts.map((t) => [t.kind, t.message])).toEqual([
      ['error', 'No report filter 99999.'],
      ['warning', 'No report filter 99999.'],
    ]);
    // Past the first showing's 8 s: the message stays, since it was shown again at 6 s.
    advance(3000);
    expect(toasts.toasts.map((t) => t.kind)).toEqual(['error', 'warning']);
    advance(5000);
    expect(toasts.toasts).toEqual([]);
    toasts.show('error', 'No report filter 99999.');
    expect(toasts.toasts).toHaveLength(1);
  });
});
