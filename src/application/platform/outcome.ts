/** The result of a use case a person started: done, or a message to show them. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failed = (message: string): Outcome<never> => ({ ok: false, message });
