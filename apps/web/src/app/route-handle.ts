import { useMatches } from 'react-router';

/** A65: what a route declares about itself in its `handle`. */
export interface RouteHandle {
  title?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handles of the matched routes merged from outer to inner, the innermost winning. */
export function useRouteHandle(): RouteHandle {
  return useMatches().reduce<RouteHandle>(
    (merged, match) => (isRouteHandle(match.handle) ? { ...merged, ...match.handle } : merged),
    {},
  );
}
