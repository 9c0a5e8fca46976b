import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
const FIELDS = 'input:not([type="hidden"]), select, textarea';

/** One open modal: its panel, the element to give the focus back to, and how Escape closes it (none: it cannot be dismissed). */
interface OpenModal {
  root: HTMLElement;
  opener: HTMLElement | null;
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

/** How long a disabled opener is waited for (its action under way) before the focus is left where it is. */
const ENABLED_AGAIN_WITHIN_MS = 10_000;

/**
 * Focuses the opener again. One disabled for as long as its action is under way (a Deactivate button while its
 * confirmation is open and the call made) cannot take the focus now: it takes it once enabled, if the focus has not
 * gone anywhere else meanwhile.
 */
function giveFocusBack(opener: HTMLElement): void {
  if (!opener.isConnected) return;
  opener.focus();
  if (document.activeElement === opener || !opener.matches(':disabled')) return;
  const observer = new MutationObserver(() => {
    if (opener.matches(':disabled')) return;
    stop();
    const active = document.activeElement;
    if (opener.isConnected && (active === null || active === document.body)) opener.focus();
  });
  const timer = setTimeout(() => stop(), ENABLED_AGAIN_WITHIN_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
}

/**
 * The WAI-ARIA modal dialog pattern for a dialog panel (give it tabIndex={-1} and spread the returned onKeyDown on it):
 * on open the focus moves in (to the element marked data-autofocus, else the first field, else the first button);
 * Tab and Shift+Tab stay inside; Escape calls `onClose` (none given: Escape does nothing) from anywhere inside, and
 * also when the focus was lost to the page (a click on the backdrop); when the dialog is gone the focus goes back to
 * the element that had it when it opened. Mount the component that calls it with the dialog (one mount, one dialog).
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
    if (!entry.current || entry.current.root !== root) entry.current = { root, opener: null, close };
    const modal = entry.current;
    if (!root.contains(active)) {
      modal.opener = active;
      initialFocus(root).focus();
    }
    openModals.push(modal);

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
      // Once the commit is done: a dialog still in the document was not closed (strict mode's rehearsal), and taking
      // the focus away from its field would count as leaving it (a "Required!" shown before anything was typed).
      queueMicrotask(() => {
        if (root.isConnected) return;
        const opener = modal.opener;
        const top = topModal();
        // Another dialog is open (this one was replaced by, or closed under, a newer one): it keeps the focus, and takes
        // over this opener when it has none of its own.
        if (top && top.root.isConnected && !(opener && top.root.contains(opener))) {
          if (!top.opener || !top.opener.isConnected) top.opener = opener;
          return;
        }
        if (opener) giveFocusBack(opener);
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
