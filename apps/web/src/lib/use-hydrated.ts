import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates the prerendered landing page (build/landing-prerender.ts), true
 * after it and in client-only renders. What depends on the visitor's browser (the saved theme,
 * today's date) renders as prerendered first, since hydration must match, then for real.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
