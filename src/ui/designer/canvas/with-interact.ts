type Interact = typeof import('interactjs').default;

/**
 * Sets up interactjs once its code is in, and answers the undo for the effect's clean-up (issue 11). The designer
 * loads interactjs after it is on the screen rather than before it paints: its code and its first setup cost
 * about 40 ms of a cold load, and nobody drags or resizes before seeing the form. A clean-up before the code is in
 * sets up nothing.
 */
export function withInteract(setUp: (interact: Interact) => () => void): () => void {
  let undo: (() => void) | null = null;
  let cancelled = false;
  void import('interactjs').then((module) => {
    if (!cancelled) undo = setUp(module.default);
  });
  return () => {
    cancelled = true;
    undo?.();
  };
}
