/** Where the focus goes back to when a modal closes: the opener, and its place in the page in case it is gone by then. */
export interface FocusReturn {
  opener: HTMLElement;
  /** The opener's parent and position among its siblings when the dialog opened. */
  parent: HTMLElement | null;
  index: number;
}

export function focusReturnTo(opener: HTMLElement): FocusReturn {
  const parent = opener.parentElement;
  return { opener, parent, index: parent ? [...parent.children].indexOf(opener) : -1 };
}

export const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The element itself when it can take the focus, else its first focusable descendant. */
function focusableIn(element: Element | undefined): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element.closest('[inert]')) return null;
  if (element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * The page's main heading (the <h1> of the <main> landmark, else the first <h1> outside a dialog), else the <main>
 * landmark itself; neither is made focusable for good: a tabindex of -1 is added for this one focus when it has none,
 * and taken away when the focus leaves.
 */
function mainHeading(): HTMLElement | null {
  const heading =
    document.querySelector<HTMLElement>('main h1') ??
    [...document.querySelectorAll<HTMLElement>('h1')].find((h1) => !h1.closest('[role="dialog"], [role="alertdialog"]'));
  const home = heading ?? document.querySelector<HTMLElement>('main');
  if (!home || home.closest('[inert]')) return null;
  if (!home.hasAttribute('tabindex')) {
    home.setAttribute('tabindex', '-1');
    home.addEventListener('blur', () => home.removeAttribute('tabindex'), { once: true });
  }
  return home;
}

/**
 * Where the focus goes now: the opener while it is in the document; else what took its place (the element now at the
 * opener's position under its old parent, or its first focusable element: the Reactivate button that replaced a
 * Deactivate button, the next row's button when a row was deleted); else the page's main heading or <main>.
 */
function focusHome(back: FocusReturn): HTMLElement | null {
  if (back.opener.isConnected) return back.opener;
  if (back.parent?.isConnected) {
    const children = back.parent.children;
    const inPlace = focusableIn(children[Math.min(back.index, children.length - 1)]);
    if (inPlace) return inPlace;
  }
  return mainHeading();
}

/** How long a disabled element is waited for (its action under way) before the focus is left where it is. */
const ENABLED_AGAIN_WITHIN_MS = 10_000;

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back after a modal closed (see focusHome for where). An element disabled for as long as its action
 * is under way (a Deactivate button while its confirmation is open and the call made) cannot take the focus now: the
 * focus goes to it, or to what replaced it meanwhile, once enabled, if the focus has not gone anywhere else by then.
 */
export function giveFocusBack(back: FocusReturn): void {
  const home = focusHome(back);
  if (!home) return;
  home.focus();
  if (document.activeElement === home || !home.matches(':disabled')) return;
  const watched = back.parent?.isConnected ? back.parent : home;
  const observer = new MutationObserver(() => {
    const now = focusHome(back);
    if (!now || now.matches(':disabled')) return;
    stop();
    if (focusLost()) now.focus();
  });
  const timer = setTimeout(() => stop(), ENABLED_AGAIN_WITHIN_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(watched, { attributes: true, attributeFilter: ['disabled'], childList: true, subtree: true });
}
