/** Moves the application between routes. */
export interface Navigator {
  currentPath(): string;
  go(path: string, options?: { replace?: boolean }): void;
  /** A full page load of a URL (e.g. to reset a page to its start state). */
  reload(): void;
}
export const Navigator = Symbol('Navigator');
