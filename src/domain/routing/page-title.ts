/** The product's name: the last part of every page title, and the title before a page is shown. */
export const APP_NAME = 'Gridwork';

const SEPARATOR = ' – ';

/**
 * The browser tab's title for a page: what it shows (a form, a project: its names, most specific first),
 * then the page (the route's title), then the product, e.g. "Site Inspection – Manage Form – Gridwork" or
 * "Forms – Gridwork". Names are trimmed; empty ones, and one that repeats an earlier part, are left out.
 * Most specific first so that a narrow tab still tells two forms apart.
 */
export function documentTitle(
  pageTitle: string,
  subjects: readonly (string | null | undefined)[] = [],
): string {
  const parts: string[] = [];
  for (const part of [...subjects, pageTitle, APP_NAME]) {
    const text = part?.trim();
    if (text && !parts.includes(text)) parts.push(text);
  }
  return parts.join(SEPARATOR);
}
