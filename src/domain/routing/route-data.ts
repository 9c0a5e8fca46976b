import type { RouteMatch } from './route-matcher';

/** The GET a page makes first, as its gateway makes it (path and query). */
export interface RouteDataRequest {
  readonly path: string;
  readonly query?: Readonly<Record<string, number>>;
}

/** A route parameter that is an id: a positive whole number, else nothing is fetched early. */
function idOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

const withId = (path: string, param: string) => (match: RouteMatch) => {
  const id = idOf(match.params[param]);
  return id === null ? null : { path, query: { id } };
};

/**
 * Route-level data loading: the first call of each page that loads one large thing, started as soon as the route
 * is decided so that it travels while the page's code loads (issue 11). Each entry must be exactly the call the
 * page's gateway makes: route-data.test.ts holds each against the gateway.
 */
const ROUTE_DATA: Readonly<Record<string, (match: RouteMatch) => RouteDataRequest | null>> = {
  'form-instance.details': withId('forminstance', 'instanceId'),
  'form.manage': withId('form', 'formId'),
  'form.list': () => ({ path: 'form/list' }),
};

export function routeDataOf(match: RouteMatch): RouteDataRequest | null {
  return ROUTE_DATA[match.route.id]?.(match) ?? null;
}
