import { createElement, lazy, type ComponentType, type LazyExoticComponent } from "react";

/** Loaders whose last attempt failed, each able to start a fresh one. */
const failed = new Set<() => void>();

/**
 * React's `lazy()`, except that a failed load is not kept for good: React's own lazy component
 * remembers a rejected import for the page's lifetime, so once a chunk failed to arrive, trying
 * again rendered the same error until the page was reloaded. Here a failed loader is set aside and
 * `retryFailedLoads()` (Try Again) gives it a fresh start. It never retries by itself, so a failing
 * load cannot loop.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const start = () => {
    current = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(start);
          throw error;
        },
      ),
    );
  };
  start();
  return function Retryable(props: P) {
    return createElement(current, props);
  };
}

/** Gives every lazy component whose load failed a fresh attempt at its next render. */
export function retryFailedLoads(): void {
  const again = [...failed];
  failed.clear();
  again.forEach((start) => start());
}
