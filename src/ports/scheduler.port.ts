/** Timers. `after` returns a function that cancels the timer. */
export interface Scheduler {
  after(ms: number, task: () => void): () => void;
}
export const Scheduler = Symbol('Scheduler');
