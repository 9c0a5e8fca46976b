/**
 * Designer key bindings (beyond the specification): which command a key press means. The view
 * passes the key event's facts; keys typed into an input or a dialog are not designer commands.
 */
import type { ArrowKey } from './keyboard-navigation';

export type DesignerCommand =
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'copy' }
  | { readonly kind: 'paste' }
  | { readonly kind: 'open' }
  | { readonly kind: 'delete' }
  | { readonly kind: 'move'; readonly key: ArrowKey };

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  /** The Command key on a Mac counts as Ctrl. */
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
  /** True when the key went to a text input, select, editable element or dialog. */
  readonly inEditable?: boolean;
}

const ARROWS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * Ctrl+Z undo; Ctrl+Y and Ctrl+Shift+Z redo; Ctrl+C copy; Ctrl+V paste; Enter opens the field
 * dialog; Delete asks to delete; arrows move the focus. Anything else is null.
 */
export function designerCommand(press: KeyPress): DesignerCommand | null {
  if (press.inEditable || press.altKey) return null;
  const ctrl = press.ctrlKey === true || press.metaKey === true;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (ctrl) {
    if (key === 'z') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y' && !press.shiftKey) return { kind: 'redo' };
    if (key === 'c' && !press.shiftKey) return { kind: 'copy' };
    if (key === 'v' && !press.shiftKey) return { kind: 'paste' };
    return null;
  }
  if (press.shiftKey) return null;
  if (key === 'Enter') return { kind: 'open' };
  if (key === 'Delete') return { kind: 'delete' };
  return ARROWS.has(key) ? { kind: 'move', key: key as ArrowKey } : null;
}
