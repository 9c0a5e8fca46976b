import type { Application } from 'express';

/** A route of the express app as registered (path after the /api rewrite). */
export interface RouteEntry {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** Every route with a request body (not GET or HEAD), read from the app's router stack: a new route is included as soon as it is registered. */
export function bodyRoutesOf(app: Application): RouteEntry[] {
  const stack = (app as unknown as { _router?: { stack: Layer[] } })._router?.stack ?? [];
  const routes: RouteEntry[] = [];
  for (const layer of stack) {
    if (!layer.route || typeof layer.route.path !== 'string') continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (method === 'get' || method === 'head' || method === '_all') continue;
      routes.push({ method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return routes;
}
