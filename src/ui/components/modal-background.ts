/**
 * Marks what must stay usable behind every modal: an element with this attribute (the toasts, a live region) is
 * never made inert, so a message raised while a dialog is open is still announced and its buttons still work.
 */
export const STAYS_LIVE_ATTRIBUTE = 'data-stays-live';

/** The elements made inert here, and only those: an element inert of its own accord is left as it is. */
let madeInert = new Set<HTMLElement>();

/**
 * Makes everything but `top` (the newest open modal's panel) inert: every sibling of the panel and of each of its
 * ancestors up to <body> (the app root #root behind a modal portaled to the body, and the lower modals of a stack),
 * except the elements marked data-stays-live. `null`: nothing is open, and what was made inert here is inert no more.
 * Called each time the stack of open modals changes, before any focus moves (an inert element cannot take the focus).
 */
export function makeBackgroundInert(top: HTMLElement | null): void {
  const wanted = new Set<HTMLElement>();
  for (let node = top; node && node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.hasAttribute(STAYS_LIVE_ATTRIBUTE))
        wanted.add(sibling);
    }
  }
  for (const element of madeInert) {
    if (!wanted.has(element)) element.removeAttribute('inert');
  }
  const next = new Set<HTMLElement>();
  for (const element of wanted) {
    if (madeInert.has(element) || !element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      next.add(element);
    }
  }
  madeInert = next;
}
