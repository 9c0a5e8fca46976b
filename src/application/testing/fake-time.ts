import type { Clock } from '../../ports/clock.port';
import type { Scheduler } from '../../ports/scheduler.port';

/** A clock and scheduler that move only when the test says so. */
export class FakeTime implements Clock, Scheduler {
  private time = 1_700_000_000_000;
  private tasks: Array<{ at: number; task: () => void; id: number }> = [];
  private nextId = 0;

  now(): number {
    return this.time;
  }

  after(ms: number, task: () => void): () => void {
    const id = this.nextId++;
    this.tasks.push({ at: this.time + Math.max(0, ms), task, id });
    return () => {
      this.tasks = this.tasks.filter((entry) => entry.id !== id);
    };
  }

  /** Moves time forward, running every task that falls due, in order. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const due = this.tasks
        .filter((entry) => entry.at <= target)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.tasks = this.tasks.filter((entry) => entry !== due);
      this.time = due.at;
      due.task();
    }
    this.time = target;
  }

  get pendingTasks(): number {
    return this.tasks.length;
  }
}
