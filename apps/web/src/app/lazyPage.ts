import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's code without rendering it; safe to call more than once. */
  preload(): Promise<unknown>;
};

/** React.lazy for a module's named export, so pages keep named exports. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const Page = lazy(() => loadOnce().then((module) => ({ default: module[name] })));
  return Object.assign(Page, { preload: loadOnce });
}
