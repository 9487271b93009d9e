import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

export type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * A route's `lazy`: the page is its own chunk (the login loads little), and the router fetches it
 * in parallel with the route's loader, so code and data arrive together instead of one after the
 * other.
 */
export function page(load: () => Promise<ComponentType>): LazyPage {
  return async () => ({ Component: await load() });
}
