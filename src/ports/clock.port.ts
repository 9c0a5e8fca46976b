/** The current time, in epoch milliseconds. */
export interface Clock {
  now(): number;
}
export const Clock = Symbol('Clock');
