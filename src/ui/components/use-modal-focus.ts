import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { FOCUSABLE, focusReturnTo, giveFocusBack, type FocusReturn } from './focus-return';
import { makeBackgroundInert } from './modal-background';

const FIELDS = 'input:not([type="hidden"]), select, textarea';

/** One open modal: its panel, where to give the focus back to, and how Escape closes it (none: it cannot be dismissed). */
interface OpenModal {
  root: HTMLElement;
  back: FocusReturn | null;
  close: RefObject<(() => void) | undefined>;
}

/** The modals open now, the newest (the one the keyboard talks to) last. */
const openModals: OpenModal[] = [];

const topModal = (): OpenModal | undefined => openModals[openModals.length - 1];

/**
 * What Tab stops at inside `root`, in document order: enabled, not inert, and of a radio group only the checked
 * radio (or the first, when none is checked), as the browser does.
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.matches(':disabled') && !element.closest('[inert]') && element.tabIndex >= 0,
  );
  return all.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = all.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  });
}

/** Where the focus goes when the dialog opens: the element marked data-autofocus, else the first field, else the first button. */
function initialFocus(root: HTMLElement): HTMLElement {
  const items = tabbables(root);
  return (
    root.querySelector<HTMLElement>('[data-autofocus]') ??
    items.find((element) => element.matches(FIELDS)) ??
    items[0] ??
    root
  );
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last; from outside the dialog, in. */
function keepTabInside(root: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }): void {
  const items = tabbables(root);
  const active = document.activeElement;
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const outside = !root.contains(active);
  if (event.shiftKey && (outside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The WAI-ARIA modal dialog pattern for a dialog panel (give it tabIndex={-1} and spread the returned onKeyDown on it):
 * - on open the focus moves in (to the element marked data-autofocus, else the first field, else the first button);
 * - everything but the newest open dialog is inert (the HTML inert attribute: no click, no Tab, not in the
 *   accessibility tree): the siblings of its panel and of each of the panel's ancestors, which for a dialog portaled to
 *   <body> (ModalPanel, the designer's Modal) is the app root #root and the dialogs open under it; elements marked
 *   data-stays-live (the toasts) are left alone. The last dialog closed, nothing stays inert;
 * - Tab and Shift+Tab stay inside; Escape calls `onClose` (none given: Escape does nothing) from anywhere inside, and
 *   also when the focus was lost to the page (a click on the backdrop);
 * - when the dialog is gone (closed, or unmounted with its page) and no other dialog is open, the focus goes back,
 *   once nothing is inert any more, to the element that had it when the dialog opened; when that element is no longer
 *   in the document, to what took its place (the element now at its position under its old parent, or that element's
 *   first focusable descendant), else to the page's main heading (or <main>), given a tabindex of -1 for that focus
 *   only if it has none. An element disabled while its action runs takes the focus once enabled again.
 * Mount the component that calls it with the dialog (one mount, one dialog).
 */
export function useModalFocus<T extends HTMLElement>(
  panel: RefObject<T | null>,
  onClose?: () => void,
): { onKeyDown: (event: ReactKeyboardEvent<T>) => void } {
  const close = useRef(onClose);
  close.current = onClose;
  const entry = useRef<OpenModal | null>(null);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    // React's strict mode runs this twice on open (development builds): the second time the focus is inside already,
    // and the opener is the one found the first time.
    const active =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    if (!entry.current || entry.current.root !== root) entry.current = { root, back: null, close };
    const modal = entry.current;
    openModals.push(modal);
    // Inert first: a panel inside what an older dialog made inert could not take the focus.
    makeBackgroundInert(root);
    if (!root.contains(active)) {
      modal.back = active && focusReturnTo(active);
      initialFocus(root).focus();
    }

    // Keys that reach the document from outside the panel: the focus was lost (a click on the backdrop, the page).
    const documentKeyDown = (event: KeyboardEvent) => {
      if (topModal() !== modal || (event.target instanceof Node && root.contains(event.target))) return;
      if (event.key === 'Escape' && modal.close.current) {
        event.preventDefault();
        modal.close.current();
      } else if (event.key === 'Tab') keepTabInside(root, event);
    };
    document.addEventListener('keydown', documentKeyDown);

    return () => {
      document.removeEventListener('keydown', documentKeyDown);
      const index = openModals.lastIndexOf(modal);
      if (index >= 0) openModals.splice(index, 1);
      // At once, so that the focus can go back (below) to the page or the dialog under this one.
      makeBackgroundInert(openModals.findLast((open) => open.root.isConnected)?.root ?? null);
      // Once the commit is done: a dialog still in the document was not closed (strict mode's rehearsal), and taking
      // the focus away from its field would count as leaving it (a "Required!" shown before anything was typed).
      queueMicrotask(() => {
        if (root.isConnected) return;
        const back = modal.back;
        const top = topModal();
        // Another dialog is open (this one was replaced by, or closed under, a newer one): it keeps the focus, and takes
        // over this opener when it has none of its own.
        if (top && top.root.isConnected && !(back && top.root.contains(back.opener))) {
          if (!top.back || !top.back.opener.isConnected) top.back = back;
          return;
        }
        if (back) giveFocusBack(back);
      });
    };
  }, [panel]);

  const onKeyDown = (event: ReactKeyboardEvent<T>) => {
    const root = panel.current;
    if (!root) return;
    if (event.key === 'Escape') {
      if (!close.current) return;
      event.stopPropagation();
      close.current();
    } else if (event.key === 'Tab') {
      keepTabInside(root, event);
    }
  };
  return { onKeyDown };
}
