/**
 * The code of the pages whose chunks a page load requests before the app's own code is evaluated (issue 36 #2): by
 * route id, the dynamic imports of the page's area and its own modules, the very ones `featureLoader` and the page's
 * `featurePage` make later (the bundler's preload helper requests each chunk with its dependencies). Without this
 * the page's chunks were asked for only once the platform had been built (about 310 ms into a 1,000-field instance
 * load, after its data had arrived); now they travel beside the page's first call (adapters/http/boot-fetch.ts).
 */
export const EARLY_PAGE_CODE: Readonly<Record<string, () => Promise<unknown>>> = {
  'form-instance.details': () =>
    Promise.all([
      import('./form-instance.area'),
      import('../ui/form-instance/form-instance-page'),
      import('../ui/form-instance/open-before-render'),
    ]),
};

/**
 * Starts loading a page's code, when it is one of EARLY_PAGE_CODE's. A failed download is left to the page, which
 * asks again when it opens.
 */
export function startPageCode(
  routeId: string,
  code: Readonly<Record<string, () => Promise<unknown>>> = EARLY_PAGE_CODE,
): boolean {
  const load = code[routeId];
  if (!load) return false;
  load().catch(() => undefined);
  return true;
}
