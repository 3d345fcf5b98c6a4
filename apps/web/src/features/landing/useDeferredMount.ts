import { startTransition, useEffect, useState } from 'react';

/**
 * False at first paint, true one transition later. What it gates renders after the hero has
 * painted. (Mounting section by section was measured: each commit restyles the whole page,
 * so many small commits block the main thread longer than one.)
 */
export function useDeferredMount() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
