import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export, so each screen becomes its own chunk (the login loads little). */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
