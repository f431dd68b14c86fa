import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the prerender and the first client render, true after. Islands
 * whose content lives in browser storage (cart, sign-in) show a neutral
 * loading state until then, instead of flashing the prerendered empty state or
 * mismatching the server HTML (React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
