/** The system clipboard. */
export interface Clipboard {
  /** Resolves true when the text is on the clipboard. */
  copy(text: string): Promise<boolean>;
}
export const Clipboard = Symbol('Clipboard');
