/** One step of the opener's place: an ancestor, and the position under it of the element that leads to the opener. */
interface Place {
  parent: HTMLElement;
  index: number;
}

/** Where the focus goes back to when a modal closes: the opener, and its place in the page in case it is gone by then. */
export interface FocusReturn {
  opener: HTMLElement;
  /** From the opener's parent up to (not including) <body>, when the dialog opened. */
  places: Place[];
}

export function focusReturnTo(opener: HTMLElement): FocusReturn {
  const places: Place[] = [];
  for (
    let node: HTMLElement = opener;
    node.parentElement && node.parentElement !== document.body;
    node = node.parentElement
  ) {
    places.push({ parent: node.parentElement, index: [...node.parentElement.children].indexOf(node) });
  }
  return { opener, places };
}

/** The nearest of the opener's old ancestors still in the document (not <body>), with the old position under it. */
const nearestPlace = (back: FocusReturn): Place | undefined =>
  back.places.find((place) => place.parent.isConnected);

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
    [...document.querySelectorAll<HTMLElement>('h1')].find(
      (h1) => !h1.closest('[role="dialog"], [role="alertdialog"]'),
    );
  const home = heading ?? document.querySelector<HTMLElement>('main');
  if (!home || home.closest('[inert]')) return null;
  if (!home.hasAttribute('tabindex')) {
    home.setAttribute('tabindex', '-1');
    home.addEventListener('blur', () => home.removeAttribute('tabindex'), { once: true });
  }
  return home;
}

/**
 * Where the focus goes now: the opener while it is in the document; else what took its place: under the nearest of
 * its old ancestors still in the document, the element now at the old position (or the last one, when fewer are left),
 * when it or one of its descendants can take the focus (a Reactivate button that replaced a Deactivate button, the
 * next row when a row was deleted); else the page's main heading or <main>.
 */
function focusHome(back: FocusReturn): HTMLElement | null {
  if (back.opener.isConnected) return back.opener;
  const place = nearestPlace(back);
  if (place) {
    const children = place.parent.children;
    const inPlace = focusableIn(children[Math.min(place.index, children.length - 1)]);
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
  // The whole page is watched: the opener's row may go with its table (the last invitation revoked).
  const observer = new MutationObserver(() => {
    if (!focusLost()) return stop();
    const now = focusHome(back);
    if (!now || now.matches(':disabled')) return;
    stop();
    now.focus();
  });
  const timer = setTimeout(() => stop(), ENABLED_AGAIN_WITHIN_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['disabled'],
    childList: true,
    subtree: true,
  });
}
