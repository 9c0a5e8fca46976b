import { APP_ROUTES } from './route-table.app';
import { CORE_ROUTES } from './route-table.core';
import { EXTERNAL_ROUTES } from './route-table.external';
import { MODULE_ROUTES } from './route-table.modules';
import type { RouteDefinition } from './route-types';

/**
 * The complete route table of the platform specification, section 2, as data.
 * Split by area into route-table.*.ts; each file explains the attributes the spec leaves open.
 */
export const ROUTES: readonly RouteDefinition[] = Object.freeze([
  ...CORE_ROUTES,
  ...APP_ROUTES,
  ...EXTERNAL_ROUTES,
  ...MODULE_ROUTES,
]);

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** The route with this id, or undefined. */
export function routeById(id: string): RouteDefinition | undefined {
  return byId.get(id);
}
