import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML (and so for visitors without JavaScript), true once React runs in
 * the browser: the journey shows its interactive controls only when they can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
